import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { captionBody, diaryEditBody } from '@sprout/shared';
import { DiaryService } from '../../services/diary.service.js';
import { readFields } from '../fields.js';
import { actorOf } from '../types.js';
import { parseWith } from '../validate.js';
import { FIELD_FORMS, ok } from '../docs/route-docs.js';
import { eventReply, eventUpdatesReply, eventsReply } from '../docs/event.reply.js';

const flag = z
  .string()
  .optional()
  .transform((v) => v === '1' || v === 'true');
const listQuery = z.object({
  baby_id: z.coerce.number().int().positive(),
  style: z.string().max(20).optional(),
  include_rt: z.string().optional(),
  next_page: z.string().max(100).optional(),
});
// skip_invisible is accepted and implied: events never shown to the viewer are always left out.
const updatesQuery = listQuery.extend({ since: z.coerce.number().int().min(0), skip_invisible: flag });
const idParams = z.object({ id: z.coerce.number().int().positive() });

export default async function eventRoutes(app: FastifyInstance): Promise<void> {
  const { services } = app.ctx;

  app.get('/events', ok(eventsReply, { query: listQuery }), async (request, reply) => {
    const query = parseWith(listQuery, request.query);
    const actor = actorOf(request);
    return app.ctx.responseCache.send(request, reply, await actor.requireMember(query.baby_id), () =>
      services.events.list(actor, query.baby_id, query.style, query.next_page),
    );
  });

  app.get('/events/updates', ok(eventUpdatesReply, { query: updatesQuery }), async (request, reply) => {
    const q = parseWith(updatesQuery, request.query);
    const actor = actorOf(request);
    return app.ctx.responseCache.send(request, reply, await actor.requireMember(q.baby_id), () =>
      services.events.updates(actor, q.baby_id, q.since, q.style, q.next_page),
    );
  });

  app.get('/events/:id(^\\d+).json', ok(eventReply, { params: idParams }), async (request, reply) => {
    const { id } = parseWith(idParams, request.params, 'not_found', 404);
    return reply.send(await services.events.get(actorOf(request), id));
  });

  app.put(
    '/events/:id',
    // Either body: a caption, or a diary entry's edit.
    ok(eventReply, { params: idParams, body: z.union([captionBody, diaryEditBody]), consumes: FIELD_FORMS }),
    async (request) => {
      const { id } = parseWith(idParams, request.params, 'not_found', 404);
      const fields = await readFields(request);
      // A diary entry's text, audience or publishing (spec §3); anything else is a caption.
      if (DiaryService.isDiaryEdit(fields))
        return services.diary.edit(actorOf(request), id, parseWith(diaryEditBody, fields));
      const { caption } = parseWith(captionBody, fields);
      return services.events.updateCaption(actorOf(request), id, caption);
    },
  );
}
