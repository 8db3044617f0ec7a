import type { Kysely } from 'kysely';
import type { Database, NewUser, User } from '../db/schema.js';
import type { WriteAwareCache } from './write-aware-cache.js';

export class UsersRepo {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly sessionCache: Pick<WriteAwareCache<object>, 'invalidate'>,
  ) {}

  findById(id: number): Promise<User | undefined> {
    return this.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** The account of an address; a deleted account has none. */
  findByEmail(email: string): Promise<User | undefined> {
    return this.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', email.toLowerCase())
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
  }

  async setPassword(userId: number, passwordHash: string, now: number): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: now })
      .where('id', '=', userId)
      .execute();
    this.sessionCache.invalidate();
  }

  async update(
    userId: number,
    patch: Partial<Pick<User, 'name' | 'gender' | 'locale' | 'profile_picture' | 'time_zone' | 'phone'>>,
    now: number,
  ): Promise<User> {
    const user = await this.db
      .updateTable('users')
      .set({ ...patch, updated_at: now })
      .where('id', '=', userId)
      .returningAll()
      .executeTakeFirstOrThrow();
    this.sessionCache.invalidate();
    return user;
  }

  /**
   * A deleted account keeps its row, so what it posted stays with each baby;
   * the address (free for a new account), name, password, picture and phone number go.
   */
  async markDeleted(userId: number, now: number): Promise<void> {
    await this.db
      .updateTable('users')
      .set({
        email: `deleted-${userId}@deleted.invalid`,
        name: '',
        password_hash: '!',
        profile_picture: null,
        gender: null,
        phone: null,
        linked_baby_id: null,
        email_verified_at: null,
        deleted_at: now,
        updated_at: now,
      })
      .where('id', '=', userId)
      .execute();
    this.sessionCache.invalidate();
  }

  async insert(user: NewUser): Promise<User> {
    return this.db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
  }

  async setLinkedBabyIfEmpty(userId: number, babyId: number, now: number): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ linked_baby_id: babyId, updated_at: now })
      .where('id', '=', userId)
      .where('linked_baby_id', 'is', null)
      .execute();
    this.sessionCache.invalidate();
  }

  /** The account moves to an address its owner showed they read (an email_change link). */
  async changeEmail(userId: number, email: string, now: number): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ email, email_verified_at: now, updated_at: now })
      .where('id', '=', userId)
      .where('deleted_at', 'is', null)
      .execute();
    this.sessionCache.invalidate();
  }

  async markEmailVerified(userId: number, now: number): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ email_verified_at: now, updated_at: now })
      .where('id', '=', userId)
      .where('email_verified_at', 'is', null)
      .execute();
    this.sessionCache.invalidate();
  }

  async bumpFamilyVersion(userId: number, now: number): Promise<void> {
    await this.db
      .updateTable('users')
      .set((eb) => ({ family_version: eb('family_version', '+', 1), updated_at: now }))
      .where('id', '=', userId)
      .execute();
    this.sessionCache.invalidate();
  }

  /** Makes an account support staff or not (the operator's CLI); answers the account, or undefined if none. */
  async setSupport(email: string, on: boolean, now: number): Promise<User | undefined> {
    const user = await this.db
      .updateTable('users')
      .set({ support: on ? 1 : 0, updated_at: now })
      .where('email', '=', email.toLowerCase())
      .where('deleted_at', 'is', null)
      .returningAll()
      .executeTakeFirst();
    this.sessionCache.invalidate();
    return user;
  }
}
