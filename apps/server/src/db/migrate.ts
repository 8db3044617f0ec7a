import { Migrator, sql, type Migration, type MigrationProvider, type Kysely } from 'kysely';
import type { Db } from './database.js';
import * as m0001 from './migrations/0001_initial.js';
import * as m0002 from './migrations/0002_family_invitations.js';
import * as m0003 from './migrations/0003_likes_comments_buckets.js';
import * as m0004 from './migrations/0004_timeline_version.js';
import * as m0005 from './migrations/0005_job_leases.js';
import * as m0006 from './migrations/0006_moment_upload.js';
import * as m0007 from './migrations/0007_invitation_links.js';
import * as m0008 from './migrations/0008_change_notifications.js';
import * as m0009 from './migrations/0009_event_seen_by.js';
import * as m0010 from './migrations/0010_upload_abandoned.js';
import * as m0011 from './migrations/0011_original_filename.js';
import * as m0012 from './migrations/0012_moment_trash.js';
import * as m0013 from './migrations/0013_tags.js';
import * as m0014 from './migrations/0014_diary.js';
import * as m0015 from './migrations/0015_tag_attrs.js';
import * as m0016 from './migrations/0016_accounts.js';
import * as m0017 from './migrations/0017_identities.js';
import * as m0018 from './migrations/0018_day_events_and_month_buckets.js';
import * as m0019 from './migrations/0019_notifications.js';
import * as m0020 from './migrations/0020_bell_versions.js';
import * as m0021 from './migrations/0021_measurements_without_photo.js';
import * as m0022 from './migrations/0022_stored_objects.js';
import * as m0023 from './migrations/0023_feedback.js';
import * as m0024 from './migrations/0024_vip_storage.js';
import * as m0025 from './migrations/0025_user_phone.js';
import * as m0026 from './migrations/0026_xlarge_rendition.js';

interface DialectMigration {
  up(db: Kysely<unknown>, dialect: Db['dialect']): Promise<void>;
}

/**
 * Listed in code rather than read from a folder, so the same migrations run from tsx, a bundle or a test.
 * Kysely runs them in the order of their names and refuses one that sorts before a migration already
 * run: names are numbered without gaps, in the order they run, each new one at the end (ADR 0028;
 * test/api/migrations.test.ts checks it).
 */
export const MIGRATIONS: Record<string, DialectMigration> = {
  '0001_initial': m0001,
  '0002_family_invitations': m0002,
  '0003_likes_comments_buckets': m0003,
  '0004_timeline_version': m0004,
  '0005_job_leases': m0005,
  '0006_moment_upload': m0006,
  '0007_invitation_links': m0007,
  '0008_change_notifications': m0008,
  '0009_event_seen_by': m0009,
  '0010_upload_abandoned': m0010,
  '0011_original_filename': m0011,
  '0012_moment_trash': m0012,
  '0013_tags': m0013,
  '0014_diary': m0014,
  '0015_tag_attrs': m0015,
  '0016_accounts': m0016,
  '0017_identities': m0017,
  '0018_day_events_and_month_buckets': m0018,
  '0019_notifications': m0019,
  '0020_bell_versions': m0020,
  '0021_measurements_without_photo': m0021,
  '0022_stored_objects': m0022,
  '0023_feedback': m0023,
  '0024_vip_storage': m0024,
  '0025_user_phone': m0025,
  '0026_xlarge_rendition': m0026,
};

/**
 * Names migrations had before they were numbered in the order they run (ADR 0028). A database migrated
 * under the old names has them in Kysely's table; they are carried forward before migrating. Never
 * remove an entry: a database may wait years for its next upgrade.
 */
export const RENAMED_MIGRATIONS: Readonly<Record<string, string>> = {
  '0014_moment_trash': '0012_moment_trash',
  '0015_tags': '0013_tags',
  '0016_diary': '0014_diary',
  '0018_tag_attrs': '0015_tag_attrs',
  '0012_accounts': '0016_accounts',
  '0020_day_events_and_month_buckets': '0018_day_events_and_month_buckets',
};

