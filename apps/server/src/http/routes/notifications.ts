import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notificationsQuery, readAllBody } from '@sprout/shared';
import { actorOf } from '../types.js';
import { parseWith } from '../validate.js';

const idParams = z.object({ id: z.coerce.number().int().positive() });

/** The bell (ADR 0030): the member's own notifications, across their babies; nobody else's are reachable. */
export default async function notificationRoutes(app: FastifyInstance): Promise<void> {
  const { services } = app.ctx;

  app.get('/notifications', async (request, reply) => {
    const query = parseWith(notificationsQuery, request.query);
    return reply.send(await services.notifications.list(actorOf(request), query.next_page));
  });

  app.get('/notifications/unread_count', async (request, reply) => {
    return reply.send({ unread_count: await services.notifications.unreadCount(actorOf(request)) });
  });

  app.put('/notifications/:id(^\\d+)/read', async (request, reply) => {
    const { id } = parseWith(idParams, request.params, 'not_found', 404);
    await services.notifications.markRead(actorOf(request), id);
    return reply.status(204).send();
  });

  app.put('/notifications/read_all', async (request, reply) => {
    const body = parseWith(readAllBody, request.body ?? undefined);
    await services.notifications.markAllRead(actorOf(request), body?.baby_id ?? null);
    return reply.status(204).send();
  });
}
