/**
 * The wire contract between the server and its clients: request schemas
 * (zod, validated by the server) and reply shapes (JSON, snake_case).
 */
import { z } from 'zod';
import { GENDERS, PERMISSIONS, PRIVACY_LEVELS, RELATIONS, type Gender, type MomentType, type Permission, type Privacy, type Relation, type EventLayout } from './enums.js';

export const signInForm = z.object({
  login: z.string().trim().min(1).max(254),
  // Passwords are sent as typed (spec §5): never trimmed.
  password: z.string().min(1).max(1024),
  remember_me: z.union([z.literal('1'), z.literal('0'), z.literal('true'), z.literal('false'), z.literal('on')]).optional(),
});

export const signUpForm = z.object({
  email: z.string().trim().min(1).max(254),
  password: z.string().trim().min(1).max(1024),
  name: z.string().trim().max(60).optional(),
});

export const createBabyBody = z.object({
  name: z.string().trim().min(1).max(60),
  birthday: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  gender: z.enum(GENDERS),
  relation: z.enum(RELATIONS).default('parent'),
  relation_name: z.string().trim().max(30).optional(),
  is_baby: z.boolean().default(true),
});

export const momentPrivacy = z.enum(PRIVACY_LEVELS);

export const createMomentBody = z.object({
  baby_id: z.coerce.number().int().positive(),
  raise_on_dupilcation: z.boolean().optional(),
  moment: z.object({
    type: z.enum(['picture', 'video', 'audio']),
    service: z.literal('tus'),
    path: z.string().min(1).max(200),
    taken_at_gmt: z.number().int(),
    privacy: momentPrivacy,
    visible_for_ids: z.array(z.number().int().positive()).max(500).optional(),
    picture_width: z.number().int().positive().optional(),
    picture_height: z.number().int().positive().optional(),
    duration: z.number().positive().optional(),
    client_id: z.string().max(100).optional(),
    content: z.string().max(10_000).optional(),
    /** Minutes as JavaScript's getTimezoneOffset() gives them; decides the local day of the event. */
    time_zone_offset: z.number().int().min(-900).max(900).optional(),
  }).refine((m) => m.type === 'audio' || (m.picture_width !== undefined && m.picture_height !== undefined), {
    // Spec §5: a moment needs width and height (the server then trusts the file's own).
    message: 'width and height are required for pictures and videos',
  }),
});

export const permissionSchema = z.enum(PERMISSIONS);
export const relationSchema = z.enum(RELATIONS);

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

export interface BabyAbilities { view: boolean; upload: boolean; manage: boolean; comment: boolean; like: boolean }

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

export interface FamilyRelationReply {
  id: number;
  relation: Relation;
  relation_name: string | null;
  permission: Permission;
  is_baby: boolean;
  birthday: string | null;
  with_user: { id: number; name: string; linked_baby_id: number; linked_baby: LinkedBaby };
  abilities: BabyAbilities;
}

export interface FamilyRelationsReply { list: FamilyRelationReply[]; user: { timeline_family_ids: number[] } }

export interface UploadTokenReply {
  service: 'tus';
  bucket: string;
  endpoint: string;
  sts_token: string;
  access_key_id: string;
  access_key_secret: string;
  paths: { pictures: string; videos: string; audios: string };
  expiration: number;
}

export interface PictureUrls { thumb: string | null; large: string | null; original: string; state: 'processing' | 'ready' | 'failed' }

export interface MomentAbilities { update: boolean; delete: boolean; comment: boolean; like: boolean }

export interface MomentReply {
  id: number;
  id_str: string;
  event_id: number;
  baby_id: number;
  author_id: number;
  type: MomentType;
  content: string;
  picture: PictureUrls | null;
  /** The video (MP4), its poster frame at 0 s in two sizes, and whether the poster is made yet. */
  video: { url: string; poster: string | null; thumb: string | null; state: 'processing' | 'ready' | 'failed' } | null;
  audio: { url: string } | null;
  picture_width: number | null;
  picture_height: number | null;
  duration: number | null;
  taken_at_gmt: number;
  privacy: Privacy;
  visible_for_ids: number[];
  service: string;
  client_id: string | null;
  like: boolean;
  likes_count: number;
  comments_count: number;
  abilities: MomentAbilities;
}

