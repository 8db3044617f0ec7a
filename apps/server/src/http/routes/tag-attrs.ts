import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { commentBody, createTagAttrBody, tagAttrsQuery, updateTagAttrBody } from '@sprout/shared';
import { commentsQuery } from '../comments-query.js';
import { readFields } from '../fields.js';
import { actorOf } from '../types.js';
import { parseWith } from '../validate.js';
import { FIELD_FORMS, docs, ok } from '../docs/route-docs.js';
import { commentReply, commentsReply } from '../docs/comment.reply.js';
import { tagAttrLikeReply, tagAttrReply, tagAttrsReply } from '../docs/tag-attr.reply.js';

const params = z.object({ id: z.coerce.number().int().positive() });

/**
 * Special tags' values (spec §7 `/baby_moment_tag_attrs/{id}` with likes and
 * comments). Listing, making, changing and removing a value are Sprout's
 * shape; the spec names the resource, its likes fields and its comments.
 * DELETE /comments/{id} (comments.ts) removes a comment on a value too.
 */
export default async function tagAttrRoutes(app: FastifyInstance): Promise<void> {
  const { tagAttrs } = app.ctx.services;
  const idOf = (raw: unknown) => parseWith(params, raw, 'not_found', 404).id;

  app.get('/baby_moment_tag_attrs', ok(tagAttrsReply, { query: tagAttrsQuery }), async (request, reply) => {
    return reply.send(await tagAttrs.list(actorOf(request), parseWith(tagAttrsQuery, request.query)));
  });

  app.post(
    '/baby_moment_tag_attrs',
    docs({ body: createTagAttrBody, consumes: FIELD_FORMS, replies: { 201: tagAttrReply } }),
    async (request, reply) => {
      const body = parseWith(createTagAttrBody, await readFields(request));
      return reply.status(201).send(await tagAttrs.create(actorOf(request), body, request.locale));
    },
  );

  app.get('/baby_moment_tag_attrs/:id', ok(tagAttrReply, { params }), async (request, reply) => {
    return reply.send(await tagAttrs.get(actorOf(request), idOf(request.params)));
  });

  app.put(
    '/baby_moment_tag_attrs/:id',
    ok(tagAttrReply, { params, body: updateTagAttrBody, consumes: FIELD_FORMS }),
    async (request) => {
      const id = idOf(request.params);
      return tagAttrs.update(actorOf(request), id, parseWith(updateTagAttrBody, await readFields(request)));
    },
  );

  app.delete('/baby_moment_tag_attrs/:id', docs({ params, replies: { 204: null } }), async (request, reply) => {
    await tagAttrs.remove(actorOf(request), idOf(request.params));
    return reply.status(204).send();
  });

  app.post('/baby_moment_tag_attrs/:id/likes', ok(tagAttrLikeReply, { params }), async (request) =>
    tagAttrs.like(actorOf(request), idOf(request.params), true),
  );
  app.delete('/baby_moment_tag_attrs/:id/likes', ok(tagAttrLikeReply, { params }), async (request) =>
    tagAttrs.like(actorOf(request), idOf(request.params), false),
  );

  app.get(
    '/baby_moment_tag_attrs/:id/comments',
    ok(commentsReply, { params, query: commentsQuery }),
    async (request, reply) => {
      const id = idOf(request.params);
      const { next_page } = parseWith(commentsQuery, request.query);
      return reply.send(await tagAttrs.comments(actorOf(request), id, next_page));
    },
  );

  app.post(
    '/baby_moment_tag_attrs/:id/comments',
    docs({ params, body: commentBody, consumes: FIELD_FORMS, replies: { 201: commentReply } }),
    async (request, reply) => {
      const id = idOf(request.params);
      const { content } = parseWith(commentBody, await readFields(request));
      return reply.status(201).send(await tagAttrs.comment(actorOf(request), id, content));
    },
  );
}
