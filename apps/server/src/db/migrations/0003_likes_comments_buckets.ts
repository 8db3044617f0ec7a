import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';

/** Likes and comments on events and moments, and per-bucket counts for the table of contents. */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const id = dialect === 'postgres' ? sql`bigserial` : sql`integer`;
  const pk = (c: ColumnDefinitionBuilder) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement());
  const big = sql`bigint`;

  await db.schema
    .createTable('likes')
    .addColumn('target_type', 'text', (c) => c.notNull())
    .addColumn('target_id', big, (c) => c.notNull())
    .addColumn('user_id', big, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', big, (c) => c.notNull())
    .addPrimaryKeyConstraint('likes_pk', ['target_type', 'target_id', 'user_id'])
    .execute();
  await db.schema.createIndex('likes_user').on('likes').columns(['user_id', 'target_type', 'target_id']).execute();

  await db.schema
    .createTable('comments')
    .addColumn('id', id, pk)
    .addColumn('baby_id', big, (c) => c.notNull().references('babies.id').onDelete('cascade'))
    .addColumn('target_type', 'text', (c) => c.notNull())
    .addColumn('target_id', big, (c) => c.notNull())
    .addColumn('user_id', big, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('updated_at', big, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('comments_target').on('comments').columns(['target_type', 'target_id', 'id']).execute();

  // Moments per age bucket and audience: `all` (family_and_relatives), `close` (family_only),
  // `user` (private or custom: one row per user who may see it). A viewer's table of
  // contents sums a handful of rows per bucket instead of scanning the timeline.
  await db.schema
    .createTable('bucket_counts')
    .addColumn('baby_id', big, (c) => c.notNull().references('babies.id').onDelete('cascade'))
    .addColumn('bucket', 'text', (c) => c.notNull())
    .addColumn('audience', 'text', (c) => c.notNull())
    .addColumn('user_id', big, (c) => c.notNull())
    .addColumn('moments', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('bucket_counts_pk', ['baby_id', 'bucket', 'audience', 'user_id'])
    .execute();

  await db.schema
    .alterTable('events')
    .addColumn('comments_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('moments')
    .addColumn('comments_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('moments_event_active').on('moments').columns(['event_id', 'active']).execute();
}
