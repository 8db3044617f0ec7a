import type { PuzzleReply, SignInReply, UserReply } from '@sprout/shared';
import { apiRequest } from './client';

/** `puzzle`: a solved puzzle check, once the server asks for one (after repeated failures). */
export interface SignInInput { login: string; password: string; rememberMe: boolean; puzzle?: { id: string; x: number } }

/** Form-encoded; the login is trimmed, the password is sent as typed (spec §5). */
export function signIn(input: SignInInput): Promise<SignInReply> {
  return apiRequest<SignInReply>('POST', '/users/sign_in.json', {
    form: {
      login: input.login.trim(), password: input.password, remember_me: input.rememberMe ? '1' : '0',
      ...(input.puzzle ? { puzzle_id: input.puzzle.id, puzzle_x: String(input.puzzle.x) } : {}),
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
