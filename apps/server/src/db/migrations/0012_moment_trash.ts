import { sql, type Kysely } from 'kysely';

/**
 * A deleted moment goes to a trash for 30 days (ADR 0015): `deleted_at` and
 * `deleted_by` say when and by whom, `purged_at` when it was deleted for good
 * (its files removed, its space freed; the row stays so likes and comments
 * keep what they point at). Moments deleted before this migration kept their
 * files, so they enter the trash as of their last change.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const big = sql`bigint`;
  await db.schema.alterTable('moments').addColumn('deleted_at', big).execute();
  await db.schema.alterTable('moments').addColumn('deleted_by', big).execute();
  await db.schema.alterTable('moments').addColumn('purged_at', big).execute();
  await sql`update moments set deleted_at = updated_at where active = 0`.execute(db);
  await db.schema.createIndex('moments_trash').on('moments').columns(['deleted_at']).execute();
}
