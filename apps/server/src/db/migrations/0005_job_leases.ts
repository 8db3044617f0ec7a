import { sql, type Kysely } from 'kysely';

/**
 * Jobs carry who holds their lease (so only that worker renews, completes or
 * fails them) and an optional dedupe key: while a job with a key is queued or
 * running, enqueueing the same key again returns it instead of a second one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('jobs').addColumn('locked_by', 'text').execute();
  await db.schema.alterTable('jobs').addColumn('dedupe_key', 'text').execute();
  // A partial unique index: the same SQL on SQLite and PostgreSQL.
  await sql`create unique index jobs_dedupe on jobs (dedupe_key) where dedupe_key is not null and status in ('queued', 'running')`.execute(
    db,
  );
}
