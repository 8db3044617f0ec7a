import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** Which events a user has been shown (migration 0005): the events their devices may hold. */
export class EventSeenRepo {
  constructor(private readonly db: Kysely<Database>) {}

  /** The ids among `eventIds` that `userId` has been shown. */
  async seenAmong(userId: number, eventIds: readonly number[]): Promise<Set<number>> {
    if (eventIds.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('event_seen_by')
      .select('event_id')
      .where('user_id', '=', userId)
      .where('event_id', 'in', [...eventIds])
      .execute();
    return new Set(rows.map((r) => r.event_id));
  }

  /** Records that `userId` was shown these events; a read first, so a timeline already seen writes nothing. */
  async record(userId: number, eventIds: readonly number[]): Promise<void> {
    const seen = await this.seenAmong(userId, eventIds);
    const fresh = [...new Set(eventIds)].filter((id) => !seen.has(id));
    if (fresh.length === 0) return;
    await this.db
      .insertInto('event_seen_by')
      .values(fresh.map((event_id) => ({ event_id, user_id: userId })))
      .onConflict((oc) => oc.columns(['event_id', 'user_id']).doNothing())
      .execute();
  }
}
