import type { PublicCatalogue } from './en.js';
import { zhCNErrors } from '../errors/zh-CN.js';
import { zhCNLabels } from '../labels/zh-CN.js';
import { zhCNCommon } from '../common/zh-CN.js';
import { zhCNAccount } from '../account/zh-CN.js';

export const zhCNPublic: PublicCatalogue = {
  errors: zhCNErrors,
  labels: zhCNLabels,
  common: zhCNCommon,
  account: zhCNAccount,
};
