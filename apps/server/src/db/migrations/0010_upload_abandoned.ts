import { sql, type Kysely } from 'kysely';

/**
 * An upload nobody continued for a day is abandoned: the sweep frees its bytes
 * and stamps the row, so what became of it stays on record.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('uploads')
    .addColumn('abandoned_at', sql`bigint`)
    .execute();
}
