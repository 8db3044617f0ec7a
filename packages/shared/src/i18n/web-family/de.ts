import type { FamilyWebMessages } from './en.js';

export const deFamilyWeb: FamilyWebMessages = {
  babyinfo: { title: 'Babyinfos' },
};
