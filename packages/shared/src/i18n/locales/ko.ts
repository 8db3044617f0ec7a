import type { Catalogue } from './en.js';
import { koErrors } from '../errors/ko.js';
import { koWeb } from '../web/ko.js';

export const ko: Catalogue = { errors: koErrors, ...koWeb };
