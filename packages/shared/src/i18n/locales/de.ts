import type { Catalogue } from './en.js';
import { deErrors } from '../errors/de.js';
import { deWeb } from '../web/de.js';
import { deLabels } from '../labels/de.js';
import { deMail } from '../mail/de.js';
import { deFamilyWeb } from '../web-family/de.js';
import { deTimelineWeb } from '../web-timeline/de.js';

export const de: Catalogue = { errors: deErrors, mail: deMail, ...deLabels, ...deWeb, ...deFamilyWeb, ...deTimelineWeb };
