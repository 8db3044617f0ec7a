import type { PublicCatalogue } from './en.js';
import { koErrors } from '../errors/ko.js';
import { koLabels } from '../labels/ko.js';
import { koCommon } from '../common/ko.js';
import { koAccount } from '../account/ko.js';

export const koPublic: PublicCatalogue = {
  errors: koErrors,
  labels: koLabels,
  common: koCommon,
  account: koAccount,
};
