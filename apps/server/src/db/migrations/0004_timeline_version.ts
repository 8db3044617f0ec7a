import type { Kysely } from 'kysely';

/**
 * A counter per baby, bumped by every change to its timeline. Cached
 * timeline answers are keyed by it, so a cache can never serve a stale page,
 * on any number of server processes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('babies')
    .addColumn('timeline_version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
