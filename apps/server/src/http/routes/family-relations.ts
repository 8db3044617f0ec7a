import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { changeMemberBody, type UserInfoReply } from '@sprout/shared';
import { AppError } from '../../errors.js';
import { presentRelations } from '../../presenters/family.presenter.js';
import { presentInvitation } from '../../presenters/member.presenter.js';
import { baseUrl } from '../base-url.js';
import { requireUser } from '../plugins/auth.js';
import { authOf } from '../types.js';
import { parseWith } from '../validate.js';

const listQuery = z.object({ user_id: z.coerce.number().int().positive().optional() });
const userInfoQuery = z.object({
  user_id: z.coerce.number().int().positive(),
  baby_id: z.coerce.number().int().positive(),
  with_family_invitation: z.string().optional(),
});
const mailboxBody = z.object({ id: z.coerce.number().int().positive(), email: z.string().trim().min(1).max(254) });

/**
 * Family relations. In the spec's model a baby is a "user" of the family, so
 * `user_id` on GET /family_relations names the baby whose members to list.
 */
export default async function familyRelationRoutes(app: FastifyInstance): Promise<void> {
  const { services } = app.ctx;
  app.addHook('preHandler', requireUser);

  const mine = async (request: Parameters<typeof authOf>[0]) => presentRelations(await services.family.listForUser(authOf(request).user));

  app.get('/family_relations', async (request, reply) => {
    const { user_id } = parseWith(listQuery, request.query);
    const body = user_id ? await services.family.members(authOf(request).user, user_id) : await mine(request);
    return reply.header('cache-control', 'no-store').send(body);
  });

  app.put('/family_relations/refresh', async (request, reply) => reply.header('cache-control', 'no-store').send(await mine(request)));

  app.post('/family_relations', async (request) => {
    const input = parseWith(changeMemberBody, request.body);
    await services.family.change(authOf(request).user, input);
    const members = await services.family.members(authOf(request).user, input.baby_id);
    const member = members.list.find((m) => m.user.id === input.user_id);
    if (!member) throw new AppError(404, 'not_found');
    return member;
  });

  app.get('/family_relations/user_info', async (request): Promise<UserInfoReply> => {
    const query = parseWith(userInfoQuery, request.query);
    const members = await services.family.members(authOf(request).user, query.baby_id);
    const member = members.list.find((m) => m.user.id === query.user_id);
    if (!member) throw new AppError(404, 'not_found');
    let invitation: UserInfoReply['family_invitation'] = null;
    if (query.with_family_invitation && query.with_family_invitation !== '0' && member.invitation_id !== null) {
      const found = await app.ctx.repos.invitations.findById(member.invitation_id);
      if (found) invitation = presentInvitation(found, await app.ctx.repos.invitations.babiesOf([found.id]));
    }
    return { user: member.user, relation: member, family_invitation: invitation };
  });

  app.post('/family_relations/mailbox_edit', async (request) => {
    const body = parseWith(mailboxBody, request.body);
    const invitation = await services.invitations.editMailbox(authOf(request).user, body.id, body.email, request.locale, baseUrl(request, app.ctx.config.publicUrl));
    return presentInvitation(invitation, await app.ctx.repos.invitations.babiesOf([invitation.id]));
  });
}
