import type { Locale } from '@sprout/shared';
import type { AppContext } from '../context.js';
import type { Session } from '../db/schema.js';
import { AppError } from '../errors.js';
import type { Actor } from '../services/actor.js';

export interface Auth {
  actor: Actor;
  session: Session;
  via: 'cookie' | 'token';
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    locale: Locale;
    auth: Auth | null;
  }
}

/**
 * The signed-in actor of a request on the authenticated subtree. Outside it
 * there is none, and the answer is a 401, never a 500.
 */
export function actorOf(request: { auth: Auth | null }): Actor {
  if (!request.auth) throw new AppError(401, 'unauthorized');
  return request.auth.actor;
}

export function authOf(request: { auth: Auth | null }): Auth {
  if (!request.auth) throw new AppError(401, 'unauthorized');
  return request.auth;
}
