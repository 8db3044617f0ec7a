import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, PostgresDialect } from 'kysely';
import { ChangeListener } from './change-listener.js';
import { SproutSqliteDialect } from './sqlite-dialect.js';
import type { Database } from './schema.js';

export type Dialect = 'sqlite' | 'postgres';
export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  /**
   * Runs a prepared statement and returns its first row. For the few queries
   * on every request's path (session, membership), where building the query
   * each time would cost more than running it. SQL uses `?` placeholders.
   */
  first<T>(name: string, text: string, params: readonly unknown[]): Promise<T | undefined>;
  /**
   * A number that changes when another connection commits to the database
   * (SQLite's data_version); on PostgreSQL, one that changes when listening
   * for change notifications restarts, and null while not listening.
   */
  externalVersion(): number | null;
  /**
   * PostgreSQL: called with each announced change to cached rows (`s`,
   * `m:<baby id>`, or `*` for anything; migration 0008). SQLite: never.
   */
  onExternalChange(subscriber: (change: string) => void): void;
  /** The PostgreSQL pool's size and queue (for the benchmark); null on SQLite. */
  poolStats(): { max: number; total: number; idle: number; waiting: number } | null;
  close(): Promise<void>;
}

/** `?` placeholders to PostgreSQL's `$1, $2, …`. */
export function numberPlaceholders(text: string): string {
  let n = 0;
  return text.replace(/\?/g, () => `$${(n += 1)}`);
}

// int8 (counts, bigint ids, times) arrives as a string from pg by default;
// every value we store fits in a double, so read them as numbers like SQLite does.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export interface DbOptions {
  databaseUrl: string | null;
  /** The PostgreSQL pool's size (DATABASE_POOL_MAX); 10 when not given. */
  poolMax?: number;
  dataDir: string;
  /** Where a lost database connection is reported; the server lives on and the pool reconnects. */
  log?: { warn(obj: object, msg: string): void };
}

/**
 * A connection PostgreSQL closes (a restart, a failover, pg_terminate_backend)
 * makes node-postgres emit `error`: from the pool for an idle connection, from
 * the client for one a request holds between queries. An `error` event nobody
 * listens to ends the process, so both are heard here: the broken connection
 * leaves the pool, the request that held it gets a 503, the next ones a new one.
 */
function surviveLostConnections(pool: pg.Pool, log: DbOptions['log']): void {
  pool.on('error', (error) =>
    log?.warn({ err: error }, 'database connection lost while idle; the pool will reconnect'),
  );
  pool.on('connect', (client) => {
    // The query in flight, or the next one on this client, fails and is answered 503.
    client.on('error', (error) => log?.warn({ err: error }, 'database connection lost'));
    // A backend that says FATAL (terminated, shutting down) is gone, but its socket may close a moment
    // later: ended now, the client leaves the pool when released instead of failing the next request too.
    (client as unknown as pg.Client).connection.on('errorMessage', (message: { severity?: string }) => {
      if (message.severity === 'FATAL') client.end().catch(() => undefined);
    });
  });
}

export function createDb(options: DbOptions): Db {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolMax ?? 10,
      connectionTimeoutMillis: 5_000,
    });
    surviveLostConnections(pool, options.log);
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const texts = new Map<string, string>();
    const changes = new ChangeListener(options.databaseUrl);
    return {
      kysely,
      dialect: 'postgres',
      async first<T>(name: string, text: string, params: readonly unknown[]) {
        let converted = texts.get(name);
        if (converted === undefined) texts.set(name, (converted = numberPlaceholders(text)));
        const result = await pool.query({ name, text: converted, values: [...params] });
        return result.rows[0] as T | undefined;
      },
      externalVersion: () => changes.version(),
      onExternalChange: (subscriber) => changes.subscribe(subscriber),
      poolStats: () => ({
        max: pool.options.max,
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
      async close() {
        await changes.close();
        await kysely.destroy();
      },
    };
  }
  fs.mkdirSync(options.dataDir, { recursive: true });
  const file = new SQLite(path.join(options.dataDir, 'sprout.sqlite'));
  // WAL lets the CLI write while the server runs; busy_timeout makes them wait for each other instead of failing.
  file.pragma('journal_mode = WAL');
  file.pragma('busy_timeout = 5000');
  file.pragma('foreign_keys = ON');
  file.pragma('synchronous = NORMAL');
  const kysely = new Kysely<Database>({ dialect: new SproutSqliteDialect(file) });
  const statements = new Map<string, SQLite.Statement>();
  const dataVersion = file.prepare('pragma data_version').pluck();
  return {
    kysely,
    dialect: 'sqlite',
    async first<T>(name: string, text: string, params: readonly unknown[]) {
      let statement = statements.get(name);
      if (statement === undefined) statements.set(name, (statement = file.prepare(text)));
      return statement.get(...params) as T | undefined;
    },
    externalVersion: () => dataVersion.get() as number,
    onExternalChange: () => undefined,
    poolStats: () => null,
    close: () => kysely.destroy(),
  };
}
