import { enErrors } from '../errors/en.js';
import { enWeb } from '../web/en.js';
import { enLabels } from '../labels/en.js';
import { enMail } from '../mail/en.js';

export const en = { errors: enErrors, mail: enMail, ...enLabels, ...enWeb };
export type Catalogue = typeof en;
