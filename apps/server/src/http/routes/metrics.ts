import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../errors.js';
import { docs } from '../docs/route-docs.js';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Whether `header` is `Bearer <token>`. Both sides are hashed first so the
 * comparison is constant-time whatever the lengths: a timing difference
 * would otherwise tell a caller how much of a guess was right.
 */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const presented = /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(presented), digest(token)) && presented.length > 0;
}

/**
 * Prometheus metrics (ADR 0031). With METRICS_TOKEN set a scraper must send
 * it as a Bearer token; without it the endpoint is open and must be kept off
 * the public side of the proxy (docs/OPERATIONS.md).
 */
export default async function metricsRoutes(app: FastifyInstance): Promise<void> {
  const { metrics, config } = app.ctx;
  app.get(
    '/metrics',
    {
      schema: {
        summary: 'Prometheus metrics (Bearer METRICS_TOKEN when set)',
        tags: ['operations'],
      },
      // The Prometheus text format.
      ...docs({ produces: ['text/plain'], replies: { 200: z.string() } }),
    },
    async (request, reply) => {
      if (config.metricsToken !== null && !bearerMatches(request.headers.authorization, config.metricsToken)) {
        reply.header('www-authenticate', 'Bearer realm="metrics"');
        throw new AppError(401, 'unauthorized');
      }
      const { contentType, body } = await metrics.text();
      return reply.header('cache-control', 'no-store').type(contentType).send(body);
    },
  );
}
