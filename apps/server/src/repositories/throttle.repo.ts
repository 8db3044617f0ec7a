import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { atomically } from './atomically.js';

/**
 * Fixed-window counters kept in the database, so several API processes share
 * one count (nothing another instance needs lives in process memory).
 */
export class ThrottleRepo {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Counts one attempt under each key in one transaction, taking the rows in
   * sorted order, and answers the counts in the order asked. The transaction
   * holds each row until it commits, so parallel attempts are numbered in the
   * same order under every key: two keys reserved apart could interleave (one
   * attempt 2nd by login but 5th by address, another the other way round),
   * and both would be refused where a sequence lets one through.
   */
  async reserveTogether(keys: readonly { key: string; windowStart: number }[], now: number): Promise<number[]> {
    const order = keys.map((_k, i) => i).sort((a, b) => (keys[a]!.key < keys[b]!.key ? -1 : 1));
    return atomically(this.db, async (trx) => {
      const counts: number[] = new Array<number>(keys.length);
      for (const i of order) counts[i] = await this.reserveIn(trx, keys[i]!.key, now, keys[i]!.windowStart);
      return counts;
    });
  }

  /**
   * Counts one attempt and answers the count including it, in one statement
   * (insert … on conflict do update … returning): parallel attempts each get
   * their own number, so checking "number ≤ limit" cannot race.
   */
  private async reserveIn(db: Kysely<Database>, key: string, now: number, windowStart: number): Promise<number> {
    const row = await db
      .insertInto('throttles')
      .values({ key, window_start: now, count: 1 })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet((eb) => ({
          // A hit after the window restarts the count at 1.
          count: eb
            .case()
            .when('throttles.window_start', '<', windowStart)
            .then(1)
            .else(eb('throttles.count', '+', 1))
            .end(),
          window_start: eb
            .case()
            .when('throttles.window_start', '<', windowStart)
            .then(now)
            .else(eb.ref('throttles.window_start'))
            .end(),
        })),
      )
      .returning('count')
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** Gives back one reserved attempt (one that was refused elsewhere, or succeeded). */
  async release(key: string): Promise<void> {
    await this.db
      .updateTable('throttles')
      .set((eb) => ({ count: eb('count', '-', 1) }))
      .where('key', '=', key)
      .where('count', '>', 0)
      .execute();
  }

  async clear(key: string): Promise<void> {
    await this.db.deleteFrom('throttles').where('key', '=', key).execute();
  }
}
