import type SQLite from 'better-sqlite3';
import { SqliteDialect, SqliteDriver, type DatabaseConnection, type Driver } from 'kysely';

/** Distinct statements kept prepared: every query Sprout builds fits many times over. */
const STATEMENT_CACHE_SIZE = 1000;

/**
 * The database as Kysely's driver sees it, except that `prepare` hands back a statement already
 * prepared for the same SQL. Kysely prepares every query anew, and compiling a query with the
 * visibility subqueries cost more than running it (about a third of GET /notifications' time in the
 * bench). A statement still iterating for a stream is busy: that query gets a fresh one.
 */
function withPreparedStatements(file: SQLite.Database): SQLite.Database {
  const cache = new Map<string, SQLite.Statement>();
  const prepare = (sql: string): SQLite.Statement => {
    const kept = cache.get(sql);
    if (kept !== undefined && !kept.busy) {
      // Map order is insertion order: moving it to the end keeps the least recently used first.
      cache.delete(sql);
      cache.set(sql, kept);
      return kept;
    }
    const statement = file.prepare(sql);
    if (kept === undefined) {
      cache.set(sql, statement);
      if (cache.size > STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
    }
    return statement;
  };
  return new Proxy(file, {
    get(target, key) {
      if (key === 'prepare') return prepare;
      const value: unknown = Reflect.get(target, key, target);
      // Native methods (close, pragma) must run on the database itself, not on the proxy.
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/**
 * Kysely's SQLite driver, except that it does not roll back a transaction
 * SQLite has already rolled back itself. On a full disk (SQLITE_FULL), an I/O
 * error or lack of memory SQLite ends the transaction on its own; Kysely's
 * ROLLBACK then fails with "no transaction is active", and that error, not the
 * full disk, reached the client as a 500.
 */
class SqliteDriverKeepingTheCause extends SqliteDriver {
  constructor(private readonly file: SQLite.Database) {
    super({ database: withPreparedStatements(file) });
  }

  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    if (this.file.inTransaction) await super.rollbackTransaction(connection);
  }
}

export class SproutSqliteDialect extends SqliteDialect {
  constructor(private readonly file: SQLite.Database) {
    super({ database: file });
  }

  override createDriver(): Driver {
    return new SqliteDriverKeepingTheCause(this.file);
  }
}
