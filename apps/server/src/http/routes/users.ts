import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  type CurrentUserReply,
  changeEmailForm,
  changePasswordForm,
  deleteUserQuery,
  qrApproveBody,
  qrKeyBody,
  updateUserForm,
} from '@sprout/shared';
import { z } from 'zod';
import { AppError } from '../../errors.js';
import { presentUser } from '../../presenters/user.presenter.js';
import type { ProfileChange } from '../../services/account.service.js';
import { baseUrl } from '../base-url.js';
import { deviceOf } from '../device-cookie.js';
import { fieldText } from '../fields.js';
import { readingForm } from '../form-errors.js';
import { SESSION_COOKIE } from '../plugins/auth.js';
import { actorOf, authOf } from '../types.js';
import { cdnConfig } from './session-reply.js';
import { parseWith } from '../validate.js';
import { FIELD_FORMS, docs, ok } from '../docs/route-docs.js';
import { currentUserReply, qrInfoReply, userReply } from '../docs/user.reply.js';
import { linkedIdentitiesReply } from '../docs/auth.reply.js';

const TEXT_FIELDS = ['name', 'gender', 'locale', 'phone'] as const;
const providerParams = z.object({ provider: z.string().min(1).max(32) });
const qrInfoQuery = z.object({ key: qrKeyBody.shape.key });

/** PATCH /user as a form, JSON or multipart; a picture comes as the file `profile_picture`, saved into `dir`. */
async function readProfileChange(request: FastifyRequest, dir: string): Promise<ProfileChange> {
  if (!request.isMultipart()) {
    const form = parseWith(updateUserForm, request.body ?? {});
    return { name: form.name, gender: form.gender, locale: form.locale, phone: form.phone };
  }
  return readingForm(async () => {
    const fields: Record<string, string> = {};
    let profilePicture: string | undefined;
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'profile_picture') {
          part.file.resume();
          continue;
        }
        profilePicture = path.join(dir, 'profile_picture');
        await pipeline(part.file, fs.createWriteStream(profilePicture));
        if (part.file.truncated) throw new AppError(413, 'file_too_large');
      } else if ((TEXT_FIELDS as readonly string[]).includes(part.fieldname)) {
        fields[part.fieldname] = fieldText(part);
      }
    }
    const form = parseWith(updateUserForm, fields);
    return { name: form.name, gender: form.gender, locale: form.locale, phone: form.phone, profilePicture };
  });
}

/** A password typed behind this session counts toward the sign-in limits of its login and address. */
function passwordCheck(request: FastifyRequest) {
  return { user: actorOf(request).user, address: request.ip, device: deviceOf(request) };
}

/** The signed-in user's own account (spec §7 User). */
export default async function userRoutes(app: FastifyInstance): Promise<void> {
  const { services, config } = app.ctx;

  // With the media configuration, so a client whose copy is older than its `expire` refreshes it here (spec §4).
  app.get('/user', ok(currentUserReply), async (request, reply) => {
    const body: CurrentUserReply = { ...presentUser(actorOf(request).user), config: { cdns: cdnConfig(app.ctx) } };
    return reply.send(body);
  });

  app.patch('/user', ok(userReply, { body: updateUserForm, consumes: FIELD_FORMS }), async (request, reply) => {
    const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'sprout-user-'));
    try {
      const updated = await services.account.update(actorOf(request).user, await readProfileChange(request, dir));
      return reply.send(presentUser(updated));
    } finally {
      await fsp.rm(dir, { recursive: true, force: true });
    }
  });

  /** Changes the password; every other session of the account is signed out, this one stays. */
  app.put('/user/auth', docs({ body: changePasswordForm, replies: { 204: null } }), async (request, reply) => {
    const form = parseWith(changePasswordForm, request.body);
    const { actor, session } = authOf(request);
    await services.auth.withSessionPassword(passwordCheck(request), () =>
      services.passwords.change(actor.id, actor.user.password_hash, session.id, form.current_password, form.password),
    );
    return reply.status(204).send();
  });

  /** Deletes the account, with its password (DELETE /user?password=…). */
  app.delete('/user', docs({ query: deleteUserQuery, replies: { 204: null } }), async (request, reply) => {
    const { password } = parseWith(deleteUserQuery, request.query, 'wrong_password', 403);
    await services.auth.withSessionPassword(passwordCheck(request), () =>
      services.account.delete(actorOf(request).user, password),
    );
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return reply.status(204).send();
  });

  /** Mails a new link that verifies the user's address. */
  app.post('/user/verify_email', docs({ replies: { 204: null } }), async (request, reply) => {
    await services.account.sendVerification(actorOf(request).user, baseUrl(request, config.publicUrl));
    return reply.status(204).send();
  });

  /**
   * Asks to move the account to another address: with the current password; a link
   * goes to the new address and the change happens only when it is opened.
   */
  app.put('/user/email', docs({ body: changeEmailForm, replies: { 202: null } }), async (request, reply) => {
    const form = parseWith(changeEmailForm, request.body);
    await services.auth.withSessionPassword(passwordCheck(request), () =>
      services.account.requestEmailChange(
        actorOf(request).user,
        form.email,
        form.current_password,
        baseUrl(request, config.publicUrl),
      ),
    );
    return reply.status(202).send();
  });

  /** The social sign-ins linked to the account (ADR 0017). */
  app.get('/user/authentications', ok(linkedIdentitiesReply), async (request, reply) => {
    return reply.send(await services.social.listFor(actorOf(request).user));
  });

  app.delete(
    '/user/authentications/:provider',
    docs({ params: providerParams, replies: { 204: null } }),
    async (request, reply) => {
      const { provider } = parseWith(providerParams, request.params, 'not_found', 404);
      await services.social.unlink(actorOf(request).user, provider);
      return reply.status(204).send();
    },
  );

  /** What the phone is told about a device asking to sign in by QR code, before approving. */
  app.get('/users/qr_info', ok(qrInfoReply, { query: qrInfoQuery }), async (request, reply) => {
    const { key } = parseWith(qrInfoQuery, request.query, 'not_found', 404);
    return reply.send(await services.qrLogins.info(key));
  });

  /** Approves (as the signed-in user) or refuses a QR sign-in. */
  app.post('/users/qr_approve', docs({ body: qrApproveBody, replies: { 204: null } }), async (request, reply) => {
    const body = parseWith(qrApproveBody, request.body);
    await services.qrLogins.decide(actorOf(request).user, body.key, body.approve);
    return reply.status(204).send();
  });

  app.delete('/users/sign_out.json', docs({ replies: { 204: null } }), async (request, reply) => {
    await services.auth.signOut(authOf(request).session);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return reply.status(204).send();
  });
}
