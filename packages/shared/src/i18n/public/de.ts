import type { PublicCatalogue } from './en.js';
import { deErrors } from '../errors/de.js';
import { deLabels } from '../labels/de.js';
import { deCommon } from '../common/de.js';
import { deAccount } from '../account/de.js';

export const dePublic: PublicCatalogue = {
  errors: deErrors,
  labels: deLabels,
  common: deCommon,
  account: deAccount,
};
