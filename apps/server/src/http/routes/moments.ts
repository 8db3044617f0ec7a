import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { createMomentBody, momentDuplicatesBody, updateMomentBody, type CreateMomentReply } from '@sprout/shared';
import { AppError } from '../../errors.js';
import { readFields } from '../fields.js';
import { baseUrl } from '../base-url.js';
import { actorOf } from '../types.js';
import { parseWith } from '../validate.js';
import { FIELD_FORMS, docs, ok } from '../docs/route-docs.js';
import { createMomentReply, momentDuplicatesReply, momentReply, uploadTokenReply } from '../docs/moment.reply.js';

const babyQuery = z.object({ baby_id: z.coerce.number().int().positive() });
const idParams = z.object({ id: z.coerce.number().int().positive() });
/**
 * Spec §7: the upload-done notification "carries baby_ids and from". `baby_ids` (or the older
 * `baby_id`) names the babies whose batches end; `from` is accepted and ignored: the uploader is
 * whoever is signed in, never what a client says.
 */
const finishBody = z
  .object({
    baby_id: z.coerce.number().int().positive().optional(),
    baby_ids: z.array(z.coerce.number().int().positive()).max(50).optional(),
    from: z.unknown().optional(),
  })
  .optional();

export default async function momentRoutes(app: FastifyInstance): Promise<void> {
  const { services } = app.ctx;

  // force_aliyun and supported_providers are accepted and ignored: Sprout answers with its own tus endpoint.
  app.get('/moments/new', ok(uploadTokenReply, { query: babyQuery }), async (request, reply) => {
    const { baby_id } = parseWith(babyQuery, request.query);
    const token = await services.uploadTokens.issue(
      actorOf(request),
      baby_id,
      `${baseUrl(request, app.ctx.config.publicUrl)}/tus/`,
    );
    return reply.send(token);
  });

  app.post(
    '/moments',
    docs({ body: createMomentBody, replies: { 200: createMomentReply, 201: createMomentReply } }),
    async (request, reply) => {
      const input = parseWith(createMomentBody, request.body, '650', 422);
      const { moment, duplicate, created } = await services.moments.create(actorOf(request), input);
      const result: CreateMomentReply = { moment, event_id: moment.event_id, duplicate };
      return reply.status(created ? 201 : 200).send(result);
    },
  );

  // Asked before any byte is sent (ADR 0013): a bad baby is 400 like every baby_id, bad hashes 422 invalid_checksums.
  app.post('/moments/duplicates', ok(momentDuplicatesReply, { body: momentDuplicatesBody }), async (request) => {
    const parsed = momentDuplicatesBody.safeParse(request.body);
    if (!parsed.success) {
      const babyWrong = parsed.error.issues.some((issue) => issue.path[0] === 'baby_id' || issue.path.length === 0);
      throw babyWrong ? new AppError(400, 'bad_request') : new AppError(422, 'invalid_checksums');
    }
    return services.moments.duplicates(actorOf(request), parsed.data.baby_id, parsed.data.sha256s);
  });

  app.get('/moments/:id(^\\d+)', ok(momentReply, { params: idParams }), async (request, reply) => {
    const { id } = parseWith(idParams, request.params, 'not_found', 404);
    return reply.send(await services.moments.get(actorOf(request), id));
  });

  app.put(
    '/moments/:id(^\\d+)',
    ok(momentReply, { params: idParams, body: updateMomentBody, consumes: FIELD_FORMS }),
    async (request) => {
      const { id } = parseWith(idParams, request.params, 'not_found', 404);
      const input = parseWith(updateMomentBody, await readFields(request));
      return services.moments.update(actorOf(request), id, input);
    },
  );

  app.delete('/moments/:id(^\\d+)', docs({ params: idParams, replies: { 204: null } }), async (request, reply) => {
    const { id } = parseWith(idParams, request.params, 'not_found', 404);
    await services.moments.remove(actorOf(request), id);
    return reply.status(204).send();
  });

  app.put('/moments/finish', docs({ body: finishBody, replies: { 204: null } }), async (request, reply) => {
    const body = parseWith(finishBody, request.body ?? undefined);
    const babies = [...new Set([...(body?.baby_ids ?? []), ...(body?.baby_id ? [body.baby_id] : [])])];
    if (babies.length === 0) await services.moments.finish(actorOf(request), null);
    for (const babyId of babies) await services.moments.finish(actorOf(request), babyId);
    return reply.status(204).send();
  });
}
