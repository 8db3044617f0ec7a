import { z } from 'zod';

/**
 * What a route documents about itself for the OpenAPI document (http/openapi.ts).
 * Routes parse their input with zod inside the handler (validate.ts), so the same
 * zod schemas are named here rather than in Fastify's `schema` option, which
 * Fastify would compile into a second validator that could disagree with zod.
 */
export interface RouteDocs {
  summary?: string;
  /** The JSON body, also accepted as a form where the route reads fields (readFields). */
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
  /** Reply bodies by status; `null` is a reply without a body (204, 202). */
  replies: Partial<Record<number, z.ZodType | null>>;
  /** Media types of the body when it is not JSON alone. */
  consumes?: readonly string[];
  /** Media types of the replies when they are not JSON (media, archives, metrics). */
  produces?: readonly string[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    docs?: RouteDocs;
  }
}

/** Bodies Fastify parses itself (JSON, or a urlencoded form as the spec's forms are sent). */
export const BODY_FORMS = ['application/json', 'application/x-www-form-urlencoded'] as const;

/** Bodies read by readFields: JSON, a urlencoded form or a multipart form, all the same fields. */
export const FIELD_FORMS = ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'] as const;

/** A reply of raw bytes, whose media types the route's `produces` names. */
export const bytes = z.string().meta({ description: 'The bytes of the file' });

/** A file in a multipart form (OpenAPI 3.1 names a file part by its contentMediaType). */
const filePart = z.string().meta({ contentMediaType: 'application/octet-stream' });

/** A route's options carrying its documentation: `app.get(url, docs({...}), handler)`. */
export function docs(routeDocs: RouteDocs): { config: { docs: RouteDocs } } {
  return { config: { docs: routeDocs } };
}

/** The common case: one 200 reply. */
export function ok(reply: z.ZodType, more: Omit<RouteDocs, 'replies'> = {}): { config: { docs: RouteDocs } } {
  return docs({ ...more, replies: { 200: reply } });
}

/**
 * A multipart form read part by part (no zod schema checks it whole): its text
 * fields and its files, for the document only.
 */
export function multipartFields(texts: readonly string[], files: readonly string[] = []): z.ZodType {
  return z.object(
    Object.fromEntries([
      ...texts.map((name) => [name, z.string().optional()] as const),
      ...files.map((name) => [name, filePart.optional()] as const),
    ]),
  );
}
