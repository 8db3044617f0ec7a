import type { Catalogue } from './en.js';
import { frErrors } from '../errors/fr.js';
import { frMail } from '../mail/fr.js';
import { frLabels } from '../labels/fr.js';
import { frCommon } from '../common/fr.js';
import { frFamily } from '../family/fr.js';
import { frTimeline } from '../timeline/fr.js';
import { frUploads } from '../uploads/fr.js';
import { frTrash } from '../trash/fr.js';
import { frTags } from '../tags/fr.js';
import { frAccount } from '../account/fr.js';
import { frGrowth } from '../growth/fr.js';
import { frVip } from '../vip/fr.js';

export const fr: Catalogue = {
  errors: frErrors,
  mail: frMail,
  labels: frLabels,
  common: frCommon,
  family: frFamily,
  timeline: frTimeline,
  uploads: frUploads,
  trash: frTrash,
  tags: frTags,
  account: frAccount,
  growth: frGrowth,
  vip: frVip,
};
