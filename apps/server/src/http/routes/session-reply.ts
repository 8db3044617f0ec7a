import type { FastifyReply } from 'fastify';
import { LIMITS, type SignInReply } from '@sprout/shared';
import type { AppContext } from '../../context.js';
import { presentUser } from '../../presenters/user.presenter.js';
import type { SignedIn } from '../../services/auth.service.js';
import { SESSION_COOKIE } from '../plugins/auth.js';

export function cdnConfig(ctx: AppContext) {
  return [{ url: ctx.config.publicUrl ?? '', auth: 'session' as const, expire: LIMITS.cdnExpireSeconds }];
}

/** A new session: its cookie for the browser, its token and the user for API clients (spec: login response). */
export function sendSignedIn(ctx: AppContext, reply: FastifyReply, signedIn: SignedIn, status = 200): FastifyReply {
  reply.setCookie(SESSION_COOKIE, signedIn.token, {
    path: '/', httpOnly: true, sameSite: 'lax',
    secure: ctx.config.publicUrl?.startsWith('https://') ?? false,
    // Without "remember me" the cookie ends with the browser session.
    ...(signedIn.session.remember ? { expires: new Date(signedIn.session.expires_at * 1000) } : {}),
  });
  const body: SignInReply = { auth_token: signedIn.token, user: presentUser(signedIn.user), config: { cdns: cdnConfig(ctx) } };
  return reply.status(status).header('cache-control', 'no-store').send(body);
}
