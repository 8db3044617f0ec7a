import { isEmail, isStrongPassword } from '@sprout/shared';
import type { User } from '../db/schema.js';
import { AppError } from '../errors.js';
import type { UsersRepo } from '../repositories/users.repo.js';
import { nowSeconds } from '../util/time.js';
import { hashPassword } from './passwords.js';

export interface NewAccount { email: string; password: string; name?: string; locale?: string }

/** Names are "standard words": letters, marks, numbers, spaces and a few joiners. */
const NAME = /^[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N} .'\-·]*$/u;

export class UserService {
  constructor(private readonly users: UsersRepo, private readonly onCreated: (user: User) => Promise<void> = async () => {}) {}

  /** Signup for the API and the CLI; email and password arrive trimmed (spec §5). */
  async create(input: NewAccount): Promise<User> {
    const email = input.email.trim().toLowerCase();
    const password = input.password.trim();
    if (!isEmail(email)) throw new AppError(422, 'invalid_email');
    if (!isStrongPassword(password)) throw new AppError(422, 'invalid_password');
    const name = (input.name ?? '').trim() || email.split('@')[0] || email;
    if (name.length > 60 || !NAME.test(name)) throw new AppError(422, 'invalid_name');
    if (await this.users.findByEmail(email)) throw new AppError(409, 'email_taken');
    const now = nowSeconds();
    let user: User;
    try {
      user = await this.users.insert({
        email, password_hash: await hashPassword(password), name, gender: null, profile_picture: null,
        linked_baby_id: null, family_version: 0, locale: input.locale ?? 'en', created_at: now, updated_at: now,
      });
    } catch (error) {
      // Two signups racing for one address: the unique index decides.
      if (await this.users.findByEmail(email)) throw new AppError(409, 'email_taken');
      throw error;
    }
    // Invitations sent to this address before the account existed take effect now.
    await this.onCreated(user);
    return (await this.users.findById(user.id)) ?? user;
  }
}
