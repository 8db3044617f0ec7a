import { EMAIL_CHANGE_SECONDS, GENDERS, isEmail, isLocale, isValidName, type Gender } from '@sprout/shared';
import { translate } from '@sprout/shared/i18n/server';
import { normalizePhone } from '@sprout/shared/phone';
import type { User } from '../db/schema.js';
import { AppError } from '../errors.js';
import type { Mailer } from '../mail/mailer.js';
import { inspectPicture, renderSquare } from '../media/image.js';
import type { ThrottleRepo } from '../repositories/throttle.repo.js';
import type { UserTokensRepo } from '../repositories/user-tokens.repo.js';
import type { UsersRepo } from '../repositories/users.repo.js';
import type { WebHintsRepo } from '../repositories/web-hints.repo.js';
import type { ObjectStorage } from '../storage/object-storage.js';
import { userImageKey } from '../storage/keys.js';
import { hashToken, randomToken } from '../util/tokens.js';
import { nowSeconds } from '../util/time.js';
import { verifyPassword } from './passwords.js';
import { reserveOrRefuse } from './throttle.js';
import type { Transact } from '../repositories/repos.js';

/** How long a verification link works. */
const VERIFY_SECONDS = 7 * 86_400;

export interface ProfileChange {
  name?: string | undefined;
  gender?: string | undefined;
  locale?: string | undefined;
  /** As typed; empty removes it. */
  phone?: string | undefined;
  /** A local file the route saved from the upload. */
  profilePicture?: string | undefined;
}

/**
 * The signed-in user's own account (spec §7 User): profile, address
 * verification, whether an address is free, and deleting the account.
 */
export class AccountService {
  constructor(
    private readonly usersRepo: UsersRepo,
    private readonly tokensRepo: UserTokensRepo,
    private readonly throttle: ThrottleRepo,
    private readonly storage: ObjectStorage,
    private readonly mailer: Mailer,
    private readonly transact: Transact,
    private readonly webHints: WebHintsRepo,
  ) {}

  /** Whether a first-run hint is still to be shown to the user (they have not closed it). */
  /** A user's first-run hints are their own: another user's id is not found (never "forbidden": ids do not leak). */
  async hintShown(user: User, userId: number, hintName: string): Promise<boolean> {
    ownHints(user, userId);
    return !(await this.webHints.isClosed(user.id, hintName));
  }

  async closeHint(user: User, userId: number, hintName: string): Promise<void> {
    ownHints(user, userId);
    await this.webHints.close(user.id, hintName, nowSeconds());
  }

  /** PATCH /user: name (trimmed, spec §5), gender, language, profile picture. */
  async update(user: User, change: ProfileChange): Promise<User> {
    const patch: Partial<Pick<User, 'name' | 'gender' | 'locale' | 'profile_picture' | 'phone'>> = {};
    if (change.name !== undefined) {
      const name = change.name.trim();
      if (!isValidName(name)) throw new AppError(422, 'invalid_name');
      patch.name = name;
    }
    if (change.gender !== undefined) {
      if (!GENDERS.includes(change.gender as Gender)) throw new AppError(422, 'bad_request');
      patch.gender = change.gender;
    }
    if (change.locale !== undefined) {
      if (!isLocale(change.locale)) throw new AppError(422, 'bad_request');
      patch.locale = change.locale;
    }
    if (change.phone !== undefined) {
      // Empty removes the number; anything else must be one that can be dialled.
      const typed = change.phone.trim();
      const phone = typed === '' ? null : normalizePhone(typed);
      if (typed !== '' && phone === null) throw new AppError(422, 'invalid_phone');
      patch.phone = phone;
    }
    if (change.profilePicture) {
      await inspectPicture(change.profilePicture);
      const key = userImageKey(user.id);
      await this.storage.putBuffer(key, await renderSquare(change.profilePicture, 512));
      patch.profile_picture = key;
    }
    if (Object.keys(patch).length === 0) return user;
    const updated = await this.usersRepo.update(user.id, patch, nowSeconds());
    // The old picture goes only once the new one is in place.
    if (patch.profile_picture && user.profile_picture) await this.storage.delete(user.profile_picture);
    return updated;
  }

  /** GET /users/login_available: whether an address is well-formed and has no account. */
  async loginAvailable(raw: string, client: string): Promise<boolean> {
    // Each answer tells whether an address has an account: as limited as the reset form.
    await reserveOrRefuse(this.throttle, [{ key: `login-available:${client}`, max: 30, windowSeconds: 3600 }]);
    const email = raw.trim().toLowerCase();
    return isEmail(email) && (await this.usersRepo.findByEmail(email)) === undefined;
  }

  /** Mails a link that verifies the user's address (after signup, or asked again from the profile). */
  async sendVerification(user: User, baseUrl: string): Promise<void> {
    await reserveOrRefuse(this.throttle, [{ key: `verify-mail:${user.id}`, max: 5, windowSeconds: 3600 }]);
    const now = nowSeconds();
    const token = randomToken();
    await this.tokensRepo.insert({
      user_id: user.id,
      purpose: 'verify',
      token_hash: hashToken(token),
      expires_at: now + VERIFY_SECONDS,
      created_at: now,
    });
    const t = (key: string, params: Record<string, string> = {}) => translate(user.locale, key, params);
    const link = `${baseUrl}/verify_email?token=${token}`;
    try {
      await this.mailer.send({
        to: user.email,
        subject: t('mail.verify_subject'),
        text: t('mail.verify_body', { name: user.name, email: user.email, link }),
      });
    } catch {
      throw new AppError(503, 'mail_not_sent');
    }
  }

