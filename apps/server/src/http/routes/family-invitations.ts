import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { inviteBody } from '@sprout/shared';
import { baseUrl } from '../base-url.js';
import { actorOf } from '../types.js';
import { parseWith } from '../validate.js';
import { docs, ok } from '../docs/route-docs.js';
import { invitationReply } from '../docs/family.reply.js';

const acceptBody = z.object({ token: z.string().min(20).max(200) });
/** The babies the link's family joined. */
const acceptReply = z.object({ babyIds: z.array(z.number().int()) });
const idParams = z.object({ id: z.coerce.number().int().positive() });
/** `id` is an invitation; `user_id` instead removes a member who came in any other way (e.g. a baby's creator). */
const deleteBabyBody = z.union([
  z.object({ id: z.coerce.number().int().positive(), baby_id: z.coerce.number().int().positive() }),
  z.object({ user_id: z.coerce.number().int().positive(), baby_id: z.coerce.number().int().positive() }),
]);

export default async function familyInvitationRoutes(app: FastifyInstance): Promise<void> {
  const { services } = app.ctx;

  app.post(
    '/family_invitations',
    docs({ body: inviteBody, replies: { 201: invitationReply } }),
    async (request, reply) => {
      const input = parseWith(inviteBody, request.body);
      return reply
        .status(201)
        .send(
          await services.invitations.invite(
            actorOf(request),
            input,
            request.locale,
            baseUrl(request, app.ctx.config.publicUrl),
          ),
        );
    },
  );

  /** The signed-in owner of the invited address follows the link: they join its babies. */
  app.post('/family_invitations/accept', ok(acceptReply, { body: acceptBody }), async (request) => {
    const { token } = parseWith(acceptBody, request.body);
    return services.invitations.accept(actorOf(request), token);
  });

  app.put(
    '/family_invitations/delete_baby',
    // Its fields come in the body or the query.
    docs({ body: deleteBabyBody, replies: { 204: null } }),
    async (request, reply) => {
      const body = parseWith(deleteBabyBody, { ...(request.query as object), ...(request.body as object | undefined) });
      const actor = actorOf(request);
      if ('id' in body) await services.invitations.deleteBaby(actor, body.id, body.baby_id);
      else await services.family.remove(actor, body.baby_id, body.user_id);
      return reply.status(204).send();
    },
  );

  app.delete('/family_invitations/:id', docs({ params: idParams, replies: { 204: null } }), async (request, reply) => {
    const { id } = parseWith(idParams, request.params, 'not_found', 404);
    await services.invitations.cancel(actorOf(request), id);
    return reply.status(204).send();
  });
}
