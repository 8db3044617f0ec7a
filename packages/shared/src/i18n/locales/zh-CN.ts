import type { Catalogue } from './en.js';
import { zhCNErrors } from '../errors/zh-CN.js';
import { zhCNMail } from '../mail/zh-CN.js';
import { zhCNLabels } from '../labels/zh-CN.js';
import { zhCNCommon } from '../common/zh-CN.js';
import { zhCNFamily } from '../family/zh-CN.js';
import { zhCNTimeline } from '../timeline/zh-CN.js';
import { zhCNUploads } from '../uploads/zh-CN.js';
import { zhCNTrash } from '../trash/zh-CN.js';
import { zhCNTags } from '../tags/zh-CN.js';
import { zhCNAccount } from '../account/zh-CN.js';
import { zhCNGrowth } from '../growth/zh-CN.js';
import { zhCNVip } from '../vip/zh-CN.js';

export const zhCN: Catalogue = {
  errors: zhCNErrors,
  mail: zhCNMail,
  labels: zhCNLabels,
  common: zhCNCommon,
  family: zhCNFamily,
  timeline: zhCNTimeline,
  uploads: zhCNUploads,
  trash: zhCNTrash,
  tags: zhCNTags,
  account: zhCNAccount,
  growth: zhCNGrowth,
  vip: zhCNVip,
};
