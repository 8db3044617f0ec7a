import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** The puzzles sign-ins must solve after repeated failures (issued by the server, spent by their first answer). */
export class ChallengesRepo {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(row: { id: string; answer: number; expires_at: number; created_at: number }): Promise<void> {
    await this.db.insertInto('sign_in_challenges').values(row).execute();
  }

  /**
   * Spends a live challenge and answers where its piece belongs, in one
   * statement: a second answer to the same challenge (a replay, or a race) gets nothing.
   */
  async take(id: string, now: number): Promise<number | undefined> {
    const row = await this.db
      .updateTable('sign_in_challenges')
      .set({ used_at: now })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('answer')
      .executeTakeFirst();
    return row ? Number(row.answer) : undefined;
  }

  /** Forgets challenges that ended long ago. */
  async sweep(before: number): Promise<void> {
    await this.db.deleteFrom('sign_in_challenges').where('expires_at', '<', before).execute();
  }
}
