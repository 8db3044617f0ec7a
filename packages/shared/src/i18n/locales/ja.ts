import type { Catalogue } from './en.js';
import { jaErrors } from '../errors/ja.js';
import { jaWeb } from '../web/ja.js';

export const ja: Catalogue = { errors: jaErrors, ...jaWeb };
