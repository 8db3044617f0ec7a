import type { ErrorCode } from '@sprout/shared';

/**
 * An expected failure with a stable code; the error plugin turns it into
 * `{ error: { code, message } }` with the message in the request's locale.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly params: Record<string, string | number> = {},
    /** Facts the client acts on besides the code, sent as `error.details` (the code stays the same). */
    readonly details?: Record<string, boolean | string | number>,
  ) {
    super(code);
  }
}

export const notFound = () => new AppError(404, 'not_found');
export const forbidden = () => new AppError(403, 'forbidden');
export const unauthorized = () => new AppError(401, 'unauthorized');
export const badRequest = (code: ErrorCode = 'bad_request') => new AppError(400, code);
