import type { Kysely } from 'kysely';
import type { Database, QrLogin } from '../db/schema.js';

/** QR sign-in keys (their SHA-256): asked for by a signed-out screen, decided once on a signed-in phone. */
export class QrLoginsRepo {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(row: {
    key_hash: string;
    expires_at: number;
    browser: string;
    address: string;
    created_at: number;
  }): Promise<void> {
    await this.db.insertInto('qr_logins').values(row).execute();
  }

  find(keyHash: string): Promise<QrLogin | undefined> {
    return this.db.selectFrom('qr_logins').selectAll().where('key_hash', '=', keyHash).executeTakeFirst();
  }

  /** Approves (for `userId`) or refuses a live, undecided key in one statement; answers whether this call decided it. */
  async decide(keyHash: string, userId: number, approve: boolean, now: number): Promise<boolean> {
    const result = await this.db
      .updateTable('qr_logins')
      .set(approve ? { user_id: userId, approved_at: now } : { refused_at: now })
      .where('key_hash', '=', keyHash)
      .where('approved_at', 'is', null)
      .where('refused_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Takes an approved key's sign-in once: answers the approving user's id, or nothing to a second taker. */
  async consume(keyHash: string, now: number): Promise<number | undefined> {
    const row = await this.db
      .updateTable('qr_logins')
      .set({ consumed_at: now })
      .where('key_hash', '=', keyHash)
      .where('approved_at', 'is not', null)
      .where('consumed_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('user_id')
      .executeTakeFirst();
    return row?.user_id ?? undefined;
  }

  async sweep(before: number): Promise<void> {
    await this.db.deleteFrom('qr_logins').where('expires_at', '<', before).execute();
  }
}
