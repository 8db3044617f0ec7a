import { isEmail, isStrongPassword, isValidName } from '@sprout/shared';
import type { User } from '../db/schema.js';
import { AppError } from '../errors.js';
import type { UsersRepo } from '../repositories/users.repo.js';
import { nowSeconds } from '../util/time.js';
import { hashPassword } from './passwords.js';

export interface NewAccount {
  email: string; password: string; name?: string; locale?: string;
  /** The address was shown to be the user's own (the account is made from an invitation link sent to it). */
  emailVerified?: boolean;
}

export class UserService {
  constructor(private readonly usersRepo: UsersRepo) {}

  /** Signup for the API and the CLI; email and password arrive trimmed (spec §5). */
  async create(input: NewAccount): Promise<User> {
    const email = input.email.trim().toLowerCase();
    const password = input.password.trim();
    if (!isEmail(email)) throw new AppError(422, 'invalid_email');
    if (!isStrongPassword(password)) throw new AppError(422, 'invalid_password');
    const name = (input.name ?? '').trim() || email.split('@')[0] || email;
    if (!isValidName(name)) throw new AppError(422, 'invalid_name');
    if (await this.usersRepo.findByEmail(email)) throw new AppError(409, 'email_taken');
    const now = nowSeconds();
    let user: User;
    try {
      user = await this.usersRepo.insert({
        email, password_hash: await hashPassword(password), name, gender: null, profile_picture: null,
        linked_baby_id: null, family_version: 0, locale: input.locale ?? 'en', email_verified_at: input.emailVerified ? now : null, created_at: now, updated_at: now,
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
