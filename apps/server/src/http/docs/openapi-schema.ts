import { z } from 'zod';
import { ERROR_REPLIES } from './error.reply.js';
import type { RouteDocs } from './route-docs.js';

type JsonSchema = Record<string, unknown>;

/**
 * A zod schema as JSON Schema (2020-12, which OpenAPI 3.1 speaks). Requests are
 * described as the client sends them (`input`: before coercion and defaults),
 * replies as the server sends them (`output`). A refinement or transform that
 * JSON Schema cannot say becomes "anything" rather than failing the document.
 */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const json: JsonSchema = { ...z.toJSONSchema(schema, { io, unrepresentable: 'any' }) };
  // The document names its dialect once; a `$schema` inside an operation is not OpenAPI.
  delete json.$schema;
  return json;
}

/** @fastify/swagger takes a response's description from this key and leaves it out of the schema. */
const REPLY_DESCRIPTION = 'x-response-description';

/** A reply without a body: @fastify/swagger leaves out the content of a `null` schema. */
const NO_CONTENT = { type: 'null', description: 'No content' };

/** The route's docs in the shape of a Fastify route schema, which @fastify/swagger turns into an operation. */
export function routeSchemaOf(routeDocs: RouteDocs, method: string): JsonSchema {
  const schema: JsonSchema = {};
  if (routeDocs.summary) schema.summary = routeDocs.summary;
  if (routeDocs.body) schema.body = jsonSchemaOf(routeDocs.body, 'input');
  if (routeDocs.query) schema.querystring = jsonSchemaOf(routeDocs.query, 'input');
  if (routeDocs.params) schema.params = jsonSchemaOf(routeDocs.params, 'input');
  if (routeDocs.consumes) schema.consumes = [...routeDocs.consumes];
  if (routeDocs.produces) schema.produces = [...routeDocs.produces];
  schema.response = Object.fromEntries(
    Object.entries(routeDocs.replies).map(([status, reply]) => [
      status,
      // A HEAD reply (exposeHeadRoutes copies the GET's options) never has a body.
      reply && method !== 'HEAD' ? { ...jsonSchemaOf(reply, 'output'), [REPLY_DESCRIPTION]: 'OK' } : NO_CONTENT,
    ]),
  );
  // Errors are JSON even where the route's success is a file (media, archives, metrics), so they name their
  // media type themselves rather than taking the route's `produces`. A HEAD reply has no body to name.
  if (method !== 'HEAD')
    for (const [status, { schema: reply, description }] of Object.entries(ERROR_REPLIES))
      (schema.response as JsonSchema)[status] = {
        description,
        content: { 'application/json': { schema: jsonSchemaOf(reply, 'output') } },
      };
  return schema;
}
