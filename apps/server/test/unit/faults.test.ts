import { describe, expect, it } from 'vitest';
import { faultOf, storageFault } from '../../src/faults.js';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('faultOf', () => {
  it('tells a lost PostgreSQL connection by its SQLSTATE, socket code or node-postgres message', () => {
    for (const error of [
      withCode('57P01'),
      withCode('08006'),
      withCode('ECONNRESET'),
      new Error('Connection terminated unexpectedly'),
      new Error('Client has encountered a connection error and is not queryable'),
      new Error('timeout exceeded when trying to connect'),
    ]) {
      expect(faultOf(error)).toEqual({ status: 503, code: 'database_unavailable' });
    }
  });

  it('tells a full disk (507) from a read-only one (503), SQLite and PostgreSQL included', () => {
    for (const code of ['ENOSPC', 'EDQUOT', 'SQLITE_FULL', '53100']) expect(faultOf(withCode(code))?.status).toBe(507);
    for (const code of ['EROFS', 'EACCES', 'SQLITE_READONLY', 'SQLITE_READONLY_DBMOVED'])
      expect(faultOf(withCode(code))).toEqual({ status: 503, code: 'storage_unavailable' });
  });

  it("tells a full disk from libvips' words, which carry no code (a HEIC's JPEG written to a full disk)", () => {
    const vips = new Error(
      '/data/tus/abc.jpeg: write error\nsystem error: No space left on device\nVipsJpeg: unable to write to target',
    );
    expect(faultOf(vips)).toEqual({ status: 507, code: 'storage_full' });
    expect(faultOf(new Error('unix error: Read-only file system'))).toEqual({
      status: 503,
      code: 'storage_unavailable',
    });
  });

  it('looks through causes, and leaves ordinary failures alone', () => {
    expect(faultOf(new Error('wrapped', { cause: withCode('ENOSPC') }))?.code).toBe('storage_full');
    for (const error of [
      new Error('boom'),
      withCode('ENOENT'),
      withCode('23505'),
      withCode('SQLITE_CONSTRAINT'),
      null,
      'text',
    ])
      expect(faultOf(error)).toBeNull();
  });

  it("tells the object store's failures as storage's, although its socket errors carry the database's codes", () => {
    const sdk = (name: string, status?: number, code?: string) =>
      Object.assign(new Error(name), {
        name,
        code,
        $metadata: status === undefined ? { attempts: 3 } : { httpStatusCode: status },
      });
    for (const error of [
      sdk('Error', undefined, 'ECONNREFUSED'),
      sdk('TimeoutError'),
      sdk('InternalError', 500),
      sdk('SlowDown', 503),
      sdk('AccessDenied', 403),
      sdk('NoSuchBucket', 404),
    ])
      expect(faultOf(error)).toEqual({ status: 503, code: 'storage_unavailable' });
    expect(faultOf(sdk('XMinioStorageFull', 507))?.code).toBe('storage_full');
    for (const error of [sdk('NoSuchKey', 404), sdk('NotFound', 404), sdk('PreconditionFailed', 412)])
      expect(faultOf(error)).toBeNull();
    // A body cut mid-transfer: the socket's code, marked as the store's.
    expect(faultOf(storageFault(withCode('ECONNRESET')))).toEqual({ status: 503, code: 'storage_unavailable' });
    expect(faultOf(storageFault(withCode('ENOSPC')))?.code).toBe('storage_full');
  });
});
