import type { ErrorCode } from '@sprout/shared';
import { AppError } from '../errors.js';

/** What @fastify/multipart's own errors mean for the client, with stable codes. */
export const MULTIPART_ERRORS: Readonly<Record<string, { status: number; code: ErrorCode }>> = {
  FST_REQ_FILE_TOO_LARGE: { status: 413, code: 'file_too_large' },
  FST_PARTS_LIMIT: { status: 413, code: 'form_too_large' },
  FST_FILES_LIMIT: { status: 413, code: 'form_too_large' },
  FST_FIELDS_LIMIT: { status: 413, code: 'form_too_large' },
  FST_PROTO_VIOLATION: { status: 400, code: 'bad_request' },
  FST_INVALID_JSON_FIELD_ERROR: { status: 400, code: 'bad_request' },
  FST_MP_PREMATURE_CLOSE: { status: 400, code: 'bad_request' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, code: 'bad_request' },
};

/**
 * The error a failure while reading a multipart body stands for. Busboy
 * throws plain errors for a body it cannot parse (no or wrong boundary,
 * "Unexpected end of form", a malformed part header): the client's fault, 400.
 * A system error (the disk, while a file is written) stays a 500.
 */
export function formError(error: unknown): unknown {
  if (error instanceof AppError || !(error instanceof Error)) return error;
  const known = MULTIPART_ERRORS[String((error as { code?: unknown }).code)];
  if (known) return new AppError(known.status, known.code);
  if ('syscall' in error) return error;
  return new AppError(400, 'bad_request');
}

/** Runs `read` over a multipart body, turning what a malformed form makes the parser throw into a 4xx. */
export async function readingForm<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    throw formError(error);
  }
}
