import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';

const big = sql`bigint`;

/**
 * Accounts (issue 12):
 * - user_tokens: single-use links mailed to a user (password reset, address
 *   verification), only their SHA-256 stored, each with an expiry;
 * - sign_in_challenges: the puzzle a sign-in must solve after repeated failures,
 *   issued by the server and spent by its first answer;
 * - qr_logins: a key shown as a QR code on a signed-out screen, approved once
 *   by a signed-in user on another device;
 * - web_hints: first-run hints each user has closed;
 * - users.deleted_at: a deleted account keeps its row (its posts stay with the
 *   baby, credited to "a former member"), with no address, password or sessions.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const id = dialect === 'postgres' ? sql`bigserial` : sql`integer`;
  await db.schema
    .createTable('user_tokens')
    .addColumn('id', id, (c) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('user_id', big, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', big, (c) => c.notNull())
    .addColumn('used_at', big)
    .addColumn('created_at', big, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('user_tokens_user').on('user_tokens').columns(['user_id', 'purpose']).execute();

  await db.schema
    .createTable('sign_in_challenges')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('answer', 'integer', (c) => c.notNull())
    .addColumn('expires_at', big, (c) => c.notNull())
    .addColumn('used_at', big)
    .addColumn('created_at', big, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('qr_logins')
    .addColumn('key_hash', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', big, (c) => c.notNull())
    .addColumn('browser', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('user_id', big, (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('approved_at', big)
    .addColumn('refused_at', big)
    .addColumn('consumed_at', big)
    .addColumn('created_at', big, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('web_hints')
    .addColumn('user_id', big, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('hint_name', 'text', (c) => c.notNull())
    .addColumn('closed_at', big, (c) => c.notNull())
    .addPrimaryKeyConstraint('web_hints_pk', ['user_id', 'hint_name'])
    .execute();

  await db.schema.alterTable('users').addColumn('deleted_at', big).execute();
}
