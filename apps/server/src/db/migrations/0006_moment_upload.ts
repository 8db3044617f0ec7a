import type { Kysely } from 'kysely';

/**
 * A moment remembers the upload it was made from, so a `POST /moments`
 * retried after its answer was lost finds the moment instead of failing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('moments').addColumn('upload_id', 'text').execute();
  await db.schema.createIndex('moments_upload').on('moments').column('upload_id').execute();
}
