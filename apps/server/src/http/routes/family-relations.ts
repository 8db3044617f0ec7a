import type { FastifyInstance } from 'fastify';
import { presentRelations } from '../../presenters/family.presenter.js';
import { requireUser } from '../plugins/auth.js';
import { authOf } from '../types.js';

export default async function familyRelationRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('preHandler', requireUser);

  app.get('/family_relations', async (request, reply) => {
    const rows = await app.ctx.services.family.listForUser(authOf(request).user);
    return reply.header('cache-control', 'no-store').send(presentRelations(rows));
  });
}
