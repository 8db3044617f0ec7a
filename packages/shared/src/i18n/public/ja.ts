import type { PublicCatalogue } from './en.js';
import { jaErrors } from '../errors/ja.js';
import { jaLabels } from '../labels/ja.js';
import { jaCommon } from '../common/ja.js';
import { jaAccount } from '../account/ja.js';

export const jaPublic: PublicCatalogue = {
  errors: jaErrors,
  labels: jaLabels,
  common: jaCommon,
  account: jaAccount,
};
