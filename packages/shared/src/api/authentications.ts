/** Social sign-in over OpenID Connect (spec §7 Authentications; ADR 0017). */
import { z } from 'zod';
import type { SignInReply } from './users.js';

const providerId = z.string().trim().toLowerCase().min(1).max(32);
const flag = z
  .union([z.literal('1'), z.literal('0'), z.literal('true'), z.literal('false'), z.literal('on')])
  .optional();

/** GET /authentications/providers: the configured providers, in the order of their buttons. */
export interface AuthProviderReply {
  id: string;
  name: string;
}

/** POST /authentications/sign_in (form): an app's access token from the provider. */
export const authSignInForm = z.object({
  provider: providerId,
  access_token: z.string().min(1).max(4096),
  skip_register: flag,
});

/** PUT /authentications/sign_up (form): completes a registration, new account or link to an existing one (its password). */
export const authSignUpForm = z.object({
  auth_registration_token: z.string().min(20).max(200),
  email: z.string().trim().min(1).max(254),
  // Checked as typed against an existing account; trimmed for a new one (spec §5).
  password: z.string().min(1).max(1024),
  name: z.string().trim().max(100).optional(),
  puzzle_id: z.string().min(10).max(100).optional(),
  puzzle_x: z.coerce.number().int().min(0).max(1000).optional(),
  /** The puzzle's proof of work (ADR 0024): a nonce found by solveProof. */
  puzzle_proof: z.string().max(20).optional(),
});

/** POST /authentications/start (form): begins the browser's redirect to a provider. */
export const authStartForm = z.object({ provider: providerId });
export interface AuthStartReply {
  url: string;
}

/** POST /authentications/callback: what the provider sent back to the browser (the callback page's query string). */
export const authCallbackBody = z.object({ provider: providerId, query: z.string().max(8192) });

/**
 * An identity no account has yet: `auth_registration_token` is single-use and ends
 * after 30 minutes. `email` is the provider's address, `email_verified` whether the
 * provider vouches for it; `existing_account` (only for a verified address) that an
 * account has it, so the password of that account links the identity.
 */
export interface AuthRegistrationReply {
  status: 'register';
  auth_registration_token: string;
  provider: string;
  provider_name: string;
  email: string | null;
  email_verified: boolean;
  name: string | null;
  existing_account: boolean;
  /** Whether this Sprout makes new accounts here (SIGNUP=open); with invite only, only linking an existing account works. */
  signup_open: boolean;
  expires_at: number;
}

export type AuthSignInReply = ({ status: 'ok' } & SignInReply) | AuthRegistrationReply;

/** GET /user/authentications: the providers linked to the signed-in account. */
export interface LinkedIdentityReply {
  provider: string;
  provider_name: string;
  email: string | null;
  created_at: number;
}
