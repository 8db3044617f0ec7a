import type { Catalogue } from './en.js';
import { koErrors } from '../errors/ko.js';
import { koWeb } from '../web/ko.js';
import { koLabels } from '../labels/ko.js';
import { koMail } from '../mail/ko.js';
import { koFamilyWeb } from '../web-family/ko.js';
import { koTimelineWeb } from '../web-timeline/ko.js';

export const ko: Catalogue = { errors: koErrors, mail: koMail, ...koLabels, ...koWeb, ...koFamilyWeb, ...koTimelineWeb };
