import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';

const big = sql`bigint`;

/**
 * The album comes to the family (issue 24, ADR 0030):
 * - moments.batch_id: the upload batch a moment came in, so a finished batch knows what it announces
 *   (a day's event gathers several batches, ADR 0021); upload_batches.notified_at: when its
 *   notifications were written, so finishing twice (the uploader and the quiet-period job) announces once;
 * - notifications (one per recipient, read state per member) and notification_moments (the moments an
 *   upload or diary notification is about: what it may show is filtered again at every read);
 * - notification_prefs: per member and baby, the digest's rhythm and which pushes they get;
 *   users.time_zone: the member's IANA zone (learned from the browser), for the digest's morning;
 * - sent_digests: one row per member, baby and period, written in the transaction that claims it;
 * - unsubscribe_tokens: the one-click links of a digest (only their SHA-256);
 * - push_subscriptions: one per device (its endpoint) that turned Web Push on;
 * - server_keys: keys the server makes once and every instance shares (VAPID);
 * - baby_visits: when a member last looked at a baby's timeline, for "new since your last visit".
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const id = dialect === 'postgres' ? sql`bigserial` : sql`integer`;

  await db.schema
    .alterTable('moments')
    .addColumn('batch_id', big, (c) => c.references('upload_batches.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('moments_batch').on('moments').column('batch_id').execute();
  // What is new to a member (the markers, the baby list, digests) is read by when it arrived.
  await db.schema.createIndex('moments_arrived').on('moments').columns(['baby_id', 'created_at']).execute();
  await db.schema.createIndex('comments_arrived').on('comments').columns(['baby_id', 'created_at']).execute();
  await db.schema.alterTable('upload_batches').addColumn('notified_at', big).execute();
  // The quiet-period job looks for open batches; there are few, the index keeps the look cheap.
  await db.schema.createIndex('upload_batches_quiet').on('upload_batches').columns(['finished_at', 'id']).execute();
  await db.schema.alterTable('users').addColumn('time_zone', 'text').execute();

  await db.schema
    .createTable('notifications')
    .addColumn('id', id, (c) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('user_id', big, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('baby_id', big, (c) => c.notNull().references('babies.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('actor_id', big, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('event_id', big, (c) => c.references('events.id').onDelete('cascade'))
    .addColumn('target_type', 'text')
    .addColumn('target_id', big)
    .addColumn('count', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('updated_at', big, (c) => c.notNull())
    .addColumn('read_at', big)
    .execute();
  await db.schema
    .createIndex('notifications_user_time')
    .on('notifications')
    .columns(['user_id', 'updated_at', 'id'])
    .execute();
  // Grouping looks up the recipient's unread notification of the same kind, person and subject.
  await db.schema
    .createIndex('notifications_group')
    .on('notifications')
    .columns(['user_id', 'kind', 'actor_id', 'event_id'])
    .execute();
  await db.schema
    .createTable('notification_moments')
    .addColumn('notification_id', big, (c) => c.notNull().references('notifications.id').onDelete('cascade'))
    .addColumn('moment_id', big, (c) => c.notNull().references('moments.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('notification_moments_pk', ['notification_id', 'moment_id'])
    .execute();

  await db.schema
    .createTable('notification_prefs')
    .addColumn('user_id', big, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('baby_id', big, (c) => c.notNull().references('babies.id').onDelete('cascade'))
    .addColumn('digest', 'text', (c) => c.notNull().defaultTo('weekly'))
    .addColumn('push_uploads', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('push_replies', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('push_members', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', big, (c) => c.notNull())
    .addPrimaryKeyConstraint('notification_prefs_pk', ['user_id', 'baby_id'])
    .execute();

  await db.schema
    .createTable('sent_digests')
    .addColumn('user_id', big, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('baby_id', big, (c) => c.notNull().references('babies.id').onDelete('cascade'))
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('window_end', big, (c) => c.notNull())
    .addColumn('mailed', 'integer', (c) => c.notNull())
    .addColumn('created_at', big, (c) => c.notNull())
    .addPrimaryKeyConstraint('sent_digests_pk', ['user_id', 'baby_id', 'period'])
    .execute();
  await db.schema
    .createIndex('sent_digests_latest')
    .on('sent_digests')
    .columns(['user_id', 'baby_id', 'window_end'])
    .execute();

  await db.schema
    .createTable('unsubscribe_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', big, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('baby_id', big, (c) => c.notNull().references('babies.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('used_at', big)
    .execute();

  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', id, (c) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('user_id', big, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('updated_at', big, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('push_subscriptions_user').on('push_subscriptions').column('user_id').execute();

  await db.schema
    .createTable('server_keys')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', big, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('baby_visits')
    .addColumn('user_id', big, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('baby_id', big, (c) => c.notNull().references('babies.id').onDelete('cascade'))
    .addColumn('since', big, (c) => c.notNull())
    .addColumn('last_seen_at', big, (c) => c.notNull())
    .addPrimaryKeyConstraint('baby_visits_pk', ['user_id', 'baby_id'])
    .execute();
}
