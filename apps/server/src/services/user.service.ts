import { isEmail, isStrongPassword, isValidName } from '@sprout/shared';
import type { User } from '../db/schema.js';
import { AppError } from '../errors.js';
import type { ThrottleRepo } from '../repositories/throttle.repo.js';
import type { UsersRepo } from '../repositories/users.repo.js';
import { nowSeconds } from '../util/time.js';
import { hashPassword } from './passwords.js';
import { reserveOrRefuse } from './throttle.js';

/**
 * Accounts one client address may make an hour by open signup (SIGNUP=open).
 * Each signup mails a stranger's address and answers whether it has an
 * account, so without a bound one client could flood inboxes and sweep
 * addresses faster than GET /users/login_available allows.
 */
export const SIGNUPS_PER_ADDRESS_HOUR = 10;

export interface NewAccount {
  email: string;
  password: string;
  name?: string;
  locale?: string;
  /** The address was shown to be the user's own (the account is made from an invitation link sent to it). */
  emailVerified?: boolean;
}

export class UserService {
  constructor(
    private readonly usersRepo: UsersRepo,
    private readonly throttle: ThrottleRepo,
  ) {}

  /**
   * POST /users (open signup) from the client address `client`: a form the
   * §5 rules refuse costs nothing; a well-formed one is counted before its
   * address is looked up.
   */
  async signUp(input: NewAccount, client: string): Promise<User> {
    const account = checked(input);
    await reserveOrRefuse(this.throttle, [
      { key: `signup:${client}`, max: SIGNUPS_PER_ADDRESS_HOUR, windowSeconds: 3600 },
    ]);
    return this.insert(account);
  }

  /** Signup for the CLI and invitation links; email and password arrive trimmed (spec §5). */
  async create(input: NewAccount): Promise<User> {
    return this.insert(checked(input));
  }

  private async insert({ email, password, name, locale, emailVerified }: CheckedAccount): Promise<User> {
    if (await this.usersRepo.findByEmail(email)) throw new AppError(409, 'email_taken');
    const now = nowSeconds();
    let user: User;
    try {
      user = await this.usersRepo.insert({
        email,
        password_hash: await hashPassword(password),
        name,
        gender: null,
        profile_picture: null,
        linked_baby_id: null,
        family_version: 0,
        locale,
        email_verified_at: emailVerified ? now : null,
        created_at: now,
        updated_at: now,
      });
    } catch (error) {
      // Two signups racing for one address: the unique index decides.
      if (await this.usersRepo.findByEmail(email)) throw new AppError(409, 'email_taken');
      throw error;
    }
    // Registering an address grants nothing: invitations are accepted only through their mailed links.
    return user;
  }
}

interface CheckedAccount {
  email: string;
  password: string;
  name: string;
  locale: string;
  emailVerified: boolean;
}

/** The §5 rules: email and password trimmed, a real address, a strong password, a name (the address's local part if none). */
function checked(input: NewAccount): CheckedAccount {
  const email = input.email.trim().toLowerCase();
  const password = input.password.trim();
  if (!isEmail(email)) throw new AppError(422, 'invalid_email');
  if (!isStrongPassword(password)) throw new AppError(422, 'invalid_password');
  const name = (input.name ?? '').trim() || email.split('@')[0] || email;
  if (!isValidName(name)) throw new AppError(422, 'invalid_name');
  return { email, password, name, locale: input.locale ?? 'en', emailVerified: input.emailVerified ?? false };
}
