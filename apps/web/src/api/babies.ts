import type { FamilyRelationReply, Gender } from '@sprout/shared';
import { apiRequest } from './client';
import type { RelationChoice } from './family';

export interface BabyBackgroundReply {
  baby_id: number;
  background: string | null;
  y: number;
}

export interface AddressLookupReply {
  address: string;
  valid: boolean;
  available: boolean;
  baby_id: number | null;
}

/** What PUT /babies/{id} may change; only the fields given are sent. */
export interface BabyProfileChanges {
  name?: string;
  birthday?: string;
  gender?: Gender;
  relation?: RelationChoice;
  personalDomain?: string;
  backgroundY?: number;
  /** The cropped square photo. */
  profilePicture?: Blob;
  background?: Blob;
}

export function profileFormData(changes: BabyProfileChanges): FormData {
  const form = new FormData();
  if (changes.name !== undefined) form.set('name', changes.name.trim());
  if (changes.birthday !== undefined) form.set('birthday', changes.birthday);
  if (changes.gender !== undefined) form.set('gender', changes.gender);
  if (changes.relation) {
    form.set('relation', changes.relation.relation);
    if (changes.relation.relation === 'custom') form.set('relation_name', changes.relation.relationName.trim());
  }
  if (changes.personalDomain !== undefined) form.set('personal_domain', changes.personalDomain.trim());
  if (changes.backgroundY !== undefined) form.set('background_y', String(Math.round(changes.backgroundY)));
  if (changes.profilePicture) form.set('profile_picture', changes.profilePicture, 'profile.jpg');
  if (changes.background) form.set('background', changes.background, 'background.jpg');
  return form;
}

/** Sends the baby profile as multipart (spec §3); answers with the user's updated relation to the baby. */
export function updateBabyProfile(babyId: number, changes: BabyProfileChanges): Promise<FamilyRelationReply> {
  return apiRequest<FamilyRelationReply>('PUT', `/babies/${babyId}`, { formData: profileFormData(changes) });
}

export function fetchBabyBackground(babyId: number, signal?: AbortSignal): Promise<BabyBackgroundReply> {
  return apiRequest<BabyBackgroundReply>('GET', `/babies/${babyId}/background`, { signal });
}

/** Is a personal domain well-formed and free; `baby_id` names its baby for that baby's family only. */
export function lookupAddress(address: string, signal?: AbortSignal): Promise<AddressLookupReply> {
  return apiRequest<AddressLookupReply>('GET', '/babies/addresses', { query: { address }, signal });
}

export interface NewBaby {
  name: string;
  birthday: string;
  gender: Gender;
  relation: RelationChoice;
}

/** POST /babies: the signed-in user's new baby, with them as its Admin (web: only where sign-up is open). */
export function createBaby(baby: NewBaby): Promise<FamilyRelationReply> {
  return apiRequest<FamilyRelationReply>('POST', '/babies', {
    json: {
      name: baby.name.trim(),
      birthday: baby.birthday,
      gender: baby.gender,
      relation: baby.relation.relation,
      ...(baby.relation.relation === 'custom' ? { relation_name: baby.relation.relationName.trim() } : {}),
    },
  });
}
