import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { commentBody } from '@sprout/shared';
import { commentsQuery } from '../comments-query.js';
import { readFields } from '../fields.js';
import { actorOf } from '../types.js';
import { parseWith } from '../validate.js';
import { FIELD_FORMS, docs, ok } from '../docs/route-docs.js';
import { commentReply, commentsReply } from '../docs/comment.reply.js';

const params = z.object({ id: z.coerce.number().int().positive() });

export default async function commentRoutes(app: FastifyInstance): Promise<void> {
  const { comments } = app.ctx.services;

  for (const type of ['event', 'moment'] as const) {
    const path = `/${type}s/:id/comments`;
    app.get(path, ok(commentsReply, { params, query: commentsQuery }), async (request, reply) => {
      const { id } = parseWith(params, request.params, 'not_found', 404);
      const { next_page } = parseWith(commentsQuery, request.query);
      return reply.send(await comments.list(actorOf(request), type, id, next_page));
    });
    app.post(
      path,
      docs({ params, body: commentBody, consumes: FIELD_FORMS, replies: { 201: commentReply } }),
      async (request, reply) => {
        const { id } = parseWith(params, request.params, 'not_found', 404);
        const { content } = parseWith(commentBody, await readFields(request));
        return reply.status(201).send(await comments.add(actorOf(request), type, id, content));
      },
    );
  }

  app.delete('/comments/:id', docs({ params, replies: { 204: null } }), async (request, reply) => {
    await comments.remove(actorOf(request), parseWith(params, request.params, 'not_found', 404).id);
    return reply.status(204).send();
  });
}
