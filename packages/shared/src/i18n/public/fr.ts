import type { PublicCatalogue } from './en.js';
import { frErrors } from '../errors/fr.js';
import { frLabels } from '../labels/fr.js';
import { frCommon } from '../common/fr.js';
import { frAccount } from '../account/fr.js';

export const frPublic: PublicCatalogue = {
  errors: frErrors,
  labels: frLabels,
  common: frCommon,
  account: frAccount,
};
