import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireUser } from '../plugins/auth.js';
import { authOf } from '../types.js';
import { parseWith } from '../validate.js';

const listQuery = z.object({
  baby_id: z.coerce.number().int().positive(),
  style: z.string().max(20).optional(),
  include_rt: z.string().optional(),
  next_page: z.string().max(100).optional(),
});

export default async function eventRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('preHandler', requireUser);

  app.get('/events', async (request, reply) => {
    const query = parseWith(listQuery, request.query);
    const page = await app.ctx.services.events.list(authOf(request).user, query.baby_id, query.style, query.next_page);
    return reply.header('cache-control', 'no-store').send(page);
  });
}
