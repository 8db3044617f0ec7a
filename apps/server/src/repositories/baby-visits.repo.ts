import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * A visit is one sitting with a baby's timeline: looks less than this apart belong to it. What
 * arrived after the previous visit stays "new" for the whole of the next one, so reloading the page
 * or coming back from the viewer does not wipe the markers.
 */
export const VISIT_GAP_SECONDS = 30 * 60;

interface VisitRow {
  since: number;
  last_seen_at: number;
}

/** From when things count as new: the visit's start while it lasts, else the last look. */
export function newSince(visit: VisitRow | undefined, now: number): number | null {
  if (!visit) return null;
  return now - visit.last_seen_at <= VISIT_GAP_SECONDS ? visit.since : visit.last_seen_at;
}

/** When each member last looked at each baby's timeline (migration 0019). */
export class BabyVisitsRepo {
  constructor(private readonly db: Kysely<Database>) {}

  find(userId: number, babyId: number): Promise<VisitRow | undefined> {
    return this.db
      .selectFrom('baby_visits')
      .select(['since', 'last_seen_at'])
      .where('user_id', '=', userId)
      .where('baby_id', '=', babyId)
      .executeTakeFirst();
  }

  forUser(userId: number): Promise<Array<VisitRow & { baby_id: number }>> {
    return this.db
      .selectFrom('baby_visits')
      .select(['baby_id', 'since', 'last_seen_at'])
      .where('user_id', '=', userId)
      .execute();
  }

  /**
   * Records a look and answers from when things are new to it. A first visit starts now (a member
   * is not shown the whole album as new); a look after a gap starts a visit at the previous look.
   */
  async touch(userId: number, babyId: number, now: number): Promise<number> {
    const visit = await this.find(userId, babyId);
    const since = newSince(visit, now) ?? now;
    await this.db
      .insertInto('baby_visits')
      .values({ user_id: userId, baby_id: babyId, since, last_seen_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'baby_id']).doUpdateSet({ since, last_seen_at: now }))
      .execute();
    return since;
  }

  /** Everything so far counts as seen (mark all read). */
  async seenAll(userId: number, babyIds: readonly number[], now: number): Promise<void> {
    for (const babyId of babyIds)
      await this.db
        .insertInto('baby_visits')
        .values({ user_id: userId, baby_id: babyId, since: now, last_seen_at: now })
        .onConflict((oc) => oc.columns(['user_id', 'baby_id']).doUpdateSet({ since: now, last_seen_at: now }))
        .execute();
  }
}
