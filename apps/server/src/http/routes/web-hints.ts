import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { webHintQuery, type WebHintReply } from '@sprout/shared';
import { actorOf } from '../types.js';
import { parseWith } from '../validate.js';
import { docs, ok } from '../docs/route-docs.js';
import { webHintReply } from '../docs/user.reply.js';

const userParams = z.object({ id: z.coerce.number().int().positive() });

/** First-run hints, per user (spec §7: GET /users/{id}/web_hint_exist, POST /users/{id}/web_close_hint, hint_name in the query). */
export default async function webHintRoutes(app: FastifyInstance): Promise<void> {
  const { account } = app.ctx.services;

  app.get(
    '/users/:id/web_hint_exist',
    ok(webHintReply, { params: userParams, query: webHintQuery }),
    async (request, reply) => {
      const { id } = parseWith(userParams, request.params, 'not_found', 404);
      const { hint_name } = parseWith(webHintQuery, request.query);
      const body: WebHintReply = { hint_name, exist: await account.hintShown(actorOf(request).user, id, hint_name) };
      return reply.send(body);
    },
  );

  app.post(
    '/users/:id/web_close_hint',
    docs({ params: userParams, query: webHintQuery, replies: { 204: null } }),
    async (request, reply) => {
      const { id } = parseWith(userParams, request.params, 'not_found', 404);
      const { hint_name } = parseWith(webHintQuery, request.query);
      await account.closeHint(actorOf(request).user, id, hint_name);
      return reply.status(204).send();
    },
  );
}
