import type { Catalogue } from './en.js';
import { zhTWErrors } from '../errors/zh-TW.js';
import { zhTWMail } from '../mail/zh-TW.js';
import { zhTWLabels } from '../labels/zh-TW.js';
import { zhTWCommon } from '../common/zh-TW.js';
import { zhTWFamily } from '../family/zh-TW.js';
import { zhTWTimeline } from '../timeline/zh-TW.js';
import { zhTWUploads } from '../uploads/zh-TW.js';
import { zhTWTrash } from '../trash/zh-TW.js';
import { zhTWTags } from '../tags/zh-TW.js';
import { zhTWAccount } from '../account/zh-TW.js';
import { zhTWGrowth } from '../growth/zh-TW.js';
import { zhTWVip } from '../vip/zh-TW.js';

export const zhTW: Catalogue = {
  errors: zhTWErrors,
  mail: zhTWMail,
  labels: zhTWLabels,
  common: zhTWCommon,
  family: zhTWFamily,
  timeline: zhTWTimeline,
  uploads: zhTWUploads,
  trash: zhTWTrash,
  tags: zhTWTags,
  account: zhTWAccount,
  growth: zhTWGrowth,
  vip: zhTWVip,
};
