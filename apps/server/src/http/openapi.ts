import type { FastifyInstance } from 'fastify';
import fastifySwagger from '@fastify/swagger';

/** `:id` and `*` segments of a Fastify URL, as OpenAPI path parameters. */
function pathParameters(url: string): string[] {
  return [...url.matchAll(/:([A-Za-z0-9_]+)|\*/g)].map((match) => match[1] ?? '*');
}

/**
 * The OpenAPI document of every route, built by @fastify/swagger from the
 * route schemas (served at /api/docs). Registered before any route, since it
 * learns them as they are added. Routes that parse their input with zod
 * inside the handler have no Fastify schema yet: they still appear, with the
 * path parameters their URL names, so the document lists the whole API.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Sprout API',
        version: '1',
        description:
          'The family album. JSON API under /api/{locale}; uploads over tus at /tus; media at /media; operations at /healthz, /readyz and /metrics.',
      },
    },
    exposeHeadRoutes: true,
    transform({ schema, url }) {
      const names = pathParameters(url);
      if (names.length === 0 || (schema as { params?: unknown } | undefined)?.params) return { schema, url };
      // Fastify's `*` becomes a named OpenAPI parameter, since a path template names each of its parameters.
      const openUrl = url.replace(/\*/g, '{wildcard}');
      const properties = Object.fromEntries(
        names.map((name) => [name === '*' ? 'wildcard' : name, { type: 'string' }]),
      );
      return {
        schema: { ...schema, params: { type: 'object', properties, required: Object.keys(properties) } },
        url: openUrl,
      };
    },
  });
}