const MIGRATION_TABLE = 'kysely_migration';

/**
 * Gives migrations recorded under an old name their new one, in one transaction. Kysely orders what
 * ran by its timestamp (then name): a database that ran the accounts migration first, as `0012`, would
 * list it before `0012_moment_trash` and be refused, so the times of the renamed rows are also made to
 * rise in name order, the order they are known by now.
 */
async function carryRenamedMigrations(db: Db): Promise<void> {
  const exists =
    db.dialect === 'postgres'
      ? (await sql<{ found: string | null }>`select to_regclass(${MIGRATION_TABLE})::text as found`.execute(db.kysely))
          .rows[0]?.found
      : (
          await sql<{
            name: string;
          }>`select name from sqlite_master where type = 'table' and name = ${MIGRATION_TABLE}`.execute(db.kysely)
        ).rows[0]?.name;
  if (!exists) return;
  await db.kysely.transaction().execute(async (trx) => {
    // Two instances starting at once: the second waits, then finds nothing left to rename.
    if (db.dialect === 'postgres') await sql`lock table ${sql.table(MIGRATION_TABLE)} in exclusive mode`.execute(trx);
    const rows = (
      await sql<{ name: string; timestamp: string }>`select name, timestamp from ${sql.table(MIGRATION_TABLE)}`.execute(
        trx,
      )
    ).rows;
    if (!rows.some((row) => row.name in RENAMED_MIGRATIONS)) return;
    const renamed = rows
      .map((row) => ({ ...row, next: RENAMED_MIGRATIONS[row.name] ?? row.name }))
      .sort((a, b) => (a.next < b.next ? -1 : 1));
    let latest = '';
    for (const row of renamed) {
      latest = row.timestamp > latest ? row.timestamp : latest;
      if (row.next === row.name && row.timestamp === latest) continue;
      await sql`update ${sql.table(MIGRATION_TABLE)} set name = ${row.next}, timestamp = ${latest} where name = ${row.name}`.execute(
        trx,
      );
    }
  });
}

/**
 * Brings the schema up to date; the same migrations on SQLite and PostgreSQL. `upTo` stops after
 * that migration (tests start from each earlier step).
 */
export async function migrate(db: Db, upTo?: string): Promise<void> {
  const provider: MigrationProvider = {
    async getMigrations() {
      const out: Record<string, Migration> = {};
      for (const [name, migration] of Object.entries(MIGRATIONS)) {
        out[name] = { up: (k) => migration.up(k, db.dialect) };
      }
      return out;
    },
  };
  // Kysely looks for its bookkeeping tables in every schema; name ours, so a
  // database holding several Sprout schemas (tests, staging) keeps them apart.
  const schema =
    db.dialect === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db.kysely)).rows[0]?.schema
      : undefined;
  await carryRenamedMigrations(db);
  const migrator = new Migrator({ db: db.kysely, provider, ...(schema ? { migrationTableSchema: schema } : {}) });
  const run = () => (upTo ? migrator.migrateTo(upTo) : migrator.migrateToLatest());
  let { error, results } = await run();
  // Kysely's introspection reads the catalog of every schema in the database; another schema dropped
  // during that read (a test file's, a staging copy's) fails it with invalid_schema_name, or with
  // undefined_table naming that schema's table, although ours is intact. Migrations run in one
  // transaction, so nothing half-done is left: read again.
  for (let attempt = 1; error && isOtherSchemaGone(error, schema) && attempt < 8; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    ({ error, results } = await run());
  }
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName;
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(failed ? `migration ${failed} failed: ${reason}` : reason);
  }
}

export function isOtherSchemaGone(error: unknown, ours: string | undefined): boolean {
  const { code, message } = error as { code?: string; message?: string };
  if (code === '3F000') return !(ours && message?.includes(`"${ours}"`));
  // `relation "t_other.notification_prefs" does not exist`: a table of a schema being dropped.
  if (code === '42P01') {
    const schema = /relation "([^".]+)\./.exec(message ?? '')?.[1];
    return schema !== undefined && schema !== ours;
  }
  return false;
}
