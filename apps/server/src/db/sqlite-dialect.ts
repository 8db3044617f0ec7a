import type SQLite from 'better-sqlite3';
import { SqliteDialect, SqliteDriver, type DatabaseConnection, type Driver } from 'kysely';

/**
 * Kysely's SQLite driver, except that it does not roll back a transaction
 * SQLite has already rolled back itself. On a full disk (SQLITE_FULL), an I/O
 * error or lack of memory SQLite ends the transaction on its own; Kysely's
 * ROLLBACK then fails with "no transaction is active", and that error, not the
 * full disk, reached the client as a 500.
 */
class SqliteDriverKeepingTheCause extends SqliteDriver {
  constructor(private readonly file: SQLite.Database) {
    super({ database: file });
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
