import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';

const big = sql`bigint`;

/**
 * Social sign-in over OpenID Connect and changing one's address (issue 12, ADR 0017):
 * - user_identities: a provider's account (issuer-scoped `sub`) linked to a Sprout account;
 * - oidc_flows: one browser redirect in flight (PKCE verifier, state, nonce), found by
 *   the SHA-256 of a random id kept in an httpOnly cookie, spent by its callback;
 * - auth_registrations: an identity no account has yet (`auth_registration_token`),
 *   single-use and short-lived, completed by PUT /authentications/sign_up;
 * - user_tokens.new_email: the address an `email_change` link moves the account to.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const id = dialect === 'postgres' ? sql`bigserial` : sql`integer`;
  await db.schema
    .createTable('user_identities')
    .addColumn('id', id, (c) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('user_id', big, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('created_at', big, (c) => c.notNull())
    .addUniqueConstraint('user_identities_provider_subject', ['provider', 'subject'])
    .execute();
  await db.schema.createIndex('user_identities_user').on('user_identities').column('user_id').execute();

  await db.schema
    .createTable('oidc_flows')
    .addColumn('id_hash', 'text', (c) => c.primaryKey())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('code_verifier', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('expires_at', big, (c) => c.notNull())
    .addColumn('used_at', big)
    .addColumn('created_at', big, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('auth_registrations')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('email_verified', 'integer', (c) => c.notNull())
    .addColumn('name', 'text')
    .addColumn('expires_at', big, (c) => c.notNull())
    .addColumn('used_at', big)
    .addColumn('created_at', big, (c) => c.notNull())
    .execute();

  await db.schema.alterTable('user_tokens').addColumn('new_email', 'text').execute();
}
