import type {
  AuthProviderReply,
  AuthSignInReply,
  AuthStartReply,
  LinkedIdentityReply,
  SignInReply,
} from '@sprout/shared';
import { apiRequest } from './client';

/** The configured social sign-in providers (none: no buttons). */
export function fetchProviders(signal?: AbortSignal): Promise<AuthProviderReply[]> {
  return apiRequest<AuthProviderReply[]>('GET', '/authentications/providers', {
    allowUnauthorized: true,
    ...(signal ? { signal } : {}),
  });
}

/** Begins the redirect to a provider; the server keeps the flow's secrets and sets its cookie. */
export function startProvider(provider: string): Promise<AuthStartReply> {
  return apiRequest<AuthStartReply>('POST', '/authentications/start', { form: { provider }, allowUnauthorized: true });
}

/** Hands the provider's answer (the callback page's query string) to the server. */
export function completeProvider(provider: string, query: string): Promise<AuthSignInReply> {
  return apiRequest<AuthSignInReply>('POST', '/authentications/callback', {
    json: { provider, query },
    allowUnauthorized: true,
  });
}

export interface SocialSignUpInput {
  token: string;
  email: string;
  password: string;
  name?: string;
}

/** PUT /authentications/sign_up: a new account, or the link to an existing one with its password. */
export function socialSignUp(input: SocialSignUpInput): Promise<SignInReply> {
  return apiRequest<SignInReply>('PUT', '/authentications/sign_up', {
    form: {
      auth_registration_token: input.token,
      email: input.email.trim(),
      password: input.password,
      ...(input.name ? { name: input.name.trim() } : {}),
    },
    allowUnauthorized: true,
  });
}

export function fetchLinkedIdentities(signal?: AbortSignal): Promise<LinkedIdentityReply[]> {
  return apiRequest<LinkedIdentityReply[]>('GET', '/user/authentications', signal ? { signal } : {});
}

export function unlinkIdentity(provider: string): Promise<void> {
  return apiRequest<void>('DELETE', `/user/authentications/${encodeURIComponent(provider)}`);
}

/** PUT /user/email: the new address and the current password; it changes when the mailed link is opened. */
export function requestEmailChange(email: string, currentPassword: string): Promise<void> {
  return apiRequest<void>('PUT', '/user/email', { form: { email: email.trim(), current_password: currentPassword } });
}

/** The link mailed to the new address. */
export function confirmEmailChange(token: string): Promise<void> {
  return apiRequest<void>('POST', '/email_change', { form: { token }, allowUnauthorized: true });
}
