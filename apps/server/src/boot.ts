import fs from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import { ConfigError, loadConfig, type Config, type StorageConfig } from './config.js';
import { createContext, type AppContext } from './context.js';
import { createDb } from './db/database.js';
import { migrate } from './db/migrate.js';
import type { ObjectStorage } from './storage/object-storage.js';

export class StartupError extends Error {}

const FULL = new Set(['ENOSPC', 'EDQUOT']);

/**
 * Makes `dir` and writes a probe file in it: the start-up check that the
 * server may store there. A full disk is no reason to stay down (reads go on,
 * writes answer 507 until space returns): it is answered false, for a warning.
 */
function checkWritable(dir: string, name: string, fix: string): boolean {
  const probe = path.join(dir, `.write-test-${process.pid}`);
  try {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(probe, 'ok');
    fs.rmSync(probe);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'error';
    if (FULL.has(code)) {
      fs.rmSync(probe, { force: true });
      return false;
    }
    throw new StartupError(`${name} ${dir} is not writable (${code}): ${fix}`);
  }
}

/**
 * DATA_DIR, and the folders under it that take every upload when media live
 * on this disk: media (originals, derivatives) and tus (uploads in progress),
 * which may be mounts of their own. Answers the folders that are full.
 */
function checkDataDir(dataDir: string, storage: StorageConfig): string[] {
  const full: string[] = [];
  if (!checkWritable(dataDir, 'DATA_DIR', 'choose another DATA_DIR or fix its permissions')) full.push(dataDir);
  for (const sub of storage.kind === 'disk' ? ['media', 'tus'] : []) {
    const dir = path.join(dataDir, sub);
    if (
      !checkWritable(
        dir,
        `DATA_DIR/${sub}`,
        'make it writable (check its permissions and that it is not mounted read-only)',
      )
    )
      full.push(dir);
  }
  return full;
}

/**
 * Reads the configuration, checks the data folder and the database, and runs
 * migrations: shared by the server, the CLI and the demo. Any problem becomes
 * one StartupError line saying what to fix.
 */
export async function boot(
  env: NodeJS.ProcessEnv = process.env,
  logLevel?: string,
  /** Where the log goes (stdout by default); the CLI keeps stdout for its answer. */
  logTo?: pino.DestinationStream,
): Promise<AppContext> {
  let config: Config;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) throw new StartupError(error.message);
    throw error;
  }
  const full = checkDataDir(config.dataDir, config.storage);
  const log = pino({ level: logLevel ?? config.logLevel }, logTo);
  if (full.length > 0)
    log.warn({ full }, 'the data folder is full: uploads are refused (507) until space is freed, reads go on');
  const db = createDb({
    databaseUrl: config.databaseUrl,
    poolMax: config.databasePoolMax,
    dataDir: config.dataDir,
    log,
  });
  try {
    await migrate(db);
  } catch (error) {
    await db.close().catch(() => undefined);
    const reason = error instanceof Error ? error.message : String(error);
    const where = config.databaseUrl
      ? `the PostgreSQL database in DATABASE_URL (${new URL(config.databaseUrl).host})`
      : `the SQLite database in ${config.dataDir}`;
    throw new StartupError(
      `cannot open ${where}: ${reason}; check that it is reachable and that Sprout may write to it`,
    );
  }
  const ctx = createContext(config, db, log);
  if (config.storage.kind === 's3') {
    try {
      await checkBucket(ctx.storage);
    } catch (error) {
      await db.close().catch(() => undefined);
      const { bucket, prefix, endpoint } = config.storage;
      const reason = (error as { name?: string }).name ?? String(error);
      throw new StartupError(
        `STORAGE_URL s3://${bucket}/${prefix} cannot be written${endpoint ? ` at ${endpoint}` : ''} (${reason}): ` +
          'check the bucket, S3_ENDPOINT, S3_REGION and the credentials',
      );
    }
  }
  return ctx;
}

/** Writes and removes a probe object: the start-up check that the bucket takes media. */
async function checkBucket(storage: ObjectStorage): Promise<void> {
  const key = `probe/write-test-${process.pid}`;
  await storage.putBuffer(key, Buffer.from('ok'));
  await storage.delete(key);
}
