import type { Locale } from '@sprout/shared';
import type { Session, User } from '../db/schema.js';
import type { AppContext } from '../context.js';

export interface Auth { user: User; session: Session; via: 'cookie' | 'token' }

declare module 'fastify' {
  interface FastifyInstance { ctx: AppContext }
  interface FastifyRequest {
    locale: Locale;
    auth: Auth | null;
  }
}

/** The signed-in user of a request that passed `requireUser`. */
export function authOf(request: { auth: Auth | null }): Auth {
  if (!request.auth) throw new Error('route is missing the requireUser hook');
  return request.auth;
}
