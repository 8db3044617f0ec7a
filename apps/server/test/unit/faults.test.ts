import { describe, expect, it } from 'vitest';
import { faultOf } from '../../src/faults.js';

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
});
