import type { Catalogue } from './en.js';
import { jaErrors } from '../errors/ja.js';
import { jaMail } from '../mail/ja.js';
import { jaLabels } from '../labels/ja.js';
import { jaCommon } from '../common/ja.js';
import { jaFamily } from '../family/ja.js';
import { jaTimeline } from '../timeline/ja.js';
import { jaUploads } from '../uploads/ja.js';
import { jaTrash } from '../trash/ja.js';
import { jaTags } from '../tags/ja.js';
import { jaAccount } from '../account/ja.js';
import { jaGrowth } from '../growth/ja.js';
import { jaVip } from '../vip/ja.js';

export const ja: Catalogue = {
  errors: jaErrors,
  mail: jaMail,
  labels: jaLabels,
  common: jaCommon,
  family: jaFamily,
  timeline: jaTimeline,
  uploads: jaUploads,
  trash: jaTrash,
  tags: jaTags,
  account: jaAccount,
  growth: jaGrowth,
  vip: jaVip,
};
