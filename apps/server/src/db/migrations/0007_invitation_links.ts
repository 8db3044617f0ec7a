import type { Kysely } from 'kysely';

/**
 * An invitation is accepted only through the link mailed to its address:
 * a single-use token (its SHA-256 stored) that expires. Nobody joins a
 * family by registering an address. An account that accepted a link, or
 * was created from one, has shown it owns its mailbox.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('family_invitations').addColumn('token_hash', 'text').execute();
  await db.schema.alterTable('family_invitations').addColumn('expires_at', 'bigint').execute();
  await db.schema.createIndex('family_invitations_token').on('family_invitations').column('token_hash').execute();
  await db.schema.alterTable('users').addColumn('email_verified_at', 'bigint').execute();
}