  /** Follows a verification link: the address of its account counts as verified; the link works once. */
  async verify(token: string): Promise<void> {
    const row = await this.tokensRepo.findByHash('verify', hashToken(token));
    const now = nowSeconds();
    if (!row || !(await this.tokensRepo.spend(row.id, now))) throw new AppError(404, 'verify_link_invalid');
    await this.usersRepo.markEmailVerified(row.user_id, now);
  }

  /**
   * PUT /user/email: the current password, then a link to the new address; the
   * account moves only when that link is opened (so nobody moves an account to an
   * address they cannot read), and the old address is told, so a thief who knows
   * the password cannot move the account away unnoticed. An address with an account
   * is refused now and checked again when the link is opened.
   */
  async requestEmailChange(user: User, raw: string, password: string, baseUrl: string): Promise<void> {
    if (!(await verifyPassword(user.password_hash, password))) throw new AppError(403, 'wrong_password');
    const email = raw.trim().toLowerCase();
    if (!isEmail(email)) throw new AppError(422, 'invalid_email');
    if (email === user.email) throw new AppError(422, 'email_unchanged');
    // Before the lookup: each answer tells whether an address has an account.
    await reserveOrRefuse(this.throttle, [{ key: `email-change:${user.id}`, max: 5, windowSeconds: 3600 }]);
    if (await this.usersRepo.findByEmail(email)) throw new AppError(409, 'email_taken');
    const now = nowSeconds();
    const token = randomToken();
    // A newer request replaces older ones: only the last address asked for can be confirmed.
    await this.tokensRepo.spendAll(user.id, 'email_change', now);
    await this.tokensRepo.insert({
      user_id: user.id,
      purpose: 'email_change',
      token_hash: hashToken(token),
      expires_at: now + EMAIL_CHANGE_SECONDS,
      created_at: now,
      new_email: email,
    });
    const t = (key: string, params: Record<string, string> = {}) => translate(user.locale, key, params);
    const link = `${baseUrl}/email/confirm?token=${token}`;
    try {
      await this.mailer.send({
        to: email,
        subject: t('mail.email_change_subject'),
        text: t('mail.email_change_body', { name: user.name, email, link }),
      });
      await this.mailer.send({
        to: user.email,
        subject: t('mail.email_change_notice_subject'),
        text: t('mail.email_change_notice_body', { name: user.name, email }),
      });
    } catch {
      throw new AppError(503, 'mail_not_sent');
    }
  }

  /** The link mailed to the new address: the account moves there (verified: the link was read there), once. */
  async confirmEmailChange(token: string): Promise<void> {
    const row = await this.tokensRepo.findByHash('email_change', hashToken(token));
    const now = nowSeconds();
    if (!row?.new_email || !(await this.tokensRepo.spend(row.id, now))) throw new AppError(404, 'email_change_invalid');
    // Someone may have taken the address since the link was sent; the unique index also decides a race.
    if (await this.usersRepo.findByEmail(row.new_email)) throw new AppError(409, 'email_taken');
    try {
      await this.usersRepo.changeEmail(row.user_id, row.new_email, now);
    } catch (error) {
      if (await this.usersRepo.findByEmail(row.new_email)) throw new AppError(409, 'email_taken');
      throw error;
    }
  }

  /**
   * DELETE /user: with the password. Refused while the user is the last Admin
   * of a baby whose family has other members. The account's row stays, with no
   * address, name or password, so what it posted stays with each baby
   * ("a former member"); its memberships and sessions end.
   */
  async delete(user: User, password: string): Promise<void> {
    if (!(await verifyPassword(user.password_hash, password))) throw new AppError(403, 'wrong_password');
    await this.transact(async ({ repos }) => {
      const memberships = await repos.family.listForUser(user.id);
      for (const { member, baby } of memberships) {
        if (member.permission !== 'can_manage') continue;
        if ((await repos.family.adminCount(baby.id)) === 1 && (await repos.family.memberCount(baby.id)) > 1) {
          throw new AppError(409, 'last_admin_of_family', { baby: baby.name });
        }
      }
      const now = nowSeconds();
      for (const { member, baby } of memberships) {
        await repos.family.remove(baby.id, user.id);
        if (member.invitation_id !== null) await repos.invitations.removeBaby(member.invitation_id, baby.id);
      }
      await repos.sessions.revokeAllOf(user.id, now);
      await repos.identities.unlinkAll(user.id);
      await repos.users.markDeleted(user.id, now);
    });
    if (user.profile_picture) await this.storage.delete(user.profile_picture);
  }
}

function ownHints(user: User, userId: number): void {
  if (userId !== user.id) throw new AppError(404, 'not_found');
}
