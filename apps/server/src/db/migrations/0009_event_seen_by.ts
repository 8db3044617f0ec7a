import { sql, type Kysely } from 'kysely';

/**
 * Which users have been shown each event (GET /events, /events/updates). An
 * event they cannot see now comes to them as an inactive entry only if they
 * were shown it before, so their device can drop it; an event hidden from them
 * since it was made is never mentioned (it would reveal that it exists).
 *
 * Devices synced before this table existed may hold any event of their
 * family, so every current member counts as having been shown every existing
 * event: they keep getting the (bare) inactive entries that clean their cache.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const big = sql`bigint`;
  await db.schema
    .createTable('event_seen_by')
    .addColumn('event_id', big, (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('user_id', big, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('event_seen_by_pk', ['event_id', 'user_id'])
    .execute();
  await sql`insert into event_seen_by (event_id, user_id)
    select events.id, family_members.user_id from events join family_members on family_members.baby_id = events.baby_id`.execute(
    db,
  );
}
