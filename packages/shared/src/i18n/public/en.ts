import { enErrors } from '../errors/en.js';
import { enLabels } from '../labels/en.js';
import { enCommon } from '../common/en.js';
import { enAccount } from '../account/en.js';

/** The namespaces the pages before sign-in read (PUBLIC_NAMESPACES), loaded alone until sign-in. */
export const enPublic = {
  errors: enErrors,
  labels: enLabels,
  common: enCommon,
  account: enAccount,
};
export type PublicCatalogue = typeof enPublic;
