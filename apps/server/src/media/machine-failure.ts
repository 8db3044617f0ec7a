import { AppError } from '../errors.js';
import { faultOf } from '../faults.js';

/**
 * What libvips, libheif and the system say when the machine failed rather
 * than the file: no memory, no file handles, a disk that would not read.
 * They come as words only, without a code.
 */
const MACHINE_WORDS =
  /out of memory|Cannot allocate memory|Too many open files|Input\/output error|Resource temporarily unavailable/i;

/** 503 media_busy: a conversion or check of ours could not run (a killed converter, no memory); the upload is kept. */
export function mediaBusy(cause: unknown): AppError {
  return Object.assign(new AppError(503, 'media_busy'), { cause });
}

/**
 * The error to answer when a media step failed because of us (a full disk
 * stays the 507 it is; no memory becomes media_busy), or null when it was the
 * file. Only a file's own failure may discard what the family sent.
 */
export function machineFailure(error: unknown): unknown {
  if (error instanceof AppError) return error.status === 422 ? null : error;
  if (faultOf(error)) return error;
  if (error instanceof Error && MACHINE_WORDS.test(error.message)) return mediaBusy(error);
  return null;
}
