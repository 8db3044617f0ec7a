import type { FastifyInstance } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import { routeSchemaOf } from './docs/openapi-schema.js';
import { WEB_APP_DOCS } from './routes/web.js';

type Schema = Record<string, unknown>;

/** `:id` and `*` segments of a Fastify URL, as OpenAPI path parameters. */
function pathParameters(url: string): string[] {
  return [...url.matchAll(/:([A-Za-z0-9_]+)|\*/g)].map((match) => match[1] ?? '*');
}

/**
 * Every parameter the URL names, as a required string unless the route's own
 * params schema says more of it: an OpenAPI path template must declare each one.
 */
function pathParamsSchema(url: string, documented: Schema | undefined): Schema | undefined {
  const names = pathParameters(url).map((name) => (name === '*' ? 'wildcard' : name));
  if (names.length === 0) return documented;
  const known = (documented?.properties ?? {}) as Record<string, Schema>;
  const properties = Object.fromEntries(names.map((name) => [name, known[name] ?? { type: 'string' }]));
  return { type: 'object', properties, required: names };
}

/**
 * The OpenAPI document of every route, built by @fastify/swagger (served at
 * /api/docs). Registered before any route, since it learns them as they are
 * added. Routes parse their input with zod inside the handler (validate.ts)
 * and name those schemas and their replies in `config.docs` (docs/route-docs.ts);
 * they are turned into JSON Schema here, when the document is built, so Fastify
 * never compiles them into a second validator. A route without docs still
 * appears, with the path parameters its URL names, so the document lists the whole API.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      // 3.2, not 3.1: the tus routes answer every method (app.all), QUERY too, and only 3.2 has a
      // place for it; its schemas are JSON Schema 2020-12 as in 3.1, which is what zod writes.
      openapi: '3.2.0',
      info: {
        title: 'Sprout API',
        version: '1',
        description:
          'The family album. JSON API under /api/{locale}; uploads over tus at /tus; media at /media; operations at /healthz, /readyz and /metrics.',
      },
    },
    exposeHeadRoutes: true,
    transform({ schema, url, route }) {
      const routeDocs = route.config?.docs ?? (url === '/*' ? WEB_APP_DOCS : undefined);
      // A route of several methods is documented once for all of them: fastify-static's is ['HEAD', 'GET'],
      // and its GET has a body (the HEAD copies that exposeHeadRoutes makes are routes of their own).
      const method = [route.method].flat().find((name) => name !== 'HEAD') ?? 'HEAD';
      const merged: Schema = {
        ...(schema as Schema | undefined),
        ...(routeDocs ? routeSchemaOf(routeDocs, method) : {}),
      };
      const params = pathParamsSchema(url, merged.params as Schema | undefined);
      if (params) merged.params = params;
      // Fastify's `*` becomes a named OpenAPI parameter, since a path template names each of its parameters.
      return { schema: merged, url: url.replace(/\*/g, '{wildcard}') };
    },
  });
}
