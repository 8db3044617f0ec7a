import { z } from 'zod';
import {
  GENDERS,
  WEB_HINTS,
  type CdnConfig,
  type CurrentUserReply,
  type LoginAvailableReply,
  type PuzzleReply,
  type QrInfoReply,
  type QrKeyReply,
  type QrLoginReply,
  type SessionStateReply,
  type SignInReply,
  type SignupModeReply,
  type UserReply,
  type WebHintReply,
} from '@sprout/shared';

/** Reply schemas of the signed-in user (/user, sign-in), typed against the shared reply types. */
const userFields = {
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  display_name: z.string(),
  gender: z.enum(GENDERS).nullable(),
  profile_picture: z.string().nullable(),
  email_verified: z.boolean(),
  linked_baby_id: z.number().int().nullable(),
  family_version: z.number().int(),
  locale: z.string(),
  phone: z.string().nullable(),
  abilities: z.object({ use_support_console: z.boolean() }),
};
export const userReply: z.ZodType<UserReply> = z.object(userFields);

const cdnConfig: z.ZodType<CdnConfig> = z.object({ url: z.string(), auth: z.literal('session'), expire: z.number() });
const mediaConfig = z.object({ cdns: z.array(cdnConfig) });

export const currentUserReply: z.ZodType<CurrentUserReply> = z.object({ ...userFields, config: mediaConfig });

const signInFields = { auth_token: z.string(), user: userReply, config: mediaConfig };
export const signInReply: z.ZodType<SignInReply> = z.object(signInFields);
/** A sign-in marked ok, as the QR and social sign-ins answer it. */
export const signedInOk = z.object({ status: z.literal('ok'), ...signInFields });

export const sessionStateReply: z.ZodType<SessionStateReply> = z.object({ signed_in: z.boolean() });
export const signupModeReply: z.ZodType<SignupModeReply> = z.object({ mode: z.enum(['invite', 'open']) });
export const loginAvailableReply: z.ZodType<LoginAvailableReply> = z.object({ available: z.boolean() });

export const puzzleReply: z.ZodType<PuzzleReply> = z.object({
  id: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  piece_size: z.number().int(),
  piece_y: z.number().int(),
  proof_bits: z.number().int(),
  image: z.string(),
  piece: z.string(),
});

export const qrKeyReply: z.ZodType<QrKeyReply> = z.object({
  key: z.string(),
  expires_at: z.number(),
  url: z.string(),
  qr: z.string(),
});

export const qrLoginReply: z.ZodType<QrLoginReply> = z.union([
  z.object({ status: z.enum(['await', 'invalid', 'expired']) }),
  signedInOk,
]);

export const qrInfoReply: z.ZodType<QrInfoReply> = z.object({
  browser: z.string(),
  address: z.string(),
  created_at: z.number(),
  expires_at: z.number(),
});

export const webHintReply: z.ZodType<WebHintReply> = z.object({ hint_name: z.enum(WEB_HINTS), exist: z.boolean() });
