import type { PuzzleReply, SignInReply, SignupModeReply, UserReply } from '@sprout/shared';
import { apiRequest } from './client';

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
  });
}

export function signOut(): Promise<void> {
  return apiRequest<void>('DELETE', '/users/sign_out.json', { allowUnauthorized: true });
}

export function fetchUser(options: { allowUnauthorized?: boolean; signal?: AbortSignal } = {}): Promise<UserReply> {
  return apiRequest<UserReply>('GET', '/user', options);
}

/** A new puzzle slider check (spec §4) for a sign-in the server asked to prove itself. */
export function fetchPuzzle(signal?: AbortSignal): Promise<PuzzleReply> {
  return apiRequest<PuzzleReply>('GET', '/users/puzzle', { allowUnauthorized: true, ...(signal ? { signal } : {}) });
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
  });
}
