import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../docs/route-docs.js';

/** The document's outline; what lies under it is OpenAPI's own schema, not repeated here. */
const openApiDocument = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});

/** The OpenAPI document of the whole API (http/openapi.ts), as JSON. */
export default async function apiDocsRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/docs',
    { schema: { summary: 'This OpenAPI document', tags: ['operations'] }, ...ok(openApiDocument) },
    async (_request, reply) => reply.header('cache-control', 'no-cache').send(app.swagger()),
  );
}
