import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { actorOf } from '../types.js';
import { parseWith } from '../validate.js';
import { ok } from '../docs/route-docs.js';
import { albumReply } from '../docs/tag.reply.js';

const params = z.object({ id: z.coerce.number().int().positive() });
const query = z.object({ next_page: z.string().max(100).optional() });

/** GET /babies/{id}/album (Sprout's own call; the spec shows the album, not its request): 200 a page. */
export default async function albumRoutes(app: FastifyInstance): Promise<void> {
  app.get('/babies/:id/album', ok(albumReply, { params, query }), async (request, reply) => {
    const { id } = parseWith(params, request.params, 'not_found', 404);
    const { next_page } = parseWith(query, request.query);
    return reply.send(await app.ctx.services.album.page(actorOf(request), id, next_page));
  });
}
