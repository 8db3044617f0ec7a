import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** Which digests went out (or were found empty), and their one-click unsubscribe links. */
export class DigestsRepo {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Claims a member's digest of a baby for a period: true for the one transaction that inserts the
   * row, false for any other (a second worker, a job run again after a restart).
   */
  async claim(row: {
    userId: number;
    babyId: number;
    period: string;
    windowEnd: number;
    mailed: boolean;
    now: number;
  }): Promise<boolean> {
    const inserted = await this.db
      .insertInto('sent_digests')
      .values({
        user_id: row.userId,
        baby_id: row.babyId,
        period: row.period,
        window_end: row.windowEnd,
        mailed: row.mailed ? 1 : 0,
        created_at: row.now,
      })
      .onConflict((oc) => oc.columns(['user_id', 'baby_id', 'period']).doNothing())
      .returning('period')
      .executeTakeFirst();
    return inserted !== undefined;
  }

  /** Where the member's previous digest of the baby ended: the next one covers what came after. */
  async lastWindowEnd(userId: number, babyId: number): Promise<number | null> {
    const row = await this.db
      .selectFrom('sent_digests')
      .select((eb) => eb.fn.max('window_end').as('end'))
      .where('user_id', '=', userId)
      .where('baby_id', '=', babyId)
      .executeTakeFirst();
    return row?.end === null || row?.end === undefined ? null : Number(row.end);
  }

  /** Which of these (member, baby, period) are already claimed, as `user:baby:period`. */
  async claimedAmong(keys: ReadonlyArray<{ userId: number; babyId: number; period: string }>): Promise<Set<string>> {
    const out = new Set<string>();
    const periods = [...new Set(keys.map((k) => k.period))];
    const users = [...new Set(keys.map((k) => k.userId))];
    if (keys.length === 0) return out;
    for (let i = 0; i < users.length; i += 500) {
      const rows = await this.db
        .selectFrom('sent_digests')
        .select(['user_id', 'baby_id', 'period'])
        .where('user_id', 'in', users.slice(i, i + 500))
        .where('period', 'in', periods)
        .execute();
      for (const r of rows) out.add(`${r.user_id}:${r.baby_id}:${r.period}`);
    }
    return out;
  }

  async addUnsubscribe(hash: string, userId: number, babyId: number, now: number): Promise<void> {
    await this.db
      .insertInto('unsubscribe_tokens')
      .values({ token_hash: hash, user_id: userId, baby_id: babyId, kind: 'digest', created_at: now, used_at: null })
      .execute();
  }

  findUnsubscribe(hash: string) {
    return this.db.selectFrom('unsubscribe_tokens').selectAll().where('token_hash', '=', hash).executeTakeFirst();
  }

  /** Spends a link: true for the one request that does. */
  async useUnsubscribe(hash: string, now: number): Promise<boolean> {
    const result = await this.db
      .updateTable('unsubscribe_tokens')
      .set({ used_at: now })
      .where('token_hash', '=', hash)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}
