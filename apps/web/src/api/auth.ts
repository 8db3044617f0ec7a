import type {
  CurrentUserReply,
  LoginAvailableReply,
  PuzzleReply,
  SessionStateReply,
  SignInReply,
  SignupModeReply,
} from '@sprout/shared';
import { cdnsStale } from '../lib/mediaSrc';
import { rememberCdns, storedCdns } from './cdnStore';
import { apiRequest } from './client';

/** A sign-in answer's media configuration is kept (spec: login response config.cdns). */
function keepingCdns<T extends { config?: SignInReply['config'] }>(reply: T): T {
  if (reply.config) rememberCdns(reply.config.cdns);
  return reply;
}

/** `puzzle`: a solved puzzle check, once the server asks for one (after repeated failures). */
export interface SignInInput {
  login: string;
  password: string;
  rememberMe: boolean;
  puzzle?: { id: string; x: number; proof: string };
}

/** Form-encoded; the login is trimmed, the password is sent as typed (spec §5). */
export function signIn(input: SignInInput): Promise<SignInReply> {
  return apiRequest<SignInReply>('POST', '/users/sign_in.json', {
    form: {
      login: input.login.trim(),
      password: input.password,
      remember_me: input.rememberMe ? '1' : '0',
      ...(input.puzzle
        ? { puzzle_id: input.puzzle.id, puzzle_x: String(input.puzzle.x), puzzle_proof: input.puzzle.proof }
        : {}),
    },
    allowUnauthorized: true,
  }).then(keepingCdns);
}

export function signOut(): Promise<void> {
  return apiRequest<void>('DELETE', '/users/sign_out.json', { allowUnauthorized: true });
}

/** The signed-in user, with the media configuration, which is kept. */
export function fetchUser(
  options: { allowUnauthorized?: boolean; signal?: AbortSignal } = {},
): Promise<CurrentUserReply> {
  return apiRequest<CurrentUserReply>('GET', '/user', options).then(keepingCdns);
}

let refreshing: Promise<unknown> | null = null;

/** Asks for the media configuration again when the kept one is older than its expiry (spec §4); one request at a time. */
export async function refreshCdnsIfStale(now = Date.now()): Promise<void> {
  if (!cdnsStale(storedCdns.get(), now)) return;
  refreshing ??= fetchUser({ allowUnauthorized: true })
    .catch(() => undefined)
    .finally(() => {
      refreshing = null;
    });
  await refreshing;
}

/** A new puzzle slider check (spec §4) for a sign-in the server asked to prove itself. */
export function fetchPuzzle(signal?: AbortSignal): Promise<PuzzleReply> {
  return apiRequest<PuzzleReply>('GET', '/users/puzzle', { allowUnauthorized: true, ...(signal ? { signal } : {}) });
}

/** Whether the session cookie still signs the user in: 200 either way, so a signed-out visit logs no error. */
export function fetchSessionState(signal?: AbortSignal): Promise<SessionStateReply> {
  return apiRequest<SessionStateReply>('GET', '/users/session', signal ? { signal } : {});
}

/** Whether an address can still make an account (spec §7), asked as the sign-up form's address is typed. */
export function fetchLoginAvailable(login: string, signal?: AbortSignal): Promise<LoginAvailableReply> {
  return apiRequest<LoginAvailableReply>('GET', '/users/login_available', {
    query: { login },
    allowUnauthorized: true,
    ...(signal ? { signal } : {}),
  });
}

/** Who may create an account here (SIGNUP): `open` shows the web sign-up and first baby, `invite` the spec's notices. */
export function fetchSignupMode(signal?: AbortSignal): Promise<SignupModeReply> {
  return apiRequest<SignupModeReply>('GET', '/users/signup', {
    allowUnauthorized: true,
    ...(signal ? { signal } : {}),
  });
}

/** POST /users (form): email and password trimmed (spec §5). */
export function signUp(input: { name: string; email: string; password: string }): Promise<SignInReply> {
  return apiRequest<SignInReply>('POST', '/users', {
    form: { name: input.name.trim(), email: input.email.trim(), password: input.password.trim() },
    allowUnauthorized: true,
  }).then(keepingCdns);
}
