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
  space_overflow: boolean;
  vip_expiration: number;
}
