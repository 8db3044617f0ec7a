import type { FamilyWebMessages } from './en.js';

export const zhCNFamilyWeb: FamilyWebMessages = {
  babyinfo: { title: '宝宝信息' },
};
