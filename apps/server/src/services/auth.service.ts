import type { Session, User } from '../db/schema.js';
import { AppError } from '../errors.js';
import type { LiveSession } from '../repositories/sessions.repo.js';
import type { WriteAwareCache } from '../repositories/write-aware-cache.js';
import type { SessionsRepo } from '../repositories/sessions.repo.js';
import type { ThrottleRepo } from '../repositories/throttle.repo.js';
import type { UsersRepo } from '../repositories/users.repo.js';
import { hashToken, randomToken } from '../util/tokens.js';
import { nowSeconds } from '../util/time.js';
import { dummyPasswordHash, verifyPassword } from './passwords.js';

const DAY = 86_400;
const SESSION_SECONDS = { remember: 30 * DAY, plain: DAY } as const;
/** Failed sign-ins allowed per window, per login name and per client address. */
const THROTTLE = { windowSeconds: 15 * 60, perLogin: 5, perAddress: 30 } as const;

export interface SignedIn { token: string; user: User; session: Session }

export class AuthService {
  constructor(
    private readonly users: UsersRepo,
    private readonly sessions: SessionsRepo,
    private readonly throttle: ThrottleRepo,
    private readonly cache: WriteAwareCache<LiveSession>,
  ) {}

  async signIn(login: string, password: string, remember: boolean, address: string): Promise<SignedIn> {
    const now = nowSeconds();
    const windowStart = now - THROTTLE.windowSeconds;
    const loginKey = `signin:login:${login.toLowerCase()}`;
    const addressKey = `signin:addr:${address}`;
    if ((await this.throttle.count(loginKey, windowStart)) >= THROTTLE.perLogin
      || (await this.throttle.count(addressKey, windowStart)) >= THROTTLE.perAddress) {
      throw new AppError(429, 'too_fast');
    }
    const user = await this.users.findByEmail(login);
    const ok = await verifyPassword(user?.password_hash ?? (await dummyPasswordHash()), password);
    if (!user || !ok) {
      await this.throttle.hit(loginKey, now, windowStart);
      await this.throttle.hit(addressKey, now, windowStart);
      throw new AppError(401, 'invalid_credentials');
    }
    await this.throttle.clear(loginKey);
    return this.startSession(user, remember);
  }

  async startSession(user: User, remember: boolean): Promise<SignedIn> {
    const now = nowSeconds();
    const token = randomToken();
    const session = await this.sessions.insert({
      user_id: user.id, token_hash: hashToken(token), remember: remember ? 1 : 0,
      created_at: now, expires_at: now + (remember ? SESSION_SECONDS.remember : SESSION_SECONDS.plain),
    });
    return { token, user, session };
  }

  async authenticate(token: string): Promise<LiveSession | undefined> {
    if (token.length < 20 || token.length > 200) return undefined;
    // Keyed by the token itself: a hit then costs no hashing either.
    return this.cache.through('', token, () => this.sessions.findLive(hashToken(token), nowSeconds()));
  }

  async signOut(session: Session): Promise<void> {
    await this.sessions.revoke(session.id, nowSeconds());
  }
}