export interface EventAbilities { update: boolean; comment: boolean; like: boolean }

export interface EventReply {
  id: number;
  id_str: string;
  baby_id: number;
  taken_at_gmt: number;
  updated_at_in_ts: number;
  active: boolean;
  layout: EventLayout;
  layout_detail: null;
  caption: string;
  like: boolean;
  counts: { likes: number; comments: number; moments: number; pictures: number; videos: number; audios: number; texts: number };
  moments: MomentReply[];
  abilities: EventAbilities;
}

export interface EventsReply { list: EventReply[]; next_page: string | null }

/** Changes since a time: `since` is what to ask for next time (the newest change seen). */
export interface EventUpdatesReply { list: EventReply[]; next_page: string | null; since: number }

export interface NavigationEntry { key: string; label: string; count: number; from: number; to: number }
export interface NavigationsReply { baby_id: number; birthday: string | null; list: NavigationEntry[] }

export interface LikeReply { like: boolean; likes_count: number }

export interface CommentReply {
  id: number;
  content: string;
  created_at: number;
  user: { id: number; name: string };
  abilities: { delete: boolean };
}
export interface CommentsReply { list: CommentReply[]; next_page: string | null }

export const commentBody = z.object({ content: z.string().trim().min(1).max(20_000) });
export const captionBody = z.object({ caption: z.string().max(20_000) });
export const updateMomentBody = z.object({
  content: z.string().max(20_000).optional(),
  privacy: z.enum(PRIVACY_LEVELS).optional(),
  visible_for_ids: z.array(z.coerce.number().int().positive()).max(500).optional(),
  taken_at_gmt: z.coerce.number().int().optional(),
});

export interface CreateMomentReply { moment: MomentReply; event_id: number; duplicate: boolean }

// ---- Family members and invitations (spec §3, §7 Family) ----

export const inviteBody = z.object({
  email: z.string().trim().min(1).max(254),
  relation: z.enum(RELATIONS).optional(),
  relation_name: z.string().trim().max(30).optional(),
  permission: z.enum(PERMISSIONS).optional(),
  babies: z.array(z.object({
    id: z.coerce.number().int().positive(),
    relation: z.enum(RELATIONS).optional(),
    relation_name: z.string().trim().max(30).optional(),
    permission: z.enum(PERMISSIONS).optional(),
  })).min(1).max(50),
});

export const changeMemberBody = z.object({
  baby_id: z.coerce.number().int().positive(),
  user_id: z.coerce.number().int().positive(),
  relation: z.enum(RELATIONS).optional(),
  relation_name: z.string().trim().max(30).optional(),
  permission: z.enum(PERMISSIONS).optional(),
});

export interface MemberAbilitiesReply { edit: boolean; remove: boolean }

export interface FamilyMemberReply {
  id: number;
  baby_id: number;
  user: { id: number; name: string; email: string | null };
  relation: Relation;
  relation_name: string | null;
  permission: Permission;
  invitation_id: number | null;
  is_me: boolean;
  abilities: MemberAbilitiesReply;
}

export interface InvitationReply {
  id: number;
  email: string;
  invitee_id: number | null;
  /** True once the invitee has an account and is in the family. */
  family: boolean;
  babies: Array<{ id: number; relation: Relation; relation_name: string | null; permission: Permission }>;
  created_at: number;
}

export interface FamilyMembersReply {
  baby_id: number;
  list: FamilyMemberReply[];
  invitations: InvitationReply[];
  abilities: BabyAbilities;
}

export interface UserInfoReply {
  user: { id: number; name: string; email: string | null };
  relation: FamilyMemberReply | null;
  family_invitation: InvitationReply | null;
}
