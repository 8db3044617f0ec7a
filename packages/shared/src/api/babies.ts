/** A baby: creating one, and how it is sent inside a family relation (/babies). */
import { z } from 'zod';
import { GENDERS, RELATIONS, type Gender } from '../enums.js';
import { NAME_MAX, RELATION_NAME_MAX } from '../rules.js';

export const createBabyBody = z.object({
  name: z.string().trim().min(1).max(NAME_MAX),
  birthday: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  gender: z.enum(GENDERS),
  relation: z.enum(RELATIONS).default('parent'),
  relation_name: z.string().trim().max(RELATION_NAME_MAX).optional(),
  is_baby: z.boolean().default(true),
});

export interface BabyAbilities {
  view: boolean;
  upload: boolean;
  manage: boolean;
  comment: boolean;
  like: boolean;
}

export interface LinkedBaby {
  id: number;
  id_str: string;
  name: string;
  birthday: string | null;
  gender: Gender;
  is_baby: boolean;
  profile_picture: string | null;
  personal_domain: string | null;
  /** Free storage used up (FREE_STORAGE_BYTES reached); always false when the operator set no limit. */
  space_overflow: boolean;
  /** Unix seconds: VIP while in the future, "out of VIP" when positive but past, 0 never VIP. Shared VIP included. */
  vip_expiration: number;
  /** Every byte stored for the baby's moments (originals and derivatives, trashed ones until purged). */
  storage_bytes: number;
  /** The free limit (FREE_STORAGE_BYTES); null when there is none. */
  free_storage_bytes: number | null;
  /** The baby whose VIP this baby shares, or null when its VIP (if any) is its own. */
  vip_from_baby_id: number | null;
}

/** POST /vip_grants: an Admin of a VIP baby (`from_baby_id`) shares its VIP with another baby they administer. */
export const vipGrantBody = z.object({
  from_baby_id: z.coerce.number().int().positive(),
  baby_id: z.coerce.number().int().positive(),
});
export type VipGrantInput = z.infer<typeof vipGrantBody>;

export interface VipGrantReply {
  baby_id: number;
  from_baby_id: number | null;
  vip_expiration: number;
  /** "VIP granted" / "VIP taken back", in the request's locale. */
  message: string;
}
