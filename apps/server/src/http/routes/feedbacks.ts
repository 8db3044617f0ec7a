import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type FeedbackListReply, feedbackPageQuery } from '@sprout/shared';
import { presentFeedback } from '../../presenters/feedback.presenter.js';
import type { FeedbackInput } from '../../services/feedback.service.js';
import { actorOf } from '../types.js';
import { parseWith } from '../validate.js';
import { feedbackFormDocs, readFeedbackForm } from './feedback-form.js';
import { FIELD_FORMS, docs, ok } from '../docs/route-docs.js';
import { feedbackItem, feedbackListReply } from '../docs/feedback.reply.js';

/** Reads the form into a temp folder, runs `send`, and removes the folder whatever happens. */
async function withForm<T>(request: FastifyRequest, send: (input: FeedbackInput) => Promise<T>): Promise<T> {
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'sprout-feedback-'));
  try {
    return await send(await readFeedbackForm(request, dir));
  } finally {
    await fsp.rm(dir, { recursive: true, force: true });
  }
}

function created(reply: FastifyReply, feedback: Parameters<typeof presentFeedback>[0]) {
  return reply.status(201).send(presentFeedback(feedback));
}

/** A signed-in user's feedback (spec §7 Feedback): the history and the form. */
export default async function feedbackRoutes(app: FastifyInstance): Promise<void> {
  const { feedback } = app.ctx.services;

  app.get('/feedbacks.json', ok(feedbackListReply, { query: feedbackPageQuery }), async (request, reply) => {
    const { page } = parseWith(feedbackPageQuery, request.query);
    const found = await feedback.history(actorOf(request).user, page);
    const body: FeedbackListReply = { list: found.list.map(presentFeedback), next_page: found.next_page };
    return reply.send(body);
  });

  app.post(
    '/feedbacks',
    docs({ body: feedbackFormDocs, consumes: FIELD_FORMS, replies: { 201: feedbackItem } }),
    async (request, reply) =>
      created(reply, await withForm(request, (input) => feedback.sendSignedIn(actorOf(request).user, input))),
  );
}

/**
 * /noLoginFeedback's call: the same form without a session, for someone who cannot sign in; the
 * contact address is required and sending is throttled by client and by address.
 */
export async function noLoginFeedbackRoutes(app: FastifyInstance): Promise<void> {
  const { feedback } = app.ctx.services;
  app.post(
    '/no_login_feedbacks',
    docs({ body: feedbackFormDocs, consumes: FIELD_FORMS, replies: { 201: feedbackItem } }),
    async (request, reply) =>
      created(reply, await withForm(request, (input) => feedback.sendAnonymous(request.ip, input))),
  );
}
