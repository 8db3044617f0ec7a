import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * VIP storage (issue 22, ADR 0040).
 * - `moments.stored_bytes`: every byte stored for a moment (original, thumbnail, preview); the baby's
 *   `storage_bytes` is the sum over its moments not yet purged. Filled from the sizes the object ledger
 *   recorded (migration 0022).
 * - `vip_grants`: a VIP baby's VIP shared with another baby (one VIP covers up to 3 babies, itself included).
 * - `operator_settings`: what the operator announces, such as the end of free storage.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await sql`alter table moments add column stored_bytes bigint not null default 0`.execute(db);
  await fillStoredBytes(db);
  await sql`
    create table vip_grants (
      baby_id bigint primary key references babies(id),
      source_baby_id bigint not null references babies(id),
      granted_by bigint not null,
      created_at bigint not null
    )`.execute(db);
  await sql`create index vip_grants_source on vip_grants (source_baby_id)`.execute(db);
  await sql`
    create table operator_settings (
      name text primary key,
      value text not null,
      updated_at bigint not null
    )`.execute(db);
}

/**
 * Every moment's stored bytes from the ledger's sizes of its original (a rewrapped video's MP4, not the .mov it was)
 * and its derivatives, the original's recorded size where the ledger has none; then each baby's sum.
 */
export async function fillStoredBytes(db: Kysely<unknown>): Promise<void> {
  await sql`
    update moments set stored_bytes =
      coalesce((select size from stored_objects where stored_objects.key = moments.original_key), original_bytes)
      + coalesce((select size from stored_objects where stored_objects.key = moments.thumb_key), 0)
      + coalesce((select size from stored_objects where stored_objects.key = moments.large_key), 0)`.execute(db);
  await sql`
    update babies set storage_bytes = coalesce(
      (select sum(stored_bytes) from moments where moments.baby_id = babies.id and moments.purged_at is null), 0)`.execute(
    db,
  );
}
