import { z } from 'zod';
import { GENDERS, type CdnConfig, type CurrentUserReply, type SignInReply, type UserReply } from '@sprout/shared';

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

export const signInReply: z.ZodType<SignInReply> = z.object({
  auth_token: z.string(),
  user: userReply,
  config: mediaConfig,
});
