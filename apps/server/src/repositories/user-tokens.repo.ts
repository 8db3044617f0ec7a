import type { Kysely } from 'kysely';
import type { Database, UserToken } from '../db/schema.js';

export type TokenPurpose = UserToken['purpose'];

/** Single-use links mailed to a user (password reset, address verification); only their SHA-256 is kept. */
export class UserTokensRepo {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(row: {
    user_id: number;
    purpose: TokenPurpose;
    token_hash: string;
    expires_at: number;
    created_at: number;
    new_email?: string | null;
  }): Promise<void> {
    await this.db.insertInto('user_tokens').values(row).execute();
  }

  findByHash(purpose: TokenPurpose, tokenHash: string): Promise<UserToken | undefined> {
    return this.db
      .selectFrom('user_tokens')
      .selectAll()
      .where('token_hash', '=', tokenHash)
      .where('purpose', '=', purpose)
      .executeTakeFirst();
  }

  /**
   * Spends a live link in one statement, so two uses racing each other get
   * one success; answers whether this call spent it.
   */
  async spend(id: number, now: number): Promise<boolean> {
    const result = await this.db
      .updateTable('user_tokens')
      .set({ used_at: now })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Spends every other link of one purpose a user still holds (a password was set: older reset mails stop working). */
  async spendAll(userId: number, purpose: TokenPurpose, now: number): Promise<void> {
    await this.db
      .updateTable('user_tokens')
      .set({ used_at: now })
      .where('user_id', '=', userId)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .execute();
  }
}
