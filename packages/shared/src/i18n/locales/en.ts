import { enErrors } from '../errors/en.js';
import { enWeb } from '../web/en.js';

export const en = { errors: enErrors, ...enWeb };
export type Catalogue = typeof en;
