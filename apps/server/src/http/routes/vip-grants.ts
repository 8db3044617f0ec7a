import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { vipGrantBody } from '@sprout/shared';
import { actorOf } from '../types.js';
import { parseWith } from '../validate.js';
import { docs, ok } from '../docs/route-docs.js';
import { vipGrantReply } from '../docs/baby.reply.js';

const babyParams = z.object({ baby_id: z.coerce.number().int().positive() });

/**
 * Sharing VIP (spec §6, ADR 0040): an Admin of a VIP baby grants it to another baby they administer,
 * one VIP covering up to 3 babies, and takes it back. Purchases happen in the app.
 */
export default async function vipGrantRoutes(app: FastifyInstance): Promise<void> {
  const { services } = app.ctx;

  app.post('/vip_grants', docs({ body: vipGrantBody, replies: { 201: vipGrantReply } }), async (request, reply) => {
    const body = parseWith(vipGrantBody, request.body);
    return reply
      .status(201)
      .send(await services.space.grant(actorOf(request), body.from_baby_id, body.baby_id, request.locale));
  });

  app.delete('/vip_grants/:baby_id', ok(vipGrantReply, { params: babyParams }), async (request) => {
    const { baby_id } = parseWith(babyParams, request.params, 'not_found', 404);
    return services.space.revoke(actorOf(request), baby_id, request.locale);
  });
}
