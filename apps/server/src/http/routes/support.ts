import type { FastifyInstance } from 'fastify';
import { feedbackReplyForm, type SupportFeedbackListReply, supportFeedbackQuery } from '@sprout/shared';
import { z } from 'zod';
import { presentSupportFeedback } from '../../presenters/feedback.presenter.js';
import { readFields } from '../fields.js';
import { actorOf } from '../types.js';
import { parseWith } from '../validate.js';
import { FIELD_FORMS, ok } from '../docs/route-docs.js';
import { supportFeedbackItem, supportFeedbackListReply } from '../docs/feedback.reply.js';

const idParams = z.object({ id: z.coerce.number().int().positive() });

/**
 * The support console (issue 22): every family's feedback, one with its screenshots, the reply.
 * Support staff only (support.policy.ts): to anyone else these paths answer 404.
 */
export default async function supportRoutes(app: FastifyInstance): Promise<void> {
  const { feedback } = app.ctx.services;

  app.get(
    '/support/feedbacks.json',
    ok(supportFeedbackListReply, { query: supportFeedbackQuery }),
    async (request, reply) => {
      const user = actorOf(request).user;
      const query = parseWith(supportFeedbackQuery, request.query);
      const unanswered = query.unanswered === '1' || query.unanswered === 'true';
      const found = await feedback.consoleList(user, query.page, unanswered);
      const body: SupportFeedbackListReply = {
        list: found.list.map(presentSupportFeedback),
        next_page: found.next_page,
      };
      return reply.send(body);
    },
  );

  app.get('/support/feedbacks/:id', ok(supportFeedbackItem, { params: idParams }), async (request, reply) => {
    const user = actorOf(request).user;
    const { id } = parseWith(idParams, request.params, 'not_found', 404);
    return reply.send(presentSupportFeedback(await feedback.consoleOne(user, id)));
  });

  app.put(
    '/support/feedbacks/:id/reply',
    ok(supportFeedbackItem, { params: idParams, body: feedbackReplyForm, consumes: FIELD_FORMS }),
    async (request, reply) => {
      const user = actorOf(request).user;
      const { id } = parseWith(idParams, request.params, 'not_found', 404);
      // The console is support's alone: everyone else learns nothing, not even that the form was wrong.
      feedback.requireConsole(user);
      const form = parseWith(feedbackReplyForm, await readFields(request));
      return reply.send(presentSupportFeedback(await feedback.reply(user, id, form.reply)));
    },
  );
}
