import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notificationsQuery, readAllBody } from '@sprout/shared';
import { actorOf } from '../types.js';
import { parseWith } from '../validate.js';
import { docs, ok } from '../docs/route-docs.js';
import { notificationsReply, unreadCountReply } from '../docs/notification.reply.js';

const idParams = z.object({ id: z.coerce.number().int().positive() });
/** How long a cached bell may show a name or relation changed since: no version moves with those. */
const BELL_NAMES_MAX_AGE_MS = 30_000;

/** The bell (ADR 0030): the member's own notifications, across their babies; nobody else's are reachable. */
export default async function notificationRoutes(app: FastifyInstance): Promise<void> {
  const { services, responseCache } = app.ctx;

  // Both are read on every page a member opens and change far less often: cached under the member's
  // bell version and their babies' timeline versions, which every change they show moves.
  app.get('/notifications', ok(notificationsReply, { query: notificationsQuery }), async (request, reply) => {
    const query = parseWith(notificationsQuery, request.query);
    const actor = actorOf(request);
    const bell = await services.notifications.bell(actor);
    return responseCache.sendUnder(
      request,
      reply,
      bell.version,
      () => services.notifications.list(actor, query.next_page, bell.viewers),
      BELL_NAMES_MAX_AGE_MS,
    );
  });

  app.get('/notifications/unread_count', ok(unreadCountReply), async (request, reply) => {
    const actor = actorOf(request);
    const bell = await services.notifications.bell(actor);
    return responseCache.sendUnder(request, reply, bell.version, async () => ({
      unread_count: await services.notifications.unreadCount(actor, bell.viewers),
    }));
  });

  app.put(
    '/notifications/:id(^\\d+)/read',
    docs({ params: idParams, replies: { 204: null } }),
    async (request, reply) => {
      const { id } = parseWith(idParams, request.params, 'not_found', 404);
      await services.notifications.markRead(actorOf(request), id);
      return reply.status(204).send();
    },
  );

  app.put('/notifications/read_all', docs({ body: readAllBody, replies: { 204: null } }), async (request, reply) => {
    const body = parseWith(readAllBody, request.body ?? undefined);
    await services.notifications.markAllRead(actorOf(request), body?.baby_id ?? null);
    return reply.status(204).send();
  });
}
