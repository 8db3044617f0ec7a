import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * Every media object's SHA-256 and size, recorded by the storage when it writes the object (issue 21,
 * ADR 0036): what `verify` and the weekly `storage.verify` job check the stored bytes against,
 * and what a backup's manifest lists. One row per key; a key written again gets its new checksum.
 * `verify_runs` keeps each check's outcome, so every instance's /metrics can report the latest one.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await sql`
    create table stored_objects (
      key text primary key,
      sha256 text not null,
      size bigint not null,
      stored_at bigint not null
    )`.execute(db);
  await sql`
    create table verify_runs (
      id ${sql.raw(dialect === 'postgres' ? 'bigserial primary key' : 'integer primary key autoincrement')},
      started_at bigint not null,
      finished_at bigint not null,
      checked integer not null,
      missing integer not null,
      changed integer not null,
      recorded integer not null,
      problems text not null
    )`.execute(db);
}
