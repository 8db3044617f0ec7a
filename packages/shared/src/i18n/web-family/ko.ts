import type { FamilyWebMessages } from './en.js';

export const koFamilyWeb: FamilyWebMessages = {
  babyinfo: { title: '아기 정보' },
};
