import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';

const big = sql`bigint`;

/**
 * Feedback to support (issue 22, spec §3, §7; ADR 0039):
 * - users.support: 1 for the operator's support staff, who answer feedback in the console and are
 *   members of no family for it (support.policy.ts);
 * - feedbacks: one message, from a signed-in user (user_id) or from /noLoginFeedback (user_id null),
 *   always with the address the reply is mailed to and the locale it is mailed in; `ignored` is set
 *   when the text holds the `[ignore]` marker: kept, never listed to its writer;
 * - feedback_screenshots: up to three pictures of a feedback, stored re-encoded under feedback/.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const id = dialect === 'postgres' ? sql`bigserial` : sql`integer`;
  await db.schema
    .alterTable('users')
    .addColumn('support', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('feedbacks')
    .addColumn('id', id, (c) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('user_id', big, (c) => c.references('users.id').onDelete('set null'))
    .addColumn('contact_email', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('ignored', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reply', 'text')
    .addColumn('replied_by', big, (c) => c.references('users.id').onDelete('set null'))
    .addColumn('replied_at', big)
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('updated_at', big, (c) => c.notNull())
    .execute();
  // The writer's history, newest first; the console's list, newest first, and its unanswered filter.
  await db.schema.createIndex('feedbacks_user').on('feedbacks').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('feedbacks_unanswered').on('feedbacks').columns(['replied_at', 'id']).execute();
  await db.schema
    .createTable('feedback_screenshots')
    .addColumn('id', id, (c) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('feedback_id', big, (c) => c.notNull().references('feedbacks.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('bytes', big, (c) => c.notNull())
    .addColumn('created_at', big, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('feedback_screenshots_feedback')
    .on('feedback_screenshots')
    .columns(['feedback_id', 'position'])
    .unique()
    .execute();
}
