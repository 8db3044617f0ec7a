import type { Kysely } from 'kysely';
import type { Database, Session, User } from '../db/schema.js';

export class SessionsRepo {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(row: { user_id: number; token_hash: string; remember: number; created_at: number; expires_at: number }): Promise<Session> {
    return this.db.insertInto('sessions').values(row).returningAll().executeTakeFirstOrThrow();
  }

  /** The live session behind a token hash, with its user, or undefined. */
  async findLive(tokenHash: string, now: number): Promise<{ session: Session; user: User } | undefined> {
    const session = await this.db.selectFrom('sessions').selectAll()
      .where('token_hash', '=', tokenHash).where('revoked_at', 'is', null).where('expires_at', '>', now)
      .executeTakeFirst();
    if (!session) return undefined;
    const user = await this.db.selectFrom('users').selectAll().where('id', '=', session.user_id).executeTakeFirst();
    return user ? { session, user } : undefined;
  }

  async revoke(id: number, now: number): Promise<void> {
    await this.db.updateTable('sessions').set({ revoked_at: now }).where('id', '=', id).execute();
  }
}
