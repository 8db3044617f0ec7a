import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { onThisDayQuery } from '@sprout/shared';
import { actorOf } from '../types.js';
import { parseWith } from '../validate.js';
import { ok } from '../docs/route-docs.js';
import { babiesNewsReply, newsReply, onThisDayReply } from '../docs/notification.reply.js';

const idParams = z.object({ id: z.coerce.number().int().positive() });

/** New since the member's last visit, and "on this day" (ADR 0030): member-only, filtered by who sees what. */
export default async function newsRoutes(app: FastifyInstance): Promise<void> {
  const { services } = app.ctx;

  // A look at the timeline: recorded, and answered with what is new to this visit (the markers).
  app.post('/babies/:id(^\\d+)/visits', ok(newsReply, { params: idParams }), async (request, reply) => {
    const { id } = parseWith(idParams, request.params, 'not_found', 404);
    return reply.send(await services.news.visit(actorOf(request), id));
  });

  app.get('/babies/news', ok(babiesNewsReply), async (request, reply) => {
    return reply.send(await services.news.babies(actorOf(request)));
  });

  app.get('/events/on_this_day', ok(onThisDayReply, { query: onThisDayQuery }), async (request, reply) => {
    const query = parseWith(onThisDayQuery, request.query);
    return reply.send(await services.news.onThisDay(actorOf(request), query.baby_id, query.date));
  });
}
