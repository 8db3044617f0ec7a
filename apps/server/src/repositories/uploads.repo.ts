import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** Upload tokens (bearer credentials for the tus endpoint) and the uploads made with them. */
export class UploadsRepo {
  constructor(private readonly db: Kysely<Database>) {}

  async insertToken(row: {
    token_hash: string;
    user_id: number;
    baby_id: number;
    expires_at: number;
    created_at: number;
  }): Promise<void> {
    await this.db.insertInto('upload_tokens').values(row).execute();
  }

  findToken(tokenHash: string) {
    return this.db.selectFrom('upload_tokens').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
  }

  async insertUpload(row: {
    id: string;
    user_id: number;
    baby_id: number;
    size: number | null;
    filename?: string | null;
    created_at: number;
  }): Promise<void> {
    await this.db
      .insertInto('uploads')
      .values({ ...row, consumed_at: null, abandoned_at: null })
      .execute();
  }

  findUpload(id: string) {
    return this.db.selectFrom('uploads').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Marks an upload used by a moment; false when another request got there first. */
  async consume(id: string, now: number): Promise<boolean> {
    const result = await this.db
      .updateTable('uploads')
      .set({ consumed_at: now })
      .where('id', '=', id)
      .where('consumed_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async deleteExpiredTokens(now: number): Promise<void> {
    await this.db.deleteFrom('upload_tokens').where('expires_at', '<', now).execute();
  }
}
