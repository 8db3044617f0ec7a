import type { FamilyWebMessages } from './en.js';

export const jaFamilyWeb: FamilyWebMessages = {
  babyinfo: { title: '赤ちゃんの情報' },
};
