/** Sign-in, sign-up and the signed-in user (/users, /sessions). */
import { z } from 'zod';
import type { Gender } from '../enums.js';
import { NAME_MAX } from '../rules.js';

export const signInForm = z.object({
  login: z.string().trim().min(1).max(254),
  // Passwords are sent as typed (spec §5): never trimmed.
  password: z.string().min(1).max(1024),
  remember_me: z.union([z.literal('1'), z.literal('0'), z.literal('true'), z.literal('false'), z.literal('on')]).optional(),
});

export const signUpForm = z.object({
  email: z.string().trim().min(1).max(254),
  password: z.string().trim().min(1).max(1024),
  name: z.string().trim().max(NAME_MAX).optional(),
});

export interface CdnConfig { url: string; auth: 'session'; expire: number }

export interface UserReply {
  id: number;
  email: string;
  name: string;
  display_name: string;
  gender: Gender | null;
  profile_picture: string | null;
  linked_baby_id: number | null;
  family_version: number;
  locale: string;
}

export interface SignInReply { auth_token: string; user: UserReply; config: { cdns: CdnConfig[] } }
