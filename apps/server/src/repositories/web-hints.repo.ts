import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** The first-run hints each user has closed. */
export class WebHintsRepo {
  constructor(private readonly db: Kysely<Database>) {}

  async isClosed(userId: number, hintName: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('web_hints')
      .select('closed_at')
      .where('user_id', '=', userId)
      .where('hint_name', '=', hintName)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Closing twice is closing once. */
  async close(userId: number, hintName: string, now: number): Promise<void> {
    await this.db
      .insertInto('web_hints')
      .values({ user_id: userId, hint_name: hintName, closed_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'hint_name']).doNothing())
      .execute();
  }
}
