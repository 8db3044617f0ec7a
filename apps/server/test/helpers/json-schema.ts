import { createRequire } from 'node:module';

/** What the tests use of an Ajv 8 (JSON Schema 2020-12) instance. */
export interface SchemaChecker {
  validateSchema(schema: object): boolean;
  validate(schema: object, data: unknown): boolean;
  errorsText(): string;
}

interface Ajv2020 {
  validateSchema(schema: object): boolean | Promise<unknown>;
  validate(schema: object, data: unknown): boolean | Promise<unknown>;
  errorsText(): string;
}

/**
 * An Ajv 8 that speaks JSON Schema 2020-12, the dialect of OpenAPI 3.1. The `ajv`
 * hoisted at the root is ESLint's Ajv 6 (draft-07 only), so this takes Fastify's own
 * Ajv 8, the one that validates every Fastify schema, through Fastify's dependency on it.
 */
export function schemaChecker(): SchemaChecker {
  const fromFastify = createRequire(createRequire(import.meta.url).resolve('fastify'));
  const fromCompiler = createRequire(fromFastify.resolve('@fastify/ajv-compiler'));
  const { default: Ajv } = fromCompiler('ajv/dist/2020') as {
    default: new (options: object) => Ajv2020;
  };
  // strict off: OpenAPI's own keywords (description on a response, contentMediaType) are not Ajv's business.
  const ajv = new Ajv({ strict: false, allErrors: true });
  return {
    validateSchema: (schema) => ajv.validateSchema(schema) === true,
    validate: (schema, data) => ajv.validate(schema, data) === true,
    errorsText: () => ajv.errorsText(),
  };
}
