import type { Kysely } from 'kysely';
import type { AuthRegistration, Database, OidcFlow, UserIdentity } from '../db/schema.js';

/**
 * Social sign-in's rows (ADR 0017): linked identities, redirects in flight and
 * registrations waiting for a password. Flows and registrations are spent in one
 * statement each, so a replay or two racing uses get one success.
 */
export class IdentitiesRepo {
  constructor(private readonly db: Kysely<Database>) {}

  find(provider: string, subject: string): Promise<UserIdentity | undefined> {
    return this.db
      .selectFrom('user_identities')
      .selectAll()
      .where('provider', '=', provider)
      .where('subject', '=', subject)
      .executeTakeFirst();
  }

  listForUser(userId: number): Promise<UserIdentity[]> {
    return this.db.selectFrom('user_identities').selectAll().where('user_id', '=', userId).orderBy('id').execute();
  }

  /** Links an identity; false when it is already linked (to this account or another). */
  async link(row: {
    user_id: number;
    provider: string;
    subject: string;
    email: string | null;
    created_at: number;
  }): Promise<boolean> {
    const result = await this.db
      .insertInto('user_identities')
      .values(row)
      .onConflict((oc) => oc.columns(['provider', 'subject']).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  }

  async unlink(userId: number, provider: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('user_identities')
      .where('user_id', '=', userId)
      .where('provider', '=', provider)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** A deleted account keeps its row (ADR 0014) but no way in: its providers may sign up anew. */
  async unlinkAll(userId: number): Promise<void> {
    await this.db.deleteFrom('user_identities').where('user_id', '=', userId).execute();
  }

  async insertFlow(row: Omit<OidcFlow, 'used_at'>): Promise<void> {
    await this.db.insertInto('oidc_flows').values(row).execute();
  }

  /** Takes a live flow once: the callback that spends it is the only one to see its verifier and nonce. */
  async spendFlow(idHash: string, now: number): Promise<OidcFlow | undefined> {
    const spent = await this.db
      .updateTable('oidc_flows')
      .set({ used_at: now })
      .where('id_hash', '=', idHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    if (Number(spent.numUpdatedRows) !== 1) return undefined;
    return this.db.selectFrom('oidc_flows').selectAll().where('id_hash', '=', idHash).executeTakeFirst();
  }

  async insertRegistration(row: Omit<AuthRegistration, 'used_at'>): Promise<void> {
    await this.db.insertInto('auth_registrations').values(row).execute();
  }

  findRegistration(tokenHash: string, now: number): Promise<AuthRegistration | undefined> {
    return this.db
      .selectFrom('auth_registrations')
      .selectAll()
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
  }

  async spendRegistration(tokenHash: string, now: number): Promise<boolean> {
    const result = await this.db
      .updateTable('auth_registrations')
      .set({ used_at: now })
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Removes flows and registrations that ended over a day ago (kept that long for a report about them). */
  async sweep(now: number): Promise<void> {
    await this.db
      .deleteFrom('oidc_flows')
      .where('expires_at', '<', now - 86_400)
      .execute();
    await this.db
      .deleteFrom('auth_registrations')
      .where('expires_at', '<', now - 86_400)
      .execute();
  }
}
