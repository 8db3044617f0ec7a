import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { inviteBody } from '@sprout/shared';
import { presentInvitation } from '../../presenters/member.presenter.js';
import { baseUrl } from '../base-url.js';
import { requireUser } from '../plugins/auth.js';
import { authOf } from '../types.js';
import { parseWith } from '../validate.js';

const idParams = z.object({ id: z.coerce.number().int().positive() });
/** `id` is an invitation; `user_id` instead removes a member who came in any other way (e.g. a baby's creator). */
const deleteBabyBody = z.union([
  z.object({ id: z.coerce.number().int().positive(), baby_id: z.coerce.number().int().positive() }),
  z.object({ user_id: z.coerce.number().int().positive(), baby_id: z.coerce.number().int().positive() }),
]);

export default async function familyInvitationRoutes(app: FastifyInstance): Promise<void> {
  const { services, repos } = app.ctx;
  app.addHook('preHandler', requireUser);

  app.post('/family_invitations', async (request, reply) => {
    const input = parseWith(inviteBody, request.body);
    const invitation = await services.invitations.invite(authOf(request).user, input, request.locale, baseUrl(request, app.ctx.config.publicUrl));
    return reply.status(201).send(presentInvitation(invitation, await repos.invitations.babiesOf([invitation.id])));
  });

  app.put('/family_invitations/delete_baby', async (request, reply) => {
    const body = parseWith(deleteBabyBody, { ...(request.query as object), ...(request.body as object | undefined) });
    const actor = authOf(request).user;
    if ('id' in body) await services.invitations.deleteBaby(actor, body.id, body.baby_id);
    else await services.family.remove(actor, body.baby_id, body.user_id);
    return reply.status(204).send();
  });

  app.delete('/family_invitations/:id', async (request, reply) => {
    const { id } = parseWith(idParams, request.params, 'not_found', 404);
    await services.invitations.cancel(authOf(request).user, id);
    return reply.status(204).send();
  });
}
