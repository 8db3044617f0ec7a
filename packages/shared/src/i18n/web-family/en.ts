/** Web strings of the family screens (baby info, personal domain, family members). */
export const enFamilyWeb = {
  babyinfo: { title: 'Baby info' },
};
export type FamilyWebMessages = typeof enFamilyWeb;
