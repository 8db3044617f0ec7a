import type { Catalogue } from './en.js';
import { zhCNErrors } from '../errors/zh-CN.js';
import { zhCNWeb } from '../web/zh-CN.js';

export const zhCN: Catalogue = { errors: zhCNErrors, ...zhCNWeb };
