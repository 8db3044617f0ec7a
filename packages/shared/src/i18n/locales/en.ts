import { enErrors } from '../errors/en.js';
import { enWeb } from '../web/en.js';
import { enLabels } from '../labels/en.js';
import { enMail } from '../mail/en.js';
import { enFamilyWeb } from '../web-family/en.js';
import { enTimelineWeb } from '../web-timeline/en.js';

export const en = { errors: enErrors, mail: enMail, ...enLabels, ...enWeb, ...enFamilyWeb, ...enTimelineWeb };
export type Catalogue = typeof en;
