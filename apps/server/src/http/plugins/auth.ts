import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors.js';
import type { Auth } from '../types.js';

export const SESSION_COOKIE = 'sprout_session';
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function tokenOf(request: FastifyRequest): { token: string; via: Auth['via'] } | null {
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

/** Resolves the session of a request from X-Token or the session cookie; null when there is none. */
export async function resolveAuth(app: FastifyInstance, request: FastifyRequest): Promise<Auth | null> {
  const found = tokenOf(request);
  if (!found) return null;
  const live = await app.ctx.services.auth.authenticate(found.token);
  return live ? { ...live, via: found.via } : null;
}

export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('auth', null);
}

/** preHandler for every route that needs a signed-in user: 401 otherwise. */
export async function requireUser(this: FastifyInstance, request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const auth = await resolveAuth(this, request);
  if (!auth) throw new AppError(401, 'unauthorized');
  if (auth.via === 'cookie' && UNSAFE.has(request.method) && isCrossSite(request)) throw new AppError(403, 'cross_site');
  request.auth = auth;
}
