import type { Catalogue } from './en.js';
import { koErrors } from '../errors/ko.js';
import { koMail } from '../mail/ko.js';
import { koLabels } from '../labels/ko.js';
import { koCommon } from '../common/ko.js';
import { koFamily } from '../family/ko.js';
import { koTimeline } from '../timeline/ko.js';
import { koUploads } from '../uploads/ko.js';
import { koTrash } from '../trash/ko.js';
import { koTags } from '../tags/ko.js';
import { koAccount } from '../account/ko.js';
import { koGrowth } from '../growth/ko.js';
import { koVip } from '../vip/ko.js';

export const ko: Catalogue = {
  errors: koErrors,
  mail: koMail,
  labels: koLabels,
  common: koCommon,
  family: koFamily,
  timeline: koTimeline,
  uploads: koUploads,
  trash: koTrash,
  tags: koTags,
  account: koAccount,
  growth: koGrowth,
  vip: koVip,
};
