import type { SignInReply, UserReply } from '@sprout/shared';
import { apiRequest } from './client';

export interface SignInInput { login: string; password: string; rememberMe: boolean }

/** Form-encoded; the login is trimmed, the password is sent as typed (spec §5). */
export function signIn(input: SignInInput): Promise<SignInReply> {
  return apiRequest<SignInReply>('POST', '/users/sign_in.json', {
    form: { login: input.login.trim(), password: input.password, remember_me: input.rememberMe ? '1' : '0' },
    allowUnauthorized: true,
  });
}

export function signOut(): Promise<void> {
  return apiRequest<void>('DELETE', '/users/sign_out.json', { allowUnauthorized: true });
}

export function fetchUser(options: { allowUnauthorized?: boolean; signal?: AbortSignal } = {}): Promise<UserReply> {
  return apiRequest<UserReply>('GET', '/user', options);
}
