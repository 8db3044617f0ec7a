import type { FastifyInstance } from 'fastify';
import { passwordResetForm, passwordSetForm } from '@sprout/shared';
import { AppError } from '../../errors.js';
import { baseUrl } from '../base-url.js';
import { setDeviceCookie } from '../device-cookie.js';
import { parseWith } from '../validate.js';
import { BODY_FORMS, docs } from '../docs/route-docs.js';

/** Forgotten passwords (spec §7 User: POST /users/password), open without a session. */
export default async function passwordRoutes(app: FastifyInstance): Promise<void> {
  const { services, config } = app.ctx;

  /** Mails a link to set a new password; answers alike for known and unknown addresses but for the spec's message. */
  app.post(
    '/users/password',
    docs({ body: passwordResetForm, consumes: BODY_FORMS, replies: { 204: null } }),
    async (request, reply) => {
      const form = parseWith(passwordResetForm, request.body, 'invalid_email', 422);
      try {
        await services.passwords.requestReset({
          email: form.email,
          locale: request.locale,
          client: request.ip,
          baseUrl: baseUrl(request, config.publicUrl),
        });
      } catch (error) {
        request.log.info({ code: error instanceof AppError ? error.code : 'error' }, 'password reset refused');
        throw error;
      }
      return reply.status(204).send();
    },
  );

  /**
   * The link's token and the new password: sets it and signs every session of the account out.
   * The browser that opened the mailed link proved the address is its owner's: it becomes a known
   * device, so its next sign-in gets in even while strangers hold the login's shared stop.
   */
  app.put(
    '/users/password',
    docs({ body: passwordSetForm, consumes: BODY_FORMS, replies: { 204: null } }),
    async (request, reply) => {
      const form = parseWith(passwordSetForm, request.body, 'reset_link_invalid', 404);
      const userId = await services.passwords.resetWithToken(form.reset_password_token, form.password);
      setDeviceCookie(app.ctx, reply, await services.auth.trustDevice(userId));
      return reply.status(204).send();
    },
  );
}
