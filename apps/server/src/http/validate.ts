import type { ErrorCode } from '@sprout/shared';
import type { z } from 'zod';
import { AppError } from '../errors.js';

/** Parses input with a shared schema; failures are a 4xx with a stable code, never a 500. */
export function parseWith<S extends z.ZodType>(
  schema: S,
  data: unknown,
  code: ErrorCode = 'bad_request',
  status = 400,
): z.infer<S> {
  const result = schema.safeParse(data);
  if (!result.success) throw new AppError(status, code);
  return result.data;
}
