import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_POOL_MAX, loadConfig } from '../../src/config.js';
import { createDb } from '../../src/db/database.js';

describe('DATABASE_POOL_MAX', () => {
  it('sizes the PostgreSQL pool, with a default when unset', async () => {
    expect(loadConfig({}).databasePoolMax).toBe(DEFAULT_POOL_MAX);
    expect(loadConfig({ DATABASE_POOL_MAX: '25' }).databasePoolMax).toBe(25);
    // The pool connects lazily: its size can be read without a server.
    const db = createDb({ databaseUrl: 'postgres://nobody@127.0.0.1:1/none', poolMax: 25, dataDir: os.tmpdir() });
    expect(db.poolStats()?.max).toBe(25);
    await db.close();
  });

  it('refuses a pool of no connections or a word', () => {
    expect(() => loadConfig({ DATABASE_POOL_MAX: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_POOL_MAX: 'many' })).toThrow(/DATABASE_POOL_MAX must be a whole number/);
  });
});

describe('WORKER_CONCURRENCY', () => {
  it('runs as many jobs at once as there are cores unless told otherwise', () => {
    expect(loadConfig({}).workerConcurrency).toBe(os.availableParallelism());
    expect(loadConfig({ WORKER_CONCURRENCY: '3' }).workerConcurrency).toBe(3);
    expect(() => loadConfig({ WORKER_CONCURRENCY: '0' })).toThrow(/at least 1/);
    expect(() => loadConfig({ WORKER_CONCURRENCY: 'all' })).toThrow(/WORKER_CONCURRENCY must be a whole number/);
  });
});
