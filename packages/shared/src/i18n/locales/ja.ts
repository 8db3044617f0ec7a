import type { Catalogue } from './en.js';
import { jaErrors } from '../errors/ja.js';
import { jaWeb } from '../web/ja.js';
import { jaLabels } from '../labels/ja.js';
import { jaMail } from '../mail/ja.js';
import { jaFamilyWeb } from '../web-family/ja.js';
import { jaTimelineWeb } from '../web-timeline/ja.js';

export const ja: Catalogue = { errors: jaErrors, mail: jaMail, ...jaLabels, ...jaWeb, ...jaFamilyWeb, ...jaTimelineWeb };
