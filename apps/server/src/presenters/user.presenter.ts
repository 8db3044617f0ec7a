import type { Gender, UserReply } from '@sprout/shared';
import type { User } from '../db/schema.js';
import { permits } from '../policies/authorize.js';
import { CONSOLE, supportViewerOf } from '../policies/support.policy.js';

/** Where a user's profile picture is served; the version changes with each new picture. */
export function userImageUrl(userId: number, version: number): string {
  return `/media/users/${userId}/profile?v=${version}`;
}

export function presentUser(user: User): UserReply {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    display_name: user.name,
    gender: user.gender as Gender | null,
    profile_picture: user.profile_picture ? userImageUrl(user.id, user.updated_at) : null,
    email_verified: user.email_verified_at !== null,
    linked_baby_id: user.linked_baby_id,
    family_version: user.family_version,
    locale: user.locale,
    phone: user.phone,
    abilities: { use_support_console: permits(supportViewerOf(user), 'support_console.list', CONSOLE) },
  };
}
