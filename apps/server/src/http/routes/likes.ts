import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { actorOf } from '../types.js';
import { parseWith } from '../validate.js';
import { ok } from '../docs/route-docs.js';
import { likeReply } from '../docs/comment.reply.js';

const params = z.object({ id: z.coerce.number().int().positive() });

/** POST likes, DELETE unlikes; both are idempotent and answer the new state. */
export default async function likeRoutes(app: FastifyInstance): Promise<void> {
  const { likes } = app.ctx.services;

  for (const type of ['event', 'moment'] as const) {
    const path = `/${type}s/:id/likes`;
    app.post(path, ok(likeReply, { params }), async (request) =>
      likes.set(actorOf(request), type, parseWith(params, request.params, 'not_found', 404).id, true),
    );
    app.delete(path, ok(likeReply, { params }), async (request) =>
      likes.set(actorOf(request), type, parseWith(params, request.params, 'not_found', 404).id, false),
    );
  }
}
