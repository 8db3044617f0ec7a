import { isEmail, isStrongPassword, PASSWORD_RESET } from '@sprout/shared';
import { translate } from '@sprout/shared/i18n/server';
import { AppError } from '../errors.js';
import type { Mailer } from '../mail/mailer.js';
import type { ThrottleRepo } from '../repositories/throttle.repo.js';
import type { UserTokensRepo } from '../repositories/user-tokens.repo.js';
import type { UsersRepo } from '../repositories/users.repo.js';
import { hashToken, randomToken } from '../util/tokens.js';
import { nowSeconds } from '../util/time.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { reserveOrRefuse } from './throttle.js';
import type { Transact } from '../repositories/repos.js';

/**
 * How fast the reset form can be used, known address or not: one mail per
 * address a minute (the "resend" wait), 5 per address and 10 per client an
 * hour. Unknown addresses count the same, so the form cannot sweep addresses
 * faster than a client's 10 an hour.
 */
const RESET_LIMITS = { perEmailMinute: 1, perEmailHour: 5, perClientHour: 10 } as const;

/**
 * Every answer of the reset form takes at least this long, whether the address
 * has an account (a token written, a mail sent) or not (nothing to do), so the
 * time taken does not tell them apart.
 */
export const RESET_ANSWER_MS = 800;

export interface ResetRequest {
  email: string;
  locale: string;
  client: string;
  baseUrl: string;
}

/** Password reset by a mailed link (spec §4, §7), and a signed-in user changing their password. */
export class PasswordService {
  constructor(
    private readonly usersRepo: UsersRepo,
    private readonly tokensRepo: UserTokensRepo,
    private readonly throttle: ThrottleRepo,
    private readonly mailer: Mailer,
    private readonly transact: Transact,
    private readonly sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  ) {}

  /**
   * Mails a link to /password/set in the user's language. An unknown address
   * answers 404 `email_unknown` (the spec's message) after the same time and
   * under the same limits; a mail the SMTP server refused answers 503
   * `mail_not_sent`, so the page offers to send again.
   */
  async requestReset(input: ResetRequest): Promise<void> {
    const started = Date.now();
    try {
      await this.sendReset(input);
    } finally {
      const left = RESET_ANSWER_MS - (Date.now() - started);
      if (left > 0) await this.sleep(left);
    }
  }

  private async sendReset({ email: raw, locale, client, baseUrl }: ResetRequest): Promise<void> {
    const email = raw.trim().toLowerCase();
    if (!isEmail(email)) throw new AppError(422, 'invalid_email');
    await reserveOrRefuse(this.throttle, [
      {
        key: `reset:email-minute:${email}`,
        max: RESET_LIMITS.perEmailMinute,
        windowSeconds: PASSWORD_RESET.resendSeconds,
      },
      { key: `reset:email:${email}`, max: RESET_LIMITS.perEmailHour, windowSeconds: 3600 },
      { key: `reset:client:${client}`, max: RESET_LIMITS.perClientHour, windowSeconds: 3600 },
    ]);
    const user = await this.usersRepo.findByEmail(email);
    if (!user) throw new AppError(404, 'email_unknown');
    const now = nowSeconds();
    const token = randomToken();
    await this.tokensRepo.insert({
      user_id: user.id,
      purpose: 'reset',
      token_hash: hashToken(token),
      expires_at: now + PASSWORD_RESET.linkSeconds,
      created_at: now,
    });
    const userLocale = user.locale || locale;
    const t = (key: string, params: Record<string, string> = {}) => translate(userLocale, key, params);
    const link = `${baseUrl}/password/set?token=${token}`;
    try {
      await this.mailer.send({
        to: user.email,
        subject: t('mail.reset_subject'),
        text: t('mail.reset_body', { name: user.name, email: user.email, link }),
      });
    } catch {
      // Nothing went out: the minute's wait would only stop the resend the page now offers.
      await this.throttle.release(`reset:email-minute:${email}`);
      throw new AppError(503, 'mail_not_sent');
    }
  }

  /**
   * Sets the password of the link's owner: the link works once, within its
   * hour; every session of the account ends, and the mailbox counts as verified.
   * Answers the account's id.
   */
  async resetWithToken(token: string, password: string): Promise<number> {
    const row = await this.tokensRepo.findByHash('reset', hashToken(token));
    if (!row || row.used_at !== null) throw new AppError(404, 'reset_link_invalid');
    const now = nowSeconds();
    if (row.expires_at <= now) throw new AppError(410, 'reset_link_expired');
    const chosen = password.trim();
    if (!isStrongPassword(chosen)) throw new AppError(422, 'invalid_password');
    const passwordHash = await hashPassword(chosen);
    await this.transact(async ({ repos }) => {
      if (!(await repos.userTokens.spend(row.id, now))) throw new AppError(404, 'reset_link_invalid');
      await repos.users.setPassword(row.user_id, passwordHash, now);
      await repos.userTokens.spendAll(row.user_id, 'reset', now);
      // A pending address change may be a thief's: a new password ends it (the notice mail says so).
      await repos.userTokens.spendAll(row.user_id, 'email_change', now);
      await repos.sessions.revokeAllOf(row.user_id, now);
      // A browser a thief signed in from is no longer the owner's.
      await repos.userTokens.spendAll(row.user_id, 'device', now);
      await repos.users.markEmailVerified(row.user_id, now);
    });
    return row.user_id;
  }

  /** PUT /user/auth: the current password, then the new one; every other session of the account ends. */
  async change(userId: number, currentHash: string, sessionId: number, current: string, next: string): Promise<void> {
    if (!(await verifyPassword(currentHash, current))) throw new AppError(403, 'wrong_password');
    const chosen = next.trim();
    if (!isStrongPassword(chosen)) throw new AppError(422, 'invalid_password');
    const passwordHash = await hashPassword(chosen);
    const now = nowSeconds();
    await this.transact(async ({ repos }) => {
      await repos.users.setPassword(userId, passwordHash, now);
      await repos.userTokens.spendAll(userId, 'reset', now);
      await repos.userTokens.spendAll(userId, 'email_change', now);
      await repos.sessions.revokeAllOf(userId, now, sessionId);
    });
  }
}
