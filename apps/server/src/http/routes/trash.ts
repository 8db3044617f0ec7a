import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { trashQuery } from '@sprout/shared';
import { actorOf } from '../types.js';
import { parseWith } from '../validate.js';
import { docs, ok } from '../docs/route-docs.js';
import { restoreReply, trashReply } from '../docs/trash.reply.js';

const idParams = z.object({ id: z.coerce.number().int().positive() });

/** The trash (ADR 0015): "Recently deleted", restore, delete for good. */
export default async function trashRoutes(app: FastifyInstance): Promise<void> {
  const { trash } = app.ctx.services;

  app.get('/trash', ok(trashReply, { query: trashQuery }), async (request, reply) => {
    const query = parseWith(trashQuery, request.query);
    return reply.send(await trash.list(actorOf(request), query.baby_id, query.next_page));
  });

  app.post('/trash/:id(^\\d+)/restore', ok(restoreReply, { params: idParams }), async (request) => {
    const { id } = parseWith(idParams, request.params, 'not_found', 404);
    return trash.restore(actorOf(request), id);
  });

  app.delete('/trash/:id(^\\d+)', docs({ params: idParams, replies: { 204: null } }), async (request, reply) => {
    const { id } = parseWith(idParams, request.params, 'not_found', 404);
    await trash.purge(actorOf(request), id);
    return reply.status(204).send();
  });
}
