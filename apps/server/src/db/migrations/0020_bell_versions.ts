import { sql, type Kysely } from 'kysely';

/**
 * bell_versions: one counter per member, moved in the same transaction as every change to their
 * notifications (written, folded into, read). With the babies' timeline_version it keys the cached
 * bell (ADR 0030): an answer is served again only while nothing it shows can have changed, on any
 * instance, without reading the notifications themselves.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('bell_versions')
    .addColumn('user_id', sql`bigint`, (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
