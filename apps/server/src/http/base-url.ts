import type { FastifyRequest } from 'fastify';

/** Where users reach Sprout: PUBLIC_URL when set, else the host this request came to. */
export function baseUrl(request: FastifyRequest, publicUrl: string | null): string {
  return publicUrl ?? `${request.protocol}://${request.host}`;
}
