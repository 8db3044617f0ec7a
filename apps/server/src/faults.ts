import type { ErrorCode } from '@sprout/shared';

/**
 * Failures of what the server stands on rather than of the request: the
 * database went away, the disk is full or read-only. Each is told to the user
 * as a translated error (never a server path) and is expected to pass, so a
 * job that meets one is retried later without spending an attempt.
 */
export interface Fault {
  status: number;
  code: Extract<ErrorCode, 'database_unavailable' | 'storage_full' | 'storage_unavailable'>;
}

const DATABASE_UNAVAILABLE: Fault = { status: 503, code: 'database_unavailable' };
const STORAGE_FULL: Fault = { status: 507, code: 'storage_full' };
const STORAGE_UNAVAILABLE: Fault = { status: 503, code: 'storage_unavailable' };

/** Node's system error codes and SQLite's result codes. */
const BY_CODE: Record<string, Fault> = {
  ENOSPC: STORAGE_FULL,
  EDQUOT: STORAGE_FULL,
  SQLITE_FULL: STORAGE_FULL,
  EROFS: STORAGE_UNAVAILABLE,
  EACCES: STORAGE_UNAVAILABLE,
  SQLITE_READONLY: STORAGE_UNAVAILABLE,
  // A body cut while it moved to or from the object store (storageFault).
  SPROUT_STORAGE_UNAVAILABLE: STORAGE_UNAVAILABLE,
  // The PostgreSQL socket: reset, refused while the server restarts, or timed out.
  ECONNRESET: DATABASE_UNAVAILABLE,
  ECONNREFUSED: DATABASE_UNAVAILABLE,
  EPIPE: DATABASE_UNAVAILABLE,
  ETIMEDOUT: DATABASE_UNAVAILABLE,
  // PostgreSQL SQLSTATEs: disk full, too many connections, shut down, cannot connect now.
  '53100': STORAGE_FULL,
  '53300': DATABASE_UNAVAILABLE,
  '57P01': DATABASE_UNAVAILABLE,
  '57P02': DATABASE_UNAVAILABLE,
  '57P03': DATABASE_UNAVAILABLE,
};

/** What node-postgres says when a connection ends under a query, or a pooled client is broken or cannot be had. */
const PG_CONNECTION_MESSAGE =
  /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect|Client was closed and is not queryable)/;

/** What S3-compatible stores call running out of room (MinIO's full disk or bucket quota). */
const S3_FULL = new Set(['XMinioStorageFull', 'XMinioAdminBucketQuotaExceeded', 'QuotaExceeded']);
/** Answers that mean the bucket cannot be used as configured, whatever the request. */
const S3_UNUSABLE = new Set(['NoSuchBucket', 'AccessDenied', 'InvalidAccessKeyId', 'SignatureDoesNotMatch']);

/**
 * An AWS SDK error (it carries `$metadata`): the store unreachable (no status: refused, reset,
 * timed out), failing (5xx, SlowDown) or refusing this bucket is a storage fault, not the database's,
 * although its socket errors carry the same codes. A missing key and the like are ordinary answers.
 */
function s3FaultOf(error: { name?: unknown; $metadata?: { httpStatusCode?: number } }): Fault | null {
  const name = typeof error.name === 'string' ? error.name : '';
  const status = error.$metadata?.httpStatusCode;
  if (S3_FULL.has(name)) return STORAGE_FULL;
  if (status === undefined || status >= 500 || S3_UNUSABLE.has(name)) return STORAGE_UNAVAILABLE;
  return null;
}

/**
 * libvips (sharp) and libheif give no error code, only the system's words: "write error … system error:
 * No space left on device" is the full disk all the same (a HEIC's JPEG written to a full disk was a 500).
 */
const SYSTEM_MESSAGES: Array<[RegExp, Fault]> = [
  [/No space left on device|Disk quota exceeded/, STORAGE_FULL],
  [/Read-only file system/, STORAGE_UNAVAILABLE],
];

function faultOfOne(error: { code?: unknown; message?: unknown; $metadata?: object }): Fault | null {
  if (error.$metadata && typeof error.$metadata === 'object') return s3FaultOf(error);
  const code = typeof error.code === 'string' ? error.code : '';
  // SQLite's extended codes name their primary one first: SQLITE_READONLY_DBMOVED is a SQLITE_READONLY.
  const known = BY_CODE[code] ?? BY_CODE[code.split('_').slice(0, 2).join('_')];
  if (known) return known;
  if (/^08[0-9A-Z]{3}$/.test(code)) return DATABASE_UNAVAILABLE; // class 08: connection exception
  if (typeof error.message !== 'string') return null;
  if (PG_CONNECTION_MESSAGE.test(error.message)) return DATABASE_UNAVAILABLE;
  const message = error.message;
  return SYSTEM_MESSAGES.find(([words]) => words.test(message))?.[1] ?? null;
}

/** The fault behind an error (or behind its causes), or null for an ordinary failure. */
export function faultOf(error: unknown): Fault | null {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    const fault = faultOfOne(current as { code?: unknown; message?: unknown; $metadata?: object });
    if (fault) return fault;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/**
 * A failure met while bytes moved to or from the object store outside an SDK call (a socket reset
 * mid-body carries the database's ECONNRESET), marked as the storage's own; a fault already named stays.
 */
export function storageFault(cause: unknown): unknown {
  if (faultOf(cause)?.code !== 'database_unavailable') return cause;
  return Object.assign(new Error('the object store stopped answering mid-transfer', { cause }), {
    code: 'SPROUT_STORAGE_UNAVAILABLE',
  });
}
