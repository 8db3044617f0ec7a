import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * Fixed-window counters kept in the database, so several API processes share
 * one count (nothing another instance needs lives in process memory).
 */
export class ThrottleRepo {
  constructor(private readonly db: Kysely<Database>) {}

  async count(key: string, windowStart: number): Promise<number> {
    const row = await this.db.selectFrom('throttles').select(['count', 'window_start']).where('key', '=', key).executeTakeFirst();
    return row && row.window_start >= windowStart ? row.count : 0;
  }

  async hit(key: string, now: number, windowStart: number): Promise<void> {
    await this.db.insertInto('throttles').values({ key, window_start: now, count: 1 })
      .onConflict((oc) => oc.column('key').doUpdateSet((eb) => ({
        // A hit after the window restarts the count at 1.
        count: eb.case().when('throttles.window_start', '<', windowStart).then(1)
          .else(eb('throttles.count', '+', 1)).end(),
        window_start: eb.case().when('throttles.window_start', '<', windowStart).then(now)
          .else(eb.ref('throttles.window_start')).end(),
      })))
      .execute();
  }

  async clear(key: string): Promise<void> {
    await this.db.deleteFrom('throttles').where('key', '=', key).execute();
  }
}
