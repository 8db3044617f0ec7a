import type { Catalogue } from './en.js';
import { frErrors } from '../errors/fr.js';
import { frWeb } from '../web/fr.js';

export const fr: Catalogue = { errors: frErrors, ...frWeb };
