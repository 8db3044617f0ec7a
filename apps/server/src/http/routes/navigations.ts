import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { actorOf } from '../types.js';
import { parseWith } from '../validate.js';
import { ok } from '../docs/route-docs.js';
import { navigationsReply } from '../docs/trash.reply.js';

const query = z.object({ baby_id: z.coerce.number().int().positive() });

export default async function navigationRoutes(app: FastifyInstance): Promise<void> {
  app.get('/navigations.json', ok(navigationsReply, { query }), async (request, reply) => {
    const { baby_id } = parseWith(query, request.query);
    const actor = actorOf(request);
    return app.ctx.responseCache.send(request, reply, await actor.requireMember(baby_id), () =>
      app.ctx.services.navigation.forBaby(actor, baby_id, request.locale),
    );
  });
}
