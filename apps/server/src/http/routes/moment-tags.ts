import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { createTagBody, momentTagsQuery, taggingRecordsBody, taggingRecordsQuery } from '@sprout/shared';
import { readFields } from '../fields.js';
import { actorOf } from '../types.js';
import { parseWith } from '../validate.js';
import { FIELD_FORMS, docs, ok } from '../docs/route-docs.js';
import { momentTagsReply, tagReply, taggingRecordsListReply, taggingRecordsReply } from '../docs/tag.reply.js';

const idParams = z.object({ id: z.coerce.number().int().positive() });

/** Tags (spec §7 Tags): /moment_tags and /tagging_records, with the spec's names and spelling. */
export default async function momentTagRoutes(app: FastifyInstance): Promise<void> {
  const { tags } = app.ctx.services;

  app.get('/moment_tags/all', ok(momentTagsReply, { query: momentTagsQuery }), async (request, reply) => {
    const { baby_id, page } = parseWith(momentTagsQuery, request.query);
    const actor = actorOf(request);
    // Cached per viewer under the baby's timeline_version, which every change to a tag, a record or a moment moves (ADR 0019).
    return app.ctx.responseCache.send(request, reply, await actor.requireMember(baby_id), () =>
      tags.all(actor, baby_id, page ?? 1, request.locale),
    );
  });

  app.post(
    '/moment_tags',
    docs({ body: createTagBody, consumes: FIELD_FORMS, replies: { 201: tagReply } }),
    async (request, reply) => {
      const body = parseWith(createTagBody, await readFields(request));
      return reply
        .status(201)
        .send(await tags.create(actorOf(request), body.baby_id, body.name ?? body.tag_name ?? ''));
    },
  );

  app.post('/tagging_records', ok(taggingRecordsReply, { body: taggingRecordsBody }), async (request) => {
    return tags.tagMoments(actorOf(request), parseWith(taggingRecordsBody, request.body));
  });

  app.get('/tagging_records', ok(taggingRecordsListReply, { query: taggingRecordsQuery }), async (request, reply) => {
    const q = parseWith(taggingRecordsQuery, request.query);
    const actor = actorOf(request);
    if (q.moment_id !== undefined) return reply.send(await tags.ofMoment(actor, q.baby_id, q.moment_id));
    return app.ctx.responseCache.send(request, reply, await actor.requireMember(q.baby_id), () =>
      tags.tagged(actor, q.baby_id, q.tag_id ?? 0, q.next_page),
    );
  });

  app.delete('/tagging_records/:id', docs({ params: idParams, replies: { 204: null } }), async (request, reply) => {
    await tags.untag(actorOf(request), parseWith(idParams, request.params, 'not_found', 404).id);
    return reply.status(204).send();
  });
}
