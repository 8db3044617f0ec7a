import { z } from 'zod';
import type {
  AuthProviderReply,
  AuthRegistrationReply,
  AuthSignInReply,
  AuthStartReply,
  LinkedIdentityReply,
} from '@sprout/shared';
import { signedInOk } from './user.reply.js';

/** Reply schemas of social sign-in (/authentications, /user/authentications), typed against the shared reply types. */
export const authProvidersReply: z.ZodType<AuthProviderReply[]> = z.array(
  z.object({ id: z.string(), name: z.string() }),
);

export const authStartReply: z.ZodType<AuthStartReply> = z.object({ url: z.string() });

const registration: z.ZodType<AuthRegistrationReply> = z.object({
  status: z.literal('register'),
  auth_registration_token: z.string(),
  provider: z.string(),
  provider_name: z.string(),
  email: z.string().nullable(),
  email_verified: z.boolean(),
  name: z.string().nullable(),
  existing_account: z.boolean(),
  signup_open: z.boolean(),
  expires_at: z.number(),
});

export const authSignInReply: z.ZodType<AuthSignInReply> = z.union([signedInOk, registration]);

export const linkedIdentitiesReply: z.ZodType<LinkedIdentityReply[]> = z.array(
  z.object({ provider: z.string(), provider_name: z.string(), email: z.string().nullable(), created_at: z.number() }),
);
