import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { changeMemberBody } from '@sprout/shared';
import { presentRelations } from '../../presenters/family.presenter.js';
import { baseUrl } from '../base-url.js';
import { actorOf } from '../types.js';
import { parseWith } from '../validate.js';
import { ok } from '../docs/route-docs.js';
import {
  familyMemberReply,
  familyRelationsListReply,
  familyRelationsReply,
  invitationReply,
  userInfoReply,
} from '../docs/family.reply.js';

const listQuery = z.object({ user_id: z.coerce.number().int().positive().optional() });
const userInfoQuery = z.object({
  user_id: z.coerce.number().int().positive(),
  // Spec §7 names user_id and with_family_invitation alone; baby_id (a Sprout addition) picks the family when both share several.
  baby_id: z.coerce.number().int().positive().optional(),
  with_family_invitation: z.string().optional(),
});
const mailboxBody = z.object({ id: z.coerce.number().int().positive(), email: z.string().trim().min(1).max(254) });

/**
 * Family relations. In the spec's model a baby is a "user" of the family, so
 * `user_id` on GET /family_relations names the baby whose members to list.
 */
export default async function familyRelationRoutes(app: FastifyInstance): Promise<void> {
  const { services } = app.ctx;

  const mine = async (request: FastifyRequest) => {
    const rows = await services.family.listForUser(actorOf(request));
    const spaces = await services.space.fieldsFor(rows.map(({ baby }) => baby));
    return presentRelations(rows, spaces, await services.space.notice());
  };

  app.get('/family_relations', ok(familyRelationsListReply, { query: listQuery }), async (request, reply) => {
    const { user_id } = parseWith(listQuery, request.query);
    const body = user_id ? await services.family.members(actorOf(request), user_id) : await mine(request);
    return reply.send(body);
  });

  app.put('/family_relations/refresh', ok(familyRelationsReply), async (request, reply) =>
    reply.send(await mine(request)),
  );

  app.post('/family_relations', ok(familyMemberReply, { body: changeMemberBody }), async (request) => {
    const input = parseWith(changeMemberBody, request.body);
    const actor = actorOf(request);
    await services.family.change(actor, input);
    return services.family.member(actor, input.baby_id, input.user_id);
  });

  app.get('/family_relations/user_info', ok(userInfoReply, { query: userInfoQuery }), async (request, reply) => {
    const query = parseWith(userInfoQuery, request.query);
    const withInvitation = query.with_family_invitation !== undefined && query.with_family_invitation !== '0';
    return reply.send(await services.family.userInfo(actorOf(request), query.baby_id, query.user_id, withInvitation));
  });

  app.post('/family_relations/mailbox_edit', ok(invitationReply, { body: mailboxBody }), async (request) => {
    const body = parseWith(mailboxBody, request.body);
    return services.invitations.editMailbox(
      actorOf(request),
      body.id,
      body.email,
      request.locale,
      baseUrl(request, app.ctx.config.publicUrl),
    );
  });
}
