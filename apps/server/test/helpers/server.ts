import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { boot } from '../../src/boot.js';
import type { AppContext } from '../../src/context.js';
import { buildApp } from '../../src/http/app.js';
import { freshPostgresUrl, testDialect } from './db.js';

export interface TestServer {
  url: string;
  ctx: AppContext;
  app: FastifyInstance;
  env: NodeJS.ProcessEnv;
  /** Stops the server and the worker; the data stays for a restart. */
  stop(): Promise<void>;
  /** Stops everything and removes the data. */
  close(): Promise<void>;
}

export interface TestEnv {
  env: NodeJS.ProcessEnv;
  cleanup(): Promise<void>;
}

/** A temp DATA_DIR and a fresh database (SQLite file or PostgreSQL schema) for one test file. */
export async function makeTestEnv(): Promise<TestEnv> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sprout-test-'));
  const pgDb = testDialect === 'postgres' ? await freshPostgresUrl() : null;
  return {
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
    },
    async cleanup() {
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
