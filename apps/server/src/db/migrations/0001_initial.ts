import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';

type Builder = Kysely<unknown>;

/** An auto-increment primary key in either dialect. */
function idType(dialect: Dialect) {
  return dialect === 'postgres' ? sql`bigserial` : sql`integer`;
}
const big = sql`bigint`;

export async function up(db: Builder, dialect: Dialect): Promise<void> {
  const id = idType(dialect);
  const pk = (c: ColumnDefinitionBuilder) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement());

  await db.schema
    .createTable('users')
    .addColumn('id', id, pk)
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('gender', 'text')
    .addColumn('profile_picture', 'text')
    .addColumn('linked_baby_id', big)
    .addColumn('family_version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locale', 'text', (c) => c.notNull().defaultTo('en'))
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('updated_at', big, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', id, pk)
    .addColumn('user_id', big, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('remember', 'integer', (c) => c.notNull())
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('expires_at', big, (c) => c.notNull())
    .addColumn('revoked_at', big)
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('babies')
    .addColumn('id', id, pk)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('birthday', 'text')
    .addColumn('gender', 'text', (c) => c.notNull())
    .addColumn('is_baby', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('profile_picture', 'text')
    .addColumn('background', 'text')
    .addColumn('personal_domain', 'text', (c) => c.unique())
    .addColumn('vip_expiration', big, (c) => c.notNull().defaultTo(0))
    .addColumn('storage_bytes', big, (c) => c.notNull().defaultTo(0))
    .addColumn('created_by', big, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('updated_at', big, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('family_members')
    .addColumn('id', id, pk)
    .addColumn('baby_id', big, (c) => c.notNull().references('babies.id').onDelete('cascade'))
    .addColumn('user_id', big, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('relation', 'text', (c) => c.notNull())
    .addColumn('relation_name', 'text')
    .addColumn('permission', 'text', (c) => c.notNull())
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('updated_at', big, (c) => c.notNull())
    .addUniqueConstraint('family_members_baby_user', ['baby_id', 'user_id'])
    .execute();
  await db.schema.createIndex('family_members_user').on('family_members').column('user_id').execute();

  await db.schema
    .createTable('upload_tokens')
    .addColumn('id', id, pk)
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', big, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('baby_id', big, (c) => c.notNull().references('babies.id').onDelete('cascade'))
    .addColumn('expires_at', big, (c) => c.notNull())
    .addColumn('created_at', big, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('uploads')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', big, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('baby_id', big, (c) => c.notNull().references('babies.id').onDelete('cascade'))
    .addColumn('size', big)
    .addColumn('consumed_at', big)
    .addColumn('created_at', big, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('upload_batches')
    .addColumn('id', id, pk)
    .addColumn('user_id', big, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('baby_id', big, (c) => c.notNull().references('babies.id').onDelete('cascade'))
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('finished_at', big)
    .execute();
  await db.schema
    .createIndex('upload_batches_open')
    .on('upload_batches')
    .columns(['user_id', 'baby_id', 'finished_at'])
    .execute();

  await db.schema
    .createTable('events')
    .addColumn('id', id, pk)
    .addColumn('baby_id', big, (c) => c.notNull().references('babies.id').onDelete('cascade'))
    .addColumn('author_id', big, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('batch_id', big)
    .addColumn('local_date', 'text', (c) => c.notNull())
    .addColumn('taken_at_gmt', big, (c) => c.notNull())
    .addColumn('layout', 'text', (c) => c.notNull().defaultTo('default'))
    .addColumn('caption', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('likes_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('updated_at', big, (c) => c.notNull())
    .execute();
  // The timeline pages newest first per baby, and incremental sync reads by update time.
  await db.schema.createIndex('events_timeline').on('events').columns(['baby_id', 'taken_at_gmt', 'id']).execute();
  await db.schema.createIndex('events_updates').on('events').columns(['baby_id', 'updated_at', 'id']).execute();
  await db.schema.createIndex('events_batch_day').on('events').columns(['batch_id', 'local_date']).execute();

  await db.schema
    .createTable('moments')
    .addColumn('id', id, pk)
    .addColumn('event_id', big, (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('baby_id', big, (c) => c.notNull().references('babies.id').onDelete('cascade'))
    .addColumn('author_id', big, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('taken_at_gmt', big, (c) => c.notNull())
    .addColumn('privacy', 'text', (c) => c.notNull())
    .addColumn('service', 'text', (c) => c.notNull())
    .addColumn('client_id', 'text')
    .addColumn('original_key', 'text')
    .addColumn('original_mime', 'text')
    .addColumn('original_bytes', big, (c) => c.notNull().defaultTo(0))
    .addColumn('content_sha256', 'text')
    .addColumn('picture_width', 'integer')
    .addColumn('picture_height', 'integer')
    .addColumn('duration', 'real')
    .addColumn('thumb_key', 'text')
    .addColumn('large_key', 'text')
    .addColumn('media_state', 'text', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('likes_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('updated_at', big, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('moments_event').on('moments').columns(['event_id', 'taken_at_gmt', 'id']).execute();
  await db.schema.createIndex('moments_baby_sha').on('moments').columns(['baby_id', 'content_sha256']).execute();

  await db.schema
    .createTable('moment_visibility')
    .addColumn('moment_id', big, (c) => c.notNull().references('moments.id').onDelete('cascade'))
    .addColumn('user_id', big, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('moment_visibility_pk', ['moment_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('jobs')
    .addColumn('id', id, pk)
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (c) => c.notNull())
    .addColumn('run_at', big, (c) => c.notNull())
    .addColumn('locked_until', big)
    .addColumn('last_error', 'text')
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('updated_at', big, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('jobs_ready').on('jobs').columns(['status', 'run_at', 'id']).execute();

  await db.schema
    .createTable('throttles')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('window_start', big, (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .execute();
}
