import type { FastifyInstance } from 'fastify';
import { diaryBody } from '@sprout/shared';
import { readFields } from '../fields.js';
import { actorOf } from '../types.js';
import { parseWith } from '../validate.js';
import { FIELD_FORMS, docs } from '../docs/route-docs.js';
import { eventReply } from '../docs/event.reply.js';

/** POST /baby_contents (spec §7): a diary entry, multipart as the web sends it, or JSON. */
export default async function babyContentRoutes(app: FastifyInstance): Promise<void> {
  app.post(
    '/baby_contents',
    docs({ body: diaryBody, consumes: FIELD_FORMS, replies: { 201: eventReply } }),
    async (request, reply) => {
      const input = parseWith(diaryBody, await readFields(request));
      return reply.status(201).send(await app.ctx.services.diary.create(actorOf(request), input));
    },
  );
}
