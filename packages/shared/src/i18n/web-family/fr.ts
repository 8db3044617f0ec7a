import type { FamilyWebMessages } from './en.js';

export const frFamilyWeb: FamilyWebMessages = {
  babyinfo: { title: 'Infos du bébé' },
};
