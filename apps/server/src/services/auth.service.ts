import type { Session, User } from '../db/schema.js';
import { AppError } from '../errors.js';
import type { LiveSession, SessionsRepo } from '../repositories/sessions.repo.js';
import type { ThrottleRepo } from '../repositories/throttle.repo.js';
import type { UsersRepo } from '../repositories/users.repo.js';
import { hashToken, randomToken } from '../util/tokens.js';
import { nowSeconds } from '../util/time.js';
import { dummyPasswordHash, verifyPassword } from './passwords.js';
import type { PuzzleService } from './puzzle.service.js';
import { reserveOrRefuse, type Limit } from './throttle.js';

const HOUR = 3600;
const DAY = 86_400;
/**
 * How long a session lasts unused, renewed while it is used: "remember me"
 * 30 days; without it 12 hours idle (and its cookie ends with the browser).
 * A session is renewed at most once per `renewEvery`, so a busy session costs
 * one write a few minutes apart, not one per request.
 */
export const SESSION_WINDOW = {
  remember: { seconds: 30 * DAY, renewEvery: DAY },
  plain: { seconds: 12 * HOUR, renewEvery: 5 * 60 },
} as const;

/**
 * Sign-in limits, in fixed 15-minute windows counted in the database (shared by every API process),
 * the hard stop ("Your operation is too fast") beyond the puzzle check:
 * - 10 attempts per login from one client address;
 * - 30 per client address over all logins: one address cannot spray many accounts;
 * - 50 per login over all addresses.
 * Every attempt is reserved under all three before its password is checked (see reserveOrRefuse).
 */
const THROTTLE = { windowSeconds: 15 * 60, perLoginAddress: 10, perAddress: 30, perLogin: 50 } as const;

/**
 * After this many sign-ins that did not succeed, for one login or from one
 * address (within an hour, until one succeeds), each further attempt needs a
 * solved puzzle (spec §4: "a puzzle slider check passes or fails").
 */
export const PUZZLE_AFTER_FAILURES = 3;
const FAILURE_WINDOW_SECONDS = HOUR;

function signInLimits(name: string, address: string): Limit[] {
  const { windowSeconds } = THROTTLE;
  return [
    { key: `signin:login-addr:${name}|${address}`, max: THROTTLE.perLoginAddress, windowSeconds },
    { key: `signin:addr:${address}`, max: THROTTLE.perAddress, windowSeconds },
    { key: `signin:login:${name}`, max: THROTTLE.perLogin, windowSeconds },
  ];
}

export interface SignedIn {
  token: string;
  user: User;
  session: Session;
}
export interface PuzzleAnswer {
  id: string;
  x: number;
}
export interface SignInAttempt {
  login: string;
  password: string;
  remember: boolean;
  address: string;
  puzzle?: PuzzleAnswer | undefined;
}

export class AuthService {
  constructor(
    private readonly usersRepo: UsersRepo,
    private readonly sessionsRepo: SessionsRepo,
    private readonly throttleRepo: ThrottleRepo,
    private readonly puzzles: PuzzleService,
  ) {}

  async signIn({ login, password, remember, address, puzzle }: SignInAttempt): Promise<SignedIn> {
    const name = login.toLowerCase();
    const [loginAddressKey, ...shared] = await reserveOrRefuse(this.throttleRepo, signInLimits(name, address));
    // Each attempt counts as a failure until it succeeds; the count is taken atomically, so a
    // parallel burst gets no more password checks without the puzzle than a sequence would.
    const failureKeys = [`signin-fail:login:${name}`, `signin-fail:addr:${address}`];
    const now = nowSeconds();
    const failures = await this.throttleRepo.reserveTogether(
      failureKeys.map((key) => ({ key, windowStart: now - FAILURE_WINDOW_SECONDS })),
      now,
    );
    if (failures.some((count) => count > PUZZLE_AFTER_FAILURES)) {
      const solved = puzzle ? await this.puzzles.solved(puzzle.id, puzzle.x) : false;
      if (!solved) {
        // No password was checked: this attempt is not a failure.
        await Promise.all(failureKeys.map((key) => this.throttleRepo.release(key)));
        throw new AppError(403, puzzle ? 'puzzle_failed' : 'puzzle_required');
      }
    }
    const user = await this.usersRepo.findByEmail(login);
    const ok = await verifyPassword(user?.password_hash ?? (await dummyPasswordHash()), password);
    if (!user || !ok) throw new AppError(401, 'invalid_credentials');
    await Promise.all(
      [...failureKeys, ...(loginAddressKey ? [loginAddressKey] : [])].map((key) => this.throttleRepo.clear(key)),
    );
    await Promise.all(shared.map((key) => this.throttleRepo.release(key)));
    return this.startSession(user, remember);
  }

  async startSession(user: User, remember: boolean): Promise<SignedIn> {
    const now = nowSeconds();
    const token = randomToken();
    const session = await this.sessionsRepo.insert({
      user_id: user.id,
      token_hash: hashToken(token),
      remember: remember ? 1 : 0,
      created_at: now,
      expires_at: now + (remember ? SESSION_WINDOW.remember : SESSION_WINDOW.plain).seconds,
    });
    return { token, user, session };
  }

  /** The live session behind a token, renewed while it is used (see SESSION_WINDOW); `renewed` when its end moved. */
  async authenticate(token: string): Promise<(LiveSession & { renewed: boolean }) | undefined> {
    if (token.length < 20 || token.length > 200) return undefined;
    const now = nowSeconds();
    const live = await this.sessionsRepo.findLiveByToken(token, now);
    if (!live) return undefined;
    const window = live.session.remember ? SESSION_WINDOW.remember : SESSION_WINDOW.plain;
    if (live.session.expires_at - now > window.seconds - window.renewEvery) return { ...live, renewed: false };
    const expiresAt = now + window.seconds;
    await this.sessionsRepo.renew(live.session.id, expiresAt);
    return { user: live.user, session: { ...live.session, expires_at: expiresAt }, renewed: true };
  }

  async signOut(session: Session): Promise<void> {
    await this.sessionsRepo.revoke(session.id, nowSeconds());
  }
}
