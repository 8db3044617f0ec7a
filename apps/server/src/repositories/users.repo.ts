import type { Kysely } from 'kysely';
import type { Database, NewUser, User } from '../db/schema.js';
import type { WriteAwareCache } from './write-aware-cache.js';

export class UsersRepo {
  constructor(private readonly db: Kysely<Database>, private readonly sessionCache: Pick<WriteAwareCache<object>, 'invalidate'>) {}

  findById(id: number): Promise<User | undefined> {
    return this.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findByEmail(email: string): Promise<User | undefined> {
    return this.db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
  }

  async insert(user: NewUser): Promise<User> {
    return this.db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
  }

  async setLinkedBabyIfEmpty(userId: number, babyId: number, now: number): Promise<void> {
    await this.db.updateTable('users').set({ linked_baby_id: babyId, updated_at: now })
      .where('id', '=', userId).where('linked_baby_id', 'is', null).execute();
    this.sessionCache.invalidate();
  }

  async markEmailVerified(userId: number, now: number): Promise<void> {
    await this.db.updateTable('users').set({ email_verified_at: now, updated_at: now }).where('id', '=', userId).where('email_verified_at', 'is', null).execute();
    this.sessionCache.invalidate();
  }

  async bumpFamilyVersion(userId: number, now: number): Promise<void> {
    await this.db.updateTable('users').set((eb) => ({ family_version: eb('family_version', '+', 1), updated_at: now }))
      .where('id', '=', userId).execute();
    this.sessionCache.invalidate();
  }
}
