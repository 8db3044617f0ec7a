import type { Catalogue } from './en.js';
import { zhTWErrors } from '../errors/zh-TW.js';
import { zhTWWeb } from '../web/zh-TW.js';
import { zhTWLabels } from '../labels/zh-TW.js';
import { zhTWMail } from '../mail/zh-TW.js';
import { zhTWFamilyWeb } from '../web-family/zh-TW.js';
import { zhTWTimelineWeb } from '../web-timeline/zh-TW.js';

export const zhTW: Catalogue = { errors: zhTWErrors, mail: zhTWMail, ...zhTWLabels, ...zhTWWeb, ...zhTWFamilyWeb, ...zhTWTimelineWeb };
