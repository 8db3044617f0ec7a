import type { FastifyInstance } from 'fastify';
import { createBabyBody } from '@sprout/shared';
import { presentRelation } from '../../presenters/family.presenter.js';
import { requireUser } from '../plugins/auth.js';
import { authOf } from '../types.js';
import { parseWith } from '../validate.js';

export default async function babyRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('preHandler', requireUser);

  /** Adding a baby is a mobile-app action (spec §1); the API offers it to an app and the operator. */
  app.post('/babies', async (request, reply) => {
    const body = parseWith(createBabyBody, request.body);
    const user = authOf(request).user;
    const baby = await app.ctx.services.babies.create(user, {
      name: body.name, birthday: body.birthday, gender: body.gender, relation: body.relation,
      ...(body.relation_name ? { relationName: body.relation_name } : {}), isBaby: body.is_baby,
    });
    const member = await app.ctx.repos.family.findMembership(baby.id, user.id);
    if (!member) throw new Error('creator lost membership of a new baby');
    return reply.status(201).send(presentRelation(member, baby));
  });
}
