import type { Session, User } from '../db/schema.js';
import { AppError } from '../errors.js';
import type { LiveSession, SessionsRepo } from '../repositories/sessions.repo.js';
import type { ThrottleRepo } from '../repositories/throttle.repo.js';
import type { UsersRepo } from '../repositories/users.repo.js';
import { hashToken, randomToken } from '../util/tokens.js';
import { nowSeconds } from '../util/time.js';
import { dummyPasswordHash, verifyPassword } from './passwords.js';
import { reserveOrRefuse, type Limit } from './throttle.js';

const DAY = 86_400;
const SESSION_SECONDS = { remember: 30 * DAY, plain: DAY } as const;
/**
 * Sign-in limits, in fixed 15-minute windows counted in the database (shared by every API process):
 * - 5 guesses per login from one client address: a stranger's wrong passwords lock only their own
 *   address out of that account, never the owner signing in from elsewhere;
 * - 30 guesses per client address over all logins: one address cannot spray many accounts;
 * - 50 guesses per login over all addresses: a distributed attack still gets at most 50 guesses a
 *   window (the owner is locked out only while 10 or more addresses attack the account at once).
 * Every attempt is reserved under all three before its password is checked (see reserveOrRefuse);
 * a success gives its reservations back and clears its login+address counter.
 */
const THROTTLE = { windowSeconds: 15 * 60, perLoginAddress: 5, perAddress: 30, perLogin: 50 } as const;

function signInLimits(login: string, address: string): Limit[] {
  const { windowSeconds } = THROTTLE;
  const name = login.toLowerCase();
  return [
    { key: `signin:login-addr:${name}|${address}`, max: THROTTLE.perLoginAddress, windowSeconds },
    { key: `signin:addr:${address}`, max: THROTTLE.perAddress, windowSeconds },
    { key: `signin:login:${name}`, max: THROTTLE.perLogin, windowSeconds },
  ];
}

export interface SignedIn { token: string; user: User; session: Session }

export class AuthService {
  constructor(
    private readonly usersRepo: UsersRepo,
    private readonly sessionsRepo: SessionsRepo,
    private readonly throttleRepo: ThrottleRepo,
  ) {}

  async signIn(login: string, password: string, remember: boolean, address: string): Promise<SignedIn> {
    const [loginAddressKey, ...shared] = await reserveOrRefuse(this.throttleRepo, signInLimits(login, address));
    const user = await this.usersRepo.findByEmail(login);
    const ok = await verifyPassword(user?.password_hash ?? (await dummyPasswordHash()), password);
    if (!user || !ok) throw new AppError(401, 'invalid_credentials');
    if (loginAddressKey) await this.throttleRepo.clear(loginAddressKey);
    await Promise.all(shared.map((key) => this.throttleRepo.release(key)));
    return this.startSession(user, remember);
  }

  async startSession(user: User, remember: boolean): Promise<SignedIn> {
    const now = nowSeconds();
    const token = randomToken();
    const session = await this.sessionsRepo.insert({
      user_id: user.id, token_hash: hashToken(token), remember: remember ? 1 : 0,
      created_at: now, expires_at: now + (remember ? SESSION_SECONDS.remember : SESSION_SECONDS.plain),
    });
    return { token, user, session };
  }

  async authenticate(token: string): Promise<LiveSession | undefined> {
    if (token.length < 20 || token.length > 200) return undefined;
    return this.sessionsRepo.findLiveByToken(token, nowSeconds());
  }

  async signOut(session: Session): Promise<void> {
    await this.sessionsRepo.revoke(session.id, nowSeconds());
  }
}
