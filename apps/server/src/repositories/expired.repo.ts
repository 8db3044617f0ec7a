import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** How many rows each table gave up. */
export type ExpiredReport = Record<
  | 'sessions'
  | 'userTokens'
  | 'uploadTokens'
  | 'challenges'
  | 'qrLogins'
  | 'oidcFlows'
  | 'authRegistrations'
  | 'throttles',
  number
>;

/**
 * Deletes the rows of short-lived credentials and counters once nothing can
 * use them: without this, every sign-in, puzzle, QR code, reset mail and
 * throttled client address would stay in the database for good.
 */
export class ExpiredRepo {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Rows that ended (expired, or for sessions also revoked) before `endedBefore`,
   * and throttle counters whose window began before `windowBefore`.
   */
  async deleteEnded(endedBefore: number, windowBefore: number): Promise<ExpiredReport> {
    const count = (result: { numDeletedRows: bigint }) => Number(result.numDeletedRows);
    // Each of these tables has a numeric expires_at; Kysely cannot type a where over a union of tables.
    const ended = (
      table: 'user_tokens' | 'upload_tokens' | 'sign_in_challenges' | 'qr_logins' | 'oidc_flows' | 'auth_registrations',
    ) =>
      this.db
        .deleteFrom(table as 'user_tokens')
        .where('expires_at', '<', endedBefore)
        .executeTakeFirst()
        .then(count);
    return {
      sessions: count(
        await this.db
          .deleteFrom('sessions')
          .where((eb) => eb.or([eb('expires_at', '<', endedBefore), eb('revoked_at', '<', endedBefore)]))
          .executeTakeFirst(),
      ),
      userTokens: await ended('user_tokens'),
      uploadTokens: await ended('upload_tokens'),
      challenges: await ended('sign_in_challenges'),
      qrLogins: await ended('qr_logins'),
      oidcFlows: await ended('oidc_flows'),
      authRegistrations: await ended('auth_registrations'),
      throttles: count(
        await this.db.deleteFrom('throttles').where('window_start', '<', windowBefore).executeTakeFirst(),
      ),
    };
  }
}
