import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors.js';

/** Deeper than any request Sprout takes: refused rather than walked. */
const MAX_DEPTH = 32;

/** Whether a parsed input holds a NUL character in any string or key. */
export function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value === null || typeof value !== 'object') return false;
  if (depth > MAX_DEPTH) return true;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000') || holdsNul(item, depth + 1)) return true;
  }
  return false;
}

/**
 * No text Sprout keeps may hold NUL: PostgreSQL cannot store it in text
 * (a 500 before this), and it is never meant by a person. Refused with 400
 * for every body, query and path parameter of the API; multipart fields are
 * checked as they are read (fields.ts), since their body is parsed later.
 */
export function registerTextGuard(api: FastifyInstance): void {
  api.addHook('preValidation', async (request) => {
    if (holdsNul(request.params) || holdsNul(request.query) || holdsNul(request.body))
      throw new AppError(400, 'bad_request');
  });
}
