import type { Kysely } from 'kysely';

/**
 * The file name a picture, video or audio had on the uploader's device (tus
 * metadata `filename`), so a download is saved under it (ADR 0013).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('uploads').addColumn('filename', 'text').execute();
  await db.schema.alterTable('moments').addColumn('original_filename', 'text').execute();
}
