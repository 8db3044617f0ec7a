import type { Catalogue } from './en.js';
import { zhCNErrors } from '../errors/zh-CN.js';
import { zhCNWeb } from '../web/zh-CN.js';
import { zhCNLabels } from '../labels/zh-CN.js';
import { zhCNMail } from '../mail/zh-CN.js';
import { zhCNFamilyWeb } from '../web-family/zh-CN.js';
import { zhCNTimelineWeb } from '../web-timeline/zh-CN.js';

export const zhCN: Catalogue = { errors: zhCNErrors, mail: zhCNMail, ...zhCNLabels, ...zhCNWeb, ...zhCNFamilyWeb, ...zhCNTimelineWeb };
