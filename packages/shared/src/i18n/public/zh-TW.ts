import type { PublicCatalogue } from './en.js';
import { zhTWErrors } from '../errors/zh-TW.js';
import { zhTWLabels } from '../labels/zh-TW.js';
import { zhTWCommon } from '../common/zh-TW.js';
import { zhTWAccount } from '../account/zh-TW.js';

export const zhTWPublic: PublicCatalogue = {
  errors: zhTWErrors,
  labels: zhTWLabels,
  common: zhTWCommon,
  account: zhTWAccount,
};
