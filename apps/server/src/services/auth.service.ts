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
import type { TrustedDevices } from './trusted-devices.js';

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
 * - 50 password checks per login over all addresses.
 * The first two count every attempt, before anything else (see reserveOrRefuse). The third counts
 * only attempts that reach the password: one the puzzle turned away tried nothing, and counting it
 * let a stranger spend the owner's stop with answers that never checked a password. A browser the
 * owner proved is theirs (TrustedDevices) is not held by the third, so the owner still gets in while
 * the login is attacked from everywhere.
 */
export const THROTTLE = { windowSeconds: 15 * 60, perLoginAddress: 10, perAddress: 30, perLogin: 50 } as const;

/**
 * After this many sign-ins that did not succeed, for one login or from one
 * address (within an hour, until one succeeds), each further attempt needs a
 * solved puzzle (spec §4: "a puzzle slider check passes or fails").
 */
export const PUZZLE_AFTER_FAILURES = 3;
const FAILURE_WINDOW_SECONDS = HOUR;

function addressLimits(name: string, address: string): Limit[] {
  const { windowSeconds } = THROTTLE;
  return [
    { key: `signin:login-addr:${name}|${address}`, max: THROTTLE.perLoginAddress, windowSeconds },
    { key: `signin:addr:${address}`, max: THROTTLE.perAddress, windowSeconds },
  ];
}

function loginLimits(name: string): Limit[] {
  return [{ key: `signin:login:${name}`, max: THROTTLE.perLogin, windowSeconds: THROTTLE.windowSeconds }];
}

export interface SignedIn {
  token: string;
  user: User;
  session: Session;
  /** A new device token, when a password sign-in came from a browser not yet known to be the owner's. */
  device?: { token: string; maxAge: number };
}
export interface PuzzleAnswer {
  id: string;
  x: number;
  proof?: string | undefined;
}
export interface SignInAttempt {
  login: string;
  password: string;
  remember: boolean;
  address: string;
  puzzle?: PuzzleAnswer | undefined;
  /** The browser's device token, if it has one (TrustedDevices). */
  device?: string | undefined;
}

/** A password checked behind a signed-in session (changing it, the address, deleting the account). */
export interface SessionPasswordCheck {
  user: User;
  address: string;
  device?: string | undefined;
}

export class AuthService {
  constructor(
    private readonly usersRepo: UsersRepo,
    private readonly sessionsRepo: SessionsRepo,
    private readonly throttleRepo: ThrottleRepo,
    private readonly puzzles: PuzzleService,
    private readonly devices: TrustedDevices,
  ) {}

  async signIn({ login, password, remember, address, puzzle, device }: SignInAttempt): Promise<SignedIn> {
    const name = login.toLowerCase();
    const [loginAddressKey, ...shared] = await reserveOrRefuse(this.throttleRepo, addressLimits(name, address));
    // Each attempt counts as a failure until it succeeds; the count is taken atomically, so a
    // parallel burst gets no more password checks without the puzzle than a sequence would.
    const failureKeys = [`signin-fail:login:${name}`, `signin-fail:addr:${address}`];
    const now = nowSeconds();
    const failures = await this.throttleRepo.reserveTogether(
      failureKeys.map((key) => ({ key, windowStart: now - FAILURE_WINDOW_SECONDS })),
      now,
    );
    if (failures.some((count) => count > PUZZLE_AFTER_FAILURES)) {
      const solved = puzzle ? await this.puzzles.solved(puzzle.id, puzzle.x, puzzle.proof) : false;
      if (!solved) {
        // No password was checked: this attempt is not a failure.
        await Promise.all(failureKeys.map((key) => this.throttleRepo.release(key)));
        throw new AppError(403, puzzle ? 'puzzle_failed' : 'puzzle_required');
      }
    }
    const user = await this.usersRepo.findByEmail(login);
    const trusted = await this.isOwnersDevice(user, device);
    const loginKeys = trusted
      ? []
      : await reserveOrRefuse(this.throttleRepo, loginLimits(name)).catch(async (error: unknown) => {
          await Promise.all(failureKeys.map((key) => this.throttleRepo.release(key)));
          throw error;
        });
    const ok = await verifyPassword(user?.password_hash ?? (await dummyPasswordHash()), password);
    if (!user || !ok) {
      // This failure counted: when it reached the puzzle's threshold, the client shows the puzzle before the next attempt.
      const puzzleNext = failures.some((count) => count >= PUZZLE_AFTER_FAILURES);
      throw new AppError(401, 'invalid_credentials', {}, puzzleNext ? { puzzle_required_next: true } : undefined);
    }
    await Promise.all(
      [...failureKeys, ...(loginAddressKey ? [loginAddressKey] : [])].map((key) => this.throttleRepo.clear(key)),
    );
    await Promise.all([...shared, ...loginKeys].map((key) => this.throttleRepo.release(key)));
    const signedIn = await this.startSession(user, remember);
    return trusted ? signedIn : { ...signedIn, device: await this.devices.issue(user.id) };
  }

  /**
   * Checks a password behind a signed-in session, under the sign-in limits of the
   * account's login and the client's address: a stolen session may not guess the
   * password faster than a sign-in could. `check` throws 403 `wrong_password` for a
   * wrong one; only that counts, anything else gives the attempt back.
   */
  async withSessionPassword<T>({ user, address, device }: SessionPasswordCheck, check: () => Promise<T>): Promise<T> {
    const name = user.email.toLowerCase();
    const keys = await reserveOrRefuse(this.throttleRepo, addressLimits(name, address));
    const loginKeys = (await this.isOwnersDevice(user, device))
      ? []
      : await reserveOrRefuse(this.throttleRepo, loginLimits(name)).catch(async (error: unknown) => {
          await Promise.all(keys.map((key) => this.throttleRepo.release(key)));
          throw error;
        });
    try {
      const result = await check();
      await Promise.all([...keys, ...loginKeys].map((key) => this.throttleRepo.release(key)));
      return result;
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'wrong_password'))
        await Promise.all([...keys, ...loginKeys].map((key) => this.throttleRepo.release(key)));
      throw error;
    }
  }

  /** Whether the browser proved it is this user's: then the login's shared stop does not hold it (see THROTTLE). */
  private async isOwnersDevice(user: User | undefined, device: string | undefined): Promise<boolean> {
    return user !== undefined && device !== undefined && (await this.devices.ownerOf(device)) === user.id;
  }

  /** A device token for a browser that just proved it is the owner's. */
  trustDevice(userId: number): Promise<{ token: string; maxAge: number }> {
    return this.devices.issue(userId);
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
