import type { Catalogue } from './en.js';
import { deErrors } from '../errors/de.js';
import { deWeb } from '../web/de.js';

export const de: Catalogue = { errors: deErrors, ...deWeb };
