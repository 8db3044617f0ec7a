import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  confirmEmailChangeForm,
  loginAvailableQuery,
  signInForm,
  signUpForm,
  verifyEmailForm,
  type LoginAvailableReply,
  type SessionStateReply,
  type SignupModeReply,
} from '@sprout/shared';
import { baseUrl } from '../base-url.js';
import { deviceOf } from '../device-cookie.js';
import { setSessionCookie, tokenOf } from '../plugins/auth.js';
import { AppError } from '../../errors.js';
import { parseWith } from '../validate.js';
import { sendSignedIn } from './session-reply.js';
import { BODY_FORMS as FORMS, docs, ok } from '../docs/route-docs.js';
import { invitationPreview } from '../docs/family.reply.js';
import {
  loginAvailableReply,
  puzzleReply,
  sessionStateReply,
  signInReply,
  signupModeReply,
} from '../docs/user.reply.js';

const tokenParams = z.object({ token: z.string().min(20).max(200) });
const acceptNewBody = z.object({
  token: z.string().min(20).max(200),
  name: z.string().max(200).optional(),
  password: z.string().max(200),
});

/** The only API routes open without a session: signing in, signing up, and the page of an invitation link. */
export default async function publicRoutes(app: FastifyInstance): Promise<void> {
  const { services } = app.ctx;

  app.post('/users/sign_in.json', ok(signInReply, { body: signInForm, consumes: FORMS }), async (request, reply) => {
    const form = parseWith(signInForm, request.body, 'invalid_credentials', 401);
    const remember = form.remember_me !== undefined && !['0', 'false'].includes(form.remember_me);
    const puzzle =
      form.puzzle_id !== undefined && form.puzzle_x !== undefined
        ? { id: form.puzzle_id, x: form.puzzle_x, proof: form.puzzle_proof }
        : undefined;
    try {
      return sendSignedIn(
        app.ctx,
        reply,
        await services.auth.signIn({
          login: form.login,
          password: form.password,
          remember,
          address: request.ip,
          puzzle,
          device: deviceOf(request),
        }),
      );
    } catch (error) {
      // Failures and throttles go to the log with the request id (Fastify adds it), for a user's report.
      if (error instanceof AppError) request.log.warn({ code: error.code, address: request.ip }, 'sign-in refused');
      throw error;
    }
  });

  /** A fresh puzzle for a sign-in that must solve one (after repeated failures). */
  app.get('/users/puzzle', ok(puzzleReply), async (request, reply) => {
    return reply.send(await services.puzzles.issue(request.ip));
  });

  /**
   * Signup, where the operator opened it (SIGNUP=open); otherwise accounts come
   * from invitation links (and the operator's CLI).
   */
  app.post(
    '/users',
    docs({ body: signUpForm, consumes: FORMS, replies: { 201: signInReply } }),
    async (request, reply) => {
      if (app.ctx.config.signup !== 'open') throw new AppError(403, 'signup_closed');
      const form = parseWith(signUpForm, request.body);
      const user = await services.users.signUp({ ...form, locale: request.locale }, request.ip);
      const signedIn = await services.auth.startSession(user, true);
      // The account exists either way; a verification mail that failed can be asked for again from the profile.
      await services.account
        .sendVerification(user, baseUrl(request, app.ctx.config.publicUrl))
        .catch((error: unknown) => {
          request.log.warn({ err: error }, 'verification mail not sent');
        });
      return sendSignedIn(app.ctx, reply, signedIn, 201);
    },
  );

  /**
   * Whether the cookie (or token) still signs someone in, answered 200 either way: the web's route
   * guard asks it on a visit without a stored sign-in, where GET /user's 401 was an error in the
   * console of every signed-out visitor (issue 23).
   */
  app.get('/users/session', ok(sessionStateReply), async (request, reply) => {
    const found = tokenOf(request);
    const live = found ? await services.auth.authenticate(found.token) : undefined;
    // Renewed by this look: the remembered cookie lives as long again, as on any signed-in call.
    if (found && live?.renewed && found.via === 'cookie' && live.session.remember)
      setSessionCookie(app.ctx, reply, found.token, live.session);
    const body: SessionStateReply = { signed_in: live !== undefined };
    return reply.send(body);
  });

  /** Whether the web offers sign-up and adding a first baby (SIGNUP=open) or the spec's notices (invite). */
  app.get('/users/signup', ok(signupModeReply), async (_request, reply) => {
    const body: SignupModeReply = { mode: app.ctx.config.signup };
    return reply.send(body);
  });

  /** Whether an address can still make an account (spec §7: GET /users/login_available). */
  app.get('/users/login_available', ok(loginAvailableReply, { query: loginAvailableQuery }), async (request, reply) => {
    const { login } = parseWith(loginAvailableQuery, request.query);
    const body: LoginAvailableReply = { available: await services.account.loginAvailable(login, request.ip) };
    return reply.send(body);
  });

  /** The link of a verification mail (spec §7: POST /verify_email, form). */
  app.post(
    '/verify_email',
    docs({ body: verifyEmailForm, consumes: FORMS, replies: { 204: null } }),
    async (request, reply) => {
      const { token } = parseWith(verifyEmailForm, request.body ?? {}, 'verify_link_invalid', 404);
      if (!token) throw new AppError(404, 'verify_link_invalid');
      await services.account.verify(token);
      return reply.status(204).send();
    },
  );

  /** The link mailed to a new address (PUT /user/email): the account moves to it now; the token is the credential. */
  app.post(
    '/email_change',
    docs({ body: confirmEmailChangeForm, consumes: FORMS, replies: { 204: null } }),
    async (request, reply) => {
      const { token } = parseWith(confirmEmailChangeForm, request.body ?? {}, 'email_change_invalid', 404);
      await services.account.confirmEmailChange(token);
      return reply.status(204).send();
    },
  );

  /** What an invitation link offers, for its page; the token is the only credential. */
  app.get(
    '/family_invitations/by_token/:token',
    ok(invitationPreview, { params: tokenParams }),
    async (request, reply) => {
      const { token } = parseWith(tokenParams, request.params, 'invitation_invalid', 404);
      return reply.send(await services.invitations.preview(token));
    },
  );

  /** A new account made from an invitation link, with the invited address (verified by the link), signed in and in the family. */
  app.post(
    '/family_invitations/accept_new',
    docs({ body: acceptNewBody, replies: { 201: signInReply } }),
    async (request, reply) => {
      const body = parseWith(acceptNewBody, request.body);
      const { invitation } = await services.invitations.byToken(body.token);
      const user = await services.users.create({
        email: invitation.email,
        password: body.password,
        locale: request.locale,
        emailVerified: true,
        ...(body.name ? { name: body.name } : {}),
      });
      await services.invitations.acceptFor(user, body.token);
      return sendSignedIn(app.ctx, reply, await services.auth.startSession(user, true), 201);
    },
  );
}
