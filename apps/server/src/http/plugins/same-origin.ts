import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../errors.js';
import { SESSION_COOKIE } from './auth.js';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Whether a browser sent this request on behalf of another site: its fetch
 * metadata says so (a sibling subdomain counts as another site), or its Origin
 * names a host other than the one it was sent to (or our public address).
 */
function fromAnotherSite(request: FastifyRequest, publicOrigin: string | null): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') return true;
  const { origin } = request.headers;
  if (origin === undefined || origin === publicOrigin) return false;
  try {
    return new URL(origin).host !== request.headers.host;
  } catch {
    // "null" (a sandboxed frame, a redirect) or garbage: not our page.
    return true;
  }
}

/**
 * Refuses cross-site state changes on the whole API with 403 `cross_site`,
 * before the body is read. The session cookie check in requireSignedIn covers
 * signed-in writes only; this also covers sign-in and signup (login CSRF: a
 * page signing its visitor into the attacker's account) and holds whether or
 * not the request carries a cookie. An API client that sends X-Token and no
 * cookie is not a browser acting for a site (no page can set that header
 * cross-site without a CORS grant we never give), so it passes.
 */
export function registerSameOrigin(api: FastifyInstance): void {
  const publicUrl = api.ctx.config.publicUrl;
  const publicOrigin = publicUrl ? new URL(publicUrl).origin : null;
  api.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method)) return;
    const token = request.headers['x-token'];
    if (typeof token === 'string' && token.length > 0 && request.cookies[SESSION_COOKIE] === undefined) return;
    if (fromAnotherSite(request, publicOrigin)) throw new AppError(403, 'cross_site');
  });
}
