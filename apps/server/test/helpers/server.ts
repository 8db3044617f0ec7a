import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { boot } from '../../src/boot.js';
import type { AppContext } from '../../src/context.js';
import { buildApp } from '../../src/http/app.js';
import { freshPostgresUrl, testDialect } from './db.js';
import { startLoopbackS3, type LoopbackS3 } from './s3-server.js';

export interface TestServer {
  url: string;
  ctx: AppContext;
  app: FastifyInstance;
  env: NodeJS.ProcessEnv;
  s3: LoopbackS3 | null;
  /** Stops the server and the worker; the data stays for a restart. */
  stop(): Promise<void>;
  /** Stops everything and removes the data. */
  close(): Promise<void>;
}

export interface TestEnv {
  env: NodeJS.ProcessEnv;
  /** The loopback S3 the media live in, or null on local disk. */
  s3: LoopbackS3 | null;
  cleanup(): Promise<void>;
}

/** Where the API suite keeps media: local disk, or a loopback S3 per test file (TEST_STORAGE=s3, project api-pg-s3). */
export const testStorage: 'disk' | 's3' = process.env.TEST_STORAGE === 's3' ? 's3' : 'disk';

/**
 * A temp DATA_DIR, a fresh database (SQLite file or PostgreSQL schema) and, on
 * S3, a bucket of its own on a loopback s3rver, for one test file. A test of the
 * local disk itself (a full or read-only one) asks for `storage: 'disk'`.
 */
export async function makeTestEnv(options: { storage?: 'disk' | 's3' } = {}): Promise<TestEnv> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sprout-test-'));
  const pgDb = testDialect === 'postgres' ? await freshPostgresUrl() : null;
  const s3 = (options.storage ?? testStorage) === 's3' ? await startLoopbackS3() : null;
  return {
    s3,
    // Sign-up open, so tests can make accounts over the API as an app would; signup.test.ts checks the default.
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: pgDb?.url ?? '',
      SPROUT_WORKER: 'off',
      LOG_LEVEL: 'silent',
      SIGNUP: 'open',
      // A cheap proof of work, so helpers that solve puzzles stay fast; puzzle-proof.test.ts checks the default.
      PUZZLE_PROOF_BITS: '4',
      STORAGE_URL: '',
      ...s3?.env('sprout'),
    },
    async cleanup() {
      await s3?.close();
      await pgDb?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Boots Sprout on a real port. The worker is off unless asked for; tests drain jobs when they want them run. */
export async function startServer(testEnv?: TestEnv, options: { worker?: boolean } = {}): Promise<TestServer> {
  const own = testEnv ?? (await makeTestEnv());
  const ctx = await boot(own.env, 'silent');
  const app = await buildApp(ctx, { logger: false });
  if (options.worker) ctx.worker.start();
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  ctx.listeningAt = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await app.close();
    await ctx.worker.stop();
    await ctx.db.close();
  };
  return {
    url: `http://127.0.0.1:${port}`,
    ctx,
    app,
    env: own.env,
    s3: own.s3,
    stop,
    async close() {
      // At teardown nothing is in flight that a test still waits for; a media answer whose body the
      // client never read would otherwise hold its connection, and app.close() with it, past the hook's timeout.
      app.server.closeAllConnections();
      await stop();
      await own.cleanup();
    },
  };
}
