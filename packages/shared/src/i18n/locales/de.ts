import type { Catalogue } from './en.js';
import { deErrors } from '../errors/de.js';
import { deWeb } from '../web/de.js';
import { deLabels } from '../labels/de.js';
import { deMail } from '../mail/de.js';

export const de: Catalogue = { errors: deErrors, mail: deMail, ...deLabels, ...deWeb };
