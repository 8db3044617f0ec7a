import { enErrors } from '../errors/en.js';
import { enMail } from '../mail/en.js';
import { enLabels } from '../labels/en.js';
import { enCommon } from '../common/en.js';
import { enFamily } from '../family/en.js';
import { enTimeline } from '../timeline/en.js';
import { enUploads } from '../uploads/en.js';
import { enTrash } from '../trash/en.js';
import { enTags } from '../tags/en.js';
import { enAccount } from '../account/en.js';
import { enGrowth } from '../growth/en.js';
import { enVip } from '../vip/en.js';

/** One locale: each namespace under its own name, so keys of two namespaces can never collide. */
export const en = {
  errors: enErrors,
  mail: enMail,
  labels: enLabels,
  common: enCommon,
  family: enFamily,
  timeline: enTimeline,
  uploads: enUploads,
  trash: enTrash,
  tags: enTags,
  account: enAccount,
  growth: enGrowth,
  vip: enVip,
};
export type Catalogue = typeof en;
