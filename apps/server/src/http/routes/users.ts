import type { FastifyInstance, FastifyReply } from 'fastify';
import { LIMITS, signInForm, signUpForm, type SignInReply } from '@sprout/shared';
import type { AppContext } from '../../context.js';
import { presentUser } from '../../presenters/user.presenter.js';
import type { SignedIn } from '../../services/auth.service.js';
import { requireUser, SESSION_COOKIE } from '../plugins/auth.js';
import { authOf } from '../types.js';
import { parseWith } from '../validate.js';

export function cdnConfig(ctx: AppContext) {
  return [{ url: ctx.config.publicUrl ?? '', auth: 'session' as const, expire: LIMITS.cdnExpireSeconds }];
}

function setSessionCookie(ctx: AppContext, reply: FastifyReply, signedIn: SignedIn): void {
  reply.setCookie(SESSION_COOKIE, signedIn.token, {
    path: '/', httpOnly: true, sameSite: 'lax',
    secure: ctx.config.publicUrl?.startsWith('https://') ?? false,
    // Without "remember me" the cookie ends with the browser session.
    ...(signedIn.session.remember ? { expires: new Date(signedIn.session.expires_at * 1000) } : {}),
  });
}

function signInReply(ctx: AppContext, signedIn: SignedIn): SignInReply {
  return { auth_token: signedIn.token, user: presentUser(signedIn.user), config: { cdns: cdnConfig(ctx) } };
}

export default async function userRoutes(app: FastifyInstance): Promise<void> {
  const { services } = app.ctx;

  app.post('/users/sign_in.json', async (request, reply) => {
    const form = parseWith(signInForm, request.body, 'invalid_credentials', 401);
    const remember = form.remember_me !== undefined && !['0', 'false'].includes(form.remember_me);
    const signedIn = await services.auth.signIn(form.login, form.password, remember, request.ip);
    setSessionCookie(app.ctx, reply, signedIn);
    return reply.header('cache-control', 'no-store').send(signInReply(app.ctx, signedIn));
  });

  /** Signup exists for a mobile app and the operator, not the browser (spec §1). */
  app.post('/users', async (request, reply) => {
    const form = parseWith(signUpForm, request.body);
    const user = await services.users.create({ ...form, locale: request.locale });
    const signedIn = await services.auth.startSession(user, true);
    return reply.status(201).header('cache-control', 'no-store').send(signInReply(app.ctx, signedIn));
  });

  app.get('/user', { preHandler: requireUser }, async (request, reply) => {
    return reply.header('cache-control', 'no-store').send(presentUser(authOf(request).user));
  });

  app.delete('/users/sign_out.json', { preHandler: requireUser }, async (request, reply) => {
    await services.auth.signOut(authOf(request).session);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return reply.status(204).send();
  });
}
