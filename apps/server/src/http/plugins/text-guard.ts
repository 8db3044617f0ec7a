import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors.js';

/** Deeper than any request Sprout takes: refused rather than walked. */
const MAX_DEPTH = 32;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Text no one means: NUL, or half of a UTF-16 surrogate pair (it cannot be
 * written as UTF-8, so encodeURIComponent and the databases throw on it).
 */
function isBadText(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

/** Whether a parsed input holds bad text (see isBadText) in any string or key. */
export function holdsBadText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return isBadText(value);
  if (value === null || typeof value !== 'object') return false;
  if (depth > MAX_DEPTH) return true;
  for (const [key, item] of Object.entries(value)) {
    if (isBadText(key) || holdsBadText(item, depth + 1)) return true;
  }
  return false;
}

/**
 * Every body the API reads is a set of fields: a form, a multipart form or a
 * JSON object. A bare JSON string, number, boolean, null or array, or text/plain,
 * is refused here once, so no route meets a body it cannot index into (a 500 before this).
 * tus's PATCH parses no body (undefined), and undefined means "no fields".
 */
function isFieldSet(body: unknown): boolean {
  return body === undefined || (typeof body === 'object' && body !== null && !Array.isArray(body));
}

/**
 * No text Sprout keeps may hold NUL or a lone surrogate: PostgreSQL cannot store it in text
 * (a 500 before this), and it is never meant by a person. Refused with 400
 * for every body, query and path parameter of the API; multipart fields are
 * checked as they are read (fields.ts), since their body is parsed later.
 */
export function registerTextGuard(api: FastifyInstance): void {
  api.addHook('preValidation', async (request) => {
    if (!isFieldSet(request.body)) throw new AppError(400, 'body_not_object');
    if (holdsBadText(request.params) || holdsBadText(request.query) || holdsBadText(request.body))
      throw new AppError(400, 'bad_request');
  });
}
