import type { FastifyInstance } from 'fastify';
import { DEFAULT_LOCALE, isLocale } from '@sprout/shared';
import { AppError } from '../../errors.js';

/** Every API path starts with a locale (spec §7); anything else is not an API path. */
export function registerLocale(app: FastifyInstance): void {
  app.decorateRequest('locale', DEFAULT_LOCALE);
  app.addHook('onRequest', async (request) => {
    const locale = (request.params as { locale?: string }).locale;
    if (!isLocale(locale)) throw new AppError(404, 'not_found');
    request.locale = locale;
  });
}
