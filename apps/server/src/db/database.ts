import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
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
   * (SQLite's data_version); null where the database cannot tell.
   */
  externalVersion(): number | null;
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
  dataDir: string;
}

export function createDb(options: DbOptions): Db {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: 5_000,
    });
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const texts = new Map<string, string>();
    return {
      kysely,
      dialect: 'postgres',
      async first<T>(name: string, text: string, params: readonly unknown[]) {
        let converted = texts.get(name);
        if (converted === undefined) texts.set(name, (converted = numberPlaceholders(text)));
        const result = await pool.query({ name, text: converted, values: [...params] });
        return result.rows[0] as T | undefined;
      },
      externalVersion: () => null,
      close: () => kysely.destroy(),
    };
  }
  fs.mkdirSync(options.dataDir, { recursive: true });
  const file = new SQLite(path.join(options.dataDir, 'sprout.sqlite'));
  // WAL lets the CLI write while the server runs; busy_timeout makes them wait for each other instead of failing.
  file.pragma('journal_mode = WAL');
  file.pragma('busy_timeout = 5000');
  file.pragma('foreign_keys = ON');
  file.pragma('synchronous = NORMAL');
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: file }) });
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
    close: () => kysely.destroy(),
  };
}
