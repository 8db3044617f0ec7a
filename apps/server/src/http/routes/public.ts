import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { signInForm, signUpForm } from '@sprout/shared';
import { parseWith } from '../validate.js';
import { sendSignedIn } from './session-reply.js';

const tokenParams = z.object({ token: z.string().min(20).max(200) });
const acceptNewBody = z.object({ token: z.string().min(20).max(200), name: z.string().max(200).optional(), password: z.string().max(200) });

/** The only API routes open without a session: signing in, signing up, and the page of an invitation link. */
export default async function publicRoutes(app: FastifyInstance): Promise<void> {
  const { services } = app.ctx;

  app.post('/users/sign_in.json', async (request, reply) => {
    const form = parseWith(signInForm, request.body, 'invalid_credentials', 401);
    const remember = form.remember_me !== undefined && !['0', 'false'].includes(form.remember_me);
    return sendSignedIn(app.ctx, reply, await services.auth.signIn(form.login, form.password, remember, request.ip));
  });

  /** Signup exists for a mobile app and the operator, not the browser (spec §1). */
  app.post('/users', async (request, reply) => {
    const form = parseWith(signUpForm, request.body);
    const user = await services.users.create({ ...form, locale: request.locale });
    return sendSignedIn(app.ctx, reply, await services.auth.startSession(user, true), 201);
  });

  /** What an invitation link offers, for its page; the token is the only credential. */
  app.get('/family_invitations/by_token/:token', async (request, reply) => {
    const { token } = parseWith(tokenParams, request.params, 'invitation_invalid', 404);
    return reply.header('cache-control', 'no-store').send(await services.invitations.preview(token));
  });

  /** A new account made from an invitation link, with the invited address (verified by the link), signed in and in the family. */
  app.post('/family_invitations/accept_new', async (request, reply) => {
    const body = parseWith(acceptNewBody, request.body);
    const { invitation } = await services.invitations.byToken(body.token);
    const user = await services.users.create({
      email: invitation.email, password: body.password, locale: request.locale, emailVerified: true,
      ...(body.name ? { name: body.name } : {}),
    });
    await services.invitations.acceptFor(user, body.token);
    return sendSignedIn(app.ctx, reply, await services.auth.startSession(user, true), 201);
  });
}
