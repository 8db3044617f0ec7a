/** Relationship keys of a family member to a baby (spec §3). `custom` carries free text. */
export const RELATIONS = [
  'family',
  'friend',
  'grandparent',
  'grandpa',
  'grandma',
  'grandparent_law',
  'grandpa_law',
  'grandma_law',
  'parent',
  'dad',
  'mom',
  'partner',
  'wife',
  'husband',
  'brother',
  'sister',
  'sibling',
  'elder_brother',
  'younger_brother',
  'elder_sister',
  'younger_sister',
  'child',
  'daughter',
  'son',
  'grandson',
  'granddaughter',
  'grandchild',
  'pet',
  'pet_owner',
  'follow',
  'custom',
] as const;
export type Relation = (typeof RELATIONS)[number];

/** Relations that are not "close family" for the family_only privacy level (SPEC-NOTES). */
export const NON_CLOSE_RELATIONS: readonly Relation[] = ['friend', 'follow', 'pet', 'custom'];

/** Ordered weakest first, so a numeric rank compares grants. */
export const PERMISSIONS = ['can_view', 'can_upload', 'can_manage'] as const;
export type Permission = (typeof PERMISSIONS)[number];

export function permissionRank(permission: Permission): number {
  return PERMISSIONS.indexOf(permission);
}

export const PRIVACY_LEVELS = ['family_and_relatives', 'family_only', 'private', 'custom'] as const;
export type Privacy = (typeof PRIVACY_LEVELS)[number];

export const MOMENT_TYPES = ['text', 'picture', 'video', 'audio'] as const;
export type MomentType = (typeof MOMENT_TYPES)[number];

export const GENDERS = ['boy', 'girl', 'unknown'] as const;
export type Gender = (typeof GENDERS)[number];

export const EVENT_LAYOUTS = ['default', 'milestone', 'diary'] as const;
export type EventLayout = (typeof EVENT_LAYOUTS)[number];

/** Upload error numbers of spec §8. They travel as strings in `error.code`. */
export const UPLOAD_ERROR_CODES = {
  compressionFailed: '600',
  uploadRequest: '610',
  imageFormat: '620',
  videoFormat: '630',
  imageTooLarge: '640',
  incompleteMoment: '650',
  connectionTimeout: '745',
  unknown: '800',
} as const;
