import type { Kysely } from 'kysely';
import type { Database, PushSubscription } from '../db/schema.js';

/** The devices that turned Web Push on, one row per push service endpoint. */
export class PushSubscriptionsRepo {
  constructor(private readonly db: Kysely<Database>) {}

  /** Saves a device's subscription; an endpoint seen before moves to this user with its new keys. */
  async save(userId: number, endpoint: string, p256dh: string, auth: string, now: number): Promise<void> {
    await this.db
      .insertInto('push_subscriptions')
      .values({ user_id: userId, endpoint, p256dh, auth, created_at: now, updated_at: now })
      .onConflict((oc) => oc.column('endpoint').doUpdateSet({ user_id: userId, p256dh, auth, updated_at: now }))
      .execute();
  }

  async remove(userId: number, endpoint: string): Promise<void> {
    await this.db
      .deleteFrom('push_subscriptions')
      .where('user_id', '=', userId)
      .where('endpoint', '=', endpoint)
      .execute();
  }

  /** A subscription the push service says is gone (404, 410). */
  async removeById(id: number): Promise<void> {
    await this.db.deleteFrom('push_subscriptions').where('id', '=', id).execute();
  }

  forUser(userId: number): Promise<PushSubscription[]> {
    return this.db.selectFrom('push_subscriptions').selectAll().where('user_id', '=', userId).orderBy('id').execute();
  }

  /** Which of these users have at least one device to push to. */
  async usersWithDevices(userIds: readonly number[]): Promise<Set<number>> {
    if (userIds.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('push_subscriptions')
      .select('user_id')
      .distinct()
      .where('user_id', 'in', [...userIds])
      .execute();
    return new Set(rows.map((r) => r.user_id));
  }
}
