import type { Catalogue } from './en.js';
import { zhTWErrors } from '../errors/zh-TW.js';
import { zhTWWeb } from '../web/zh-TW.js';

export const zhTW: Catalogue = { errors: zhTWErrors, ...zhTWWeb };
