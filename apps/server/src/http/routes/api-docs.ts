import type { FastifyInstance } from 'fastify';

/** The OpenAPI document of the whole API (http/openapi.ts), as JSON. */
export default async function apiDocsRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/docs',
    { schema: { summary: 'This OpenAPI document', tags: ['operations'] } },
    async (_request, reply) => reply.header('cache-control', 'no-cache').send(app.swagger()),
  );
}
