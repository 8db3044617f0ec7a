import type { FastifyInstance } from 'fastify';
import { presentUser } from '../../presenters/user.presenter.js';
import { SESSION_COOKIE } from '../plugins/auth.js';
import { actorOf, authOf } from '../types.js';

/** The signed-in user: who they are, and signing out. */
export default async function userRoutes(app: FastifyInstance): Promise<void> {
  app.get('/user', async (request, reply) => {
    return reply.header('cache-control', 'no-store').send(presentUser(actorOf(request).user));
  });

  app.delete('/users/sign_out.json', async (request, reply) => {
    await app.ctx.services.auth.signOut(authOf(request).session);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return reply.status(204).send();
  });
}
