import { ERROR_CODES } from '@sprout/shared';

/**
 * A failed API call. `message` is the server's already translated text; it is
 * empty when the server could not be reached or answered without a JSON error.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** Facts the server sent besides the code (`error.details`), e.g. `puzzle_required_next`. */
  readonly details: Readonly<Record<string, unknown>>;

  constructor(status: number, code: string, message: string, details: Record<string, unknown> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
  }

  /** A network failure or timeout: no answer from the server. */
  static network(): ApiError {
    return new ApiError(0, ERROR_CODES.unknown, '');
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** Reads `{ error: { code, message, details? } }`; anything else gives nulls. */
export function parseErrorBody(
  body: unknown,
): { code: string; message: string; details: Record<string, unknown> } | null {
  if (typeof body !== 'object' || body === null || !('error' in body)) return null;
  const error = (body as { error: unknown }).error;
  if (typeof error !== 'object' || error === null) return null;
  const { code, message, details } = error as { code?: unknown; message?: unknown; details?: unknown };
  if (typeof code !== 'string') return null;
  return {
    code,
    message: typeof message === 'string' ? message : '',
    details: typeof details === 'object' && details !== null ? (details as Record<string, unknown>) : {},
  };
}
