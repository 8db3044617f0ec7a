import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireUser } from '../plugins/auth.js';
import { authOf } from '../types.js';
import { parseWith } from '../validate.js';

const query = z.object({ baby_id: z.coerce.number().int().positive() });

export default async function navigationRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('preHandler', requireUser);

  app.get('/navigations.json', async (request, reply) => {
    const { baby_id } = parseWith(query, request.query);
    return app.ctx.responseCache.send(request, reply, baby_id,
      () => app.ctx.services.navigation.forBaby(authOf(request).user, baby_id, request.locale));
  });
}
