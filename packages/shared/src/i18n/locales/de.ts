import type { Catalogue } from './en.js';
import { deErrors } from '../errors/de.js';
import { deMail } from '../mail/de.js';
import { deLabels } from '../labels/de.js';
import { deCommon } from '../common/de.js';
import { deFamily } from '../family/de.js';
import { deTimeline } from '../timeline/de.js';
import { deUploads } from '../uploads/de.js';
import { deTrash } from '../trash/de.js';
import { deTags } from '../tags/de.js';
import { deAccount } from '../account/de.js';
import { deGrowth } from '../growth/de.js';
import { deVip } from '../vip/de.js';

export const de: Catalogue = {
  errors: deErrors,
  mail: deMail,
  labels: deLabels,
  common: deCommon,
  family: deFamily,
  timeline: deTimeline,
  uploads: deUploads,
  trash: deTrash,
  tags: deTags,
  account: deAccount,
  growth: deGrowth,
  vip: deVip,
};
