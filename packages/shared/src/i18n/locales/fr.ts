import type { Catalogue } from './en.js';
import { frErrors } from '../errors/fr.js';
import { frWeb } from '../web/fr.js';
import { frLabels } from '../labels/fr.js';
import { frMail } from '../mail/fr.js';
import { frFamilyWeb } from '../web-family/fr.js';
import { frTimelineWeb } from '../web-timeline/fr.js';

export const fr: Catalogue = { errors: frErrors, mail: frMail, ...frLabels, ...frWeb, ...frFamilyWeb, ...frTimelineWeb };
