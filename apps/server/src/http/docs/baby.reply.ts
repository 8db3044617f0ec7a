import { z } from 'zod';
import { GENDERS, type BabyAbilities, type LinkedBaby, type VipGrantReply } from '@sprout/shared';
import type { BabyProfileService } from '../../services/baby-profile.service.js';

/** Reply schemas of /babies and of a baby inside a family relation, typed against what they send. */
export const babyAbilities: z.ZodType<BabyAbilities> = z.object({
  view: z.boolean(),
  upload: z.boolean(),
  manage: z.boolean(),
  comment: z.boolean(),
  like: z.boolean(),
});

export const linkedBaby: z.ZodType<LinkedBaby> = z.object({
  id: z.number().int(),
  id_str: z.string(),
  name: z.string(),
  birthday: z.string().nullable(),
  gender: z.enum(GENDERS),
  is_baby: z.boolean(),
  profile_picture: z.string().nullable(),
  personal_domain: z.string().nullable(),
  space_overflow: z.boolean(),
  vip_expiration: z.number().int(),
  storage_bytes: z.number().int(),
  free_storage_bytes: z.number().int().nullable(),
  vip_from_baby_id: z.number().int().nullable(),
});

type BackgroundReply = Awaited<ReturnType<BabyProfileService['background']>>;
export const babyBackgroundReply: z.ZodType<BackgroundReply> = z.object({
  baby_id: z.number().int(),
  background: z.string().nullable(),
  y: z.number(),
});

type AddressReply = Awaited<ReturnType<BabyProfileService['lookup']>>;
export const babyAddressReply: z.ZodType<AddressReply> = z.object({
  address: z.string(),
  valid: z.boolean(),
  available: z.boolean(),
  baby_id: z.number().int().nullable(),
});

export const vipGrantReply: z.ZodType<VipGrantReply> = z.object({
  baby_id: z.number().int(),
  from_baby_id: z.number().int().nullable(),
  vip_expiration: z.number().int(),
  message: z.string(),
});
