import fs from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import { ConfigError, loadConfig, type Config } from './config.js';
import { createContext, type AppContext } from './context.js';
import { createDb } from './db/database.js';
import { migrate } from './db/migrate.js';

export class StartupError extends Error {}

function checkDataDir(dataDir: string): void {
  try {
    fs.mkdirSync(dataDir, { recursive: true });
    const probe = path.join(dataDir, `.write-test-${process.pid}`);
    fs.writeFileSync(probe, 'ok');
    fs.rmSync(probe);
  } catch (error) {
    throw new StartupError(`DATA_DIR ${dataDir} is not writable (${(error as NodeJS.ErrnoException).code ?? 'error'}): choose another DATA_DIR or fix its permissions`);
  }
}

/**
 * Reads the configuration, checks the data folder and the database, and runs
 * migrations: shared by the server, the CLI and the demo. Any problem becomes
 * one StartupError line saying what to fix.
 */
export async function boot(env: NodeJS.ProcessEnv = process.env, logLevel?: string): Promise<AppContext> {
  let config: Config;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) throw new StartupError(error.message);
    throw error;
  }
  checkDataDir(config.dataDir);
  const db = createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(db);
  } catch (error) {
    await db.close().catch(() => undefined);
    const reason = error instanceof Error ? error.message : String(error);
    const where = config.databaseUrl ? `the PostgreSQL database in DATABASE_URL (${new URL(config.databaseUrl).host})` : `the SQLite database in ${config.dataDir}`;
    throw new StartupError(`cannot open ${where}: ${reason}; check that it is reachable and that Sprout may write to it`);
  }
  const log = pino({ level: logLevel ?? config.logLevel });
  return createContext(config, db, log);
}
