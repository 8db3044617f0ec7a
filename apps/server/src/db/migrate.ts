import { Migrator, type Migration, type MigrationProvider, type Kysely } from 'kysely';
import type { Db } from './database.js';
import * as m0001 from './migrations/0001_initial.js';

interface DialectMigration { up(db: Kysely<unknown>, dialect: Db['dialect']): Promise<void> }

// Listed in code rather than read from a folder, so the same migrations run from tsx, a bundle or a test.
const MIGRATIONS: Record<string, DialectMigration> = {
  '0001_initial': m0001,
};

/** Brings the schema up to date; the same migrations on SQLite and PostgreSQL. */
export async function migrate(db: Db): Promise<void> {
  const provider: MigrationProvider = {
    async getMigrations() {
      const out: Record<string, Migration> = {};
      for (const [name, migration] of Object.entries(MIGRATIONS)) {
        out[name] = { up: (k) => migration.up(k, db.dialect) };
      }
      return out;
    },
  };
  const { error, results } = await new Migrator({ db: db.kysely, provider }).migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
