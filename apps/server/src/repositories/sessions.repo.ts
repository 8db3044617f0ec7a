import type { Kysely } from 'kysely';
import type { Db } from '../db/database.js';
import type { Database, Session, User } from '../db/schema.js';
import { hashToken } from '../util/tokens.js';
import type { WriteAwareCache } from './write-aware-cache.js';

/** A session that has not expired nor been revoked, with its user. */
export interface LiveSession {
  user: User;
  session: Session;
}

export class SessionsRepo {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly fast: Pick<Db, 'first'>,
    private readonly sessionCache: Pick<WriteAwareCache<LiveSession>, 'through' | 'invalidate'>,
  ) {}

  async insert(row: {
    user_id: number;
    token_hash: string;
    remember: number;
    created_at: number;
    expires_at: number;
  }): Promise<Session> {
    return this.db.insertInto('sessions').values(row).returningAll().executeTakeFirstOrThrow();
  }

  /** The live session behind a token, kept in memory between writes (ADR 0007); keyed by the token, so a hit costs no hashing either. */
  findLiveByToken(token: string, now: number): Promise<LiveSession | undefined> {
    return this.sessionCache.through('', token, () => this.findLive(hashToken(token), now));
  }

  /** The live session behind a token hash, with its user: one prepared query on every request's path. */
  async findLive(tokenHash: string, now: number): Promise<LiveSession | undefined> {
    const row = await this.fast.first<
      User & { s_id: number; s_remember: number; s_created_at: number; s_expires_at: number }
    >(
      'session_live',
      `
      select u.*, s.id as s_id, s.remember as s_remember, s.created_at as s_created_at, s.expires_at as s_expires_at
      from sessions s join users u on u.id = s.user_id
      where s.token_hash = ? and s.revoked_at is null and s.expires_at > ?`,
      [tokenHash, now],
    );
    if (!row) return undefined;
    const { s_id, s_remember, s_created_at, s_expires_at, ...user } = row;
    return {
      user,
      session: {
        id: s_id,
        user_id: user.id,
        token_hash: tokenHash,
        remember: s_remember,
        created_at: s_created_at,
        expires_at: s_expires_at,
        revoked_at: null,
      },
    };
  }

  /** Ends every live session of a user but `keepId` (the one that changed the password, if any). */
  async revokeAllOf(userId: number, now: number, keepId?: number): Promise<void> {
    let query = this.db
      .updateTable('sessions')
      .set({ revoked_at: now })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null);
    if (keepId !== undefined) query = query.where('id', '!=', keepId);
    await query.execute();
    this.sessionCache.invalidate();
  }

  /** Moves a live session's end (used: it is renewed). */
  async renew(id: number, expiresAt: number): Promise<void> {
    await this.db
      .updateTable('sessions')
      .set({ expires_at: expiresAt })
      .where('id', '=', id)
      .where('revoked_at', 'is', null)
      .execute();
    this.sessionCache.invalidate();
  }

  async revoke(id: number, now: number): Promise<void> {
    await this.db.updateTable('sessions').set({ revoked_at: now }).where('id', '=', id).execute();
    this.sessionCache.invalidate();
  }
}
