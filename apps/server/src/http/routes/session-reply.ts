import type { FastifyReply } from 'fastify';
import { LIMITS, type SignInReply } from '@sprout/shared';
import type { AppContext } from '../../context.js';
import { presentUser } from '../../presenters/user.presenter.js';
import type { SignedIn } from '../../services/auth.service.js';
import { setDeviceCookie } from '../device-cookie.js';
import { setSessionCookie } from '../plugins/auth.js';

export function cdnConfig(ctx: AppContext) {
  return [{ url: ctx.config.publicUrl ?? '', auth: 'session' as const, expire: LIMITS.cdnExpireSeconds }];
}

/** A new session: its cookie for the browser, its token and the user for API clients (spec: login response). */
export function sendSignedIn(ctx: AppContext, reply: FastifyReply, signedIn: SignedIn, status = 200): FastifyReply {
  return reply.status(status).send(startBrowserSession(ctx, reply, signedIn));
}

/** Sets the new session's cookie and answers the login response's body. */
export function startBrowserSession(ctx: AppContext, reply: FastifyReply, signedIn: SignedIn): SignInReply {
  setSessionCookie(ctx, reply, signedIn.token, signedIn.session);
  setDeviceCookie(ctx, reply, signedIn.device);
  return { auth_token: signedIn.token, user: presentUser(signedIn.user), config: { cdns: cdnConfig(ctx) } };
}
