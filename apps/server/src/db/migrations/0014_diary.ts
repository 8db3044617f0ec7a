import { sql, type Kysely } from 'kysely';

/**
 * Diary entries (spec §3, §4): an event of layout `diary` whose text is a
 * text moment. A draft is seen by its author alone: its moments are stored
 * `private`, and the audience chosen for publishing waits on the event
 * (`draft_privacy`, `draft_visible_for` as comma-separated user ids), so the
 * one audience rule decides who sees a draft like any other post.
 * Also the index the album pages on.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('events')
    .addColumn('draft', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('events').addColumn('draft_privacy', 'text').execute();
  await db.schema
    .alterTable('events')
    .addColumn('draft_visible_for', sql`text`)
    .execute();
  // The album: a baby's pictures and videos newest first, walked on this index (GET /babies/{id}/album).
  await db.schema.createIndex('moments_baby_taken').on('moments').columns(['baby_id', 'taken_at_gmt', 'id']).execute();
}
