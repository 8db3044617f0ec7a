import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import type { Session } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import type { Auth } from '../types.js';

export const SESSION_COOKIE = 'sprout_session';
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function tokenOf(request: FastifyRequest): { token: string; via: Auth['via'] } | null {
  const header = request.headers['x-token'];
  if (typeof header === 'string' && header.length > 0) return { token: header, via: 'token' };
  const cookie = request.cookies[SESSION_COOKIE];
  return cookie ? { token: cookie, via: 'cookie' } : null;
}

/**
 * A cookie rides along on requests other sites trigger; a state change made
 * with one must come from our own pages. Token callers are not exposed.
 */
function isCrossSite(request: FastifyRequest): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  if (!origin) return false;
  try {
    return new URL(origin).host !== request.headers.host;
  } catch {
    return true;
  }
}

/** The hook of the authenticated subtrees: a session from X-Token or the session cookie, else 401. */
async function authenticate(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const found = tokenOf(request);
  const live = found ? await this.ctx.services.auth.authenticate(found.token) : undefined;
  if (!found || !live) throw new AppError(401, 'unauthorized');
  if (found.via === 'cookie' && UNSAFE.has(request.method) && isCrossSite(request))
    throw new AppError(403, 'cross_site');
  request.auth = { actor: this.ctx.actorFor(live.user), session: live.session, via: found.via };
  // A remembered session renewed on the server: its cookie lives as long again.
  if (live.renewed && found.via === 'cookie' && live.session.remember)
    setSessionCookie(this.ctx, reply, found.token, live.session);
}

/** The session cookie: HttpOnly, SameSite=Lax; persistent for "remember me", else it ends with the browser. */
export function setSessionCookie(ctx: AppContext, reply: FastifyReply, token: string, session: Session): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.config.publicUrl?.startsWith('https://') ?? false,
    ...(session.remember ? { expires: new Date(session.expires_at * 1000) } : {}),
  });
}

export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('auth', null);
}

/** Puts every route registered in `scope` behind a signed-in session. */
export function requireSignedIn(scope: FastifyInstance): void {
  scope.addHook('onRequest', authenticate);
}
