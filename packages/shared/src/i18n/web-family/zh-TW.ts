import type { FamilyWebMessages } from './en.js';

export const zhTWFamilyWeb: FamilyWebMessages = {
  babyinfo: { title: '寶寶資料' },
};
