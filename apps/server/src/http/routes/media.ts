import type { FastifyInstance } from 'fastify';
import type { Privacy } from '@sprout/shared';
import { z } from 'zod';
import { AppError } from '../../errors.js';
import { canSeeMoment } from '../../policies/moment.policy.js';
import { resolveAuth } from '../plugins/auth.js';
import { parseWith } from '../validate.js';

const params = z.object({ id: z.coerce.number().int().positive(), variant: z.enum(['thumb', 'large', 'original']) });

/** Parses a single `bytes=a-b` range; anything else is served whole. */
export function parseRange(header: string | undefined, size: number): { start: number; end: number } | null | 'invalid' {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return null;
  let start: number;
  let end: number;
  if (match[1] === '') {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  return start > end || start >= size ? 'invalid' : { start, end };
}

/**
 * Media answers only to members of the baby's family who may see the post:
 * 401 without a session, 404 for everyone else, so existence never leaks.
 */
export default async function mediaRoutes(app: FastifyInstance): Promise<void> {
  app.get('/media/moments/:id/:variant', async (request, reply) => {
    const { id, variant } = parseWith(params, request.params, 'not_found', 404);
    const auth = await resolveAuth(app, request);
    if (!auth) throw new AppError(401, 'unauthorized');
    const { repos, storage } = app.ctx;
    const moment = await repos.moments.findById(id);
    const member = moment ? await repos.family.findMembership(moment.baby_id, auth.user.id) : undefined;
    if (!moment || !member) throw new AppError(404, 'not_found');
    const visibleFor = moment.privacy === 'custom' ? (await repos.moments.visibleFor([moment.id])).get(moment.id) ?? [] : [];
    const viewer = { userId: auth.user.id, relation: member.relation, permission: member.permission } as Parameters<typeof canSeeMoment>[0];
    if (!canSeeMoment(viewer, { author_id: moment.author_id, privacy: moment.privacy as Privacy, visibleFor })) throw new AppError(404, 'not_found');

    const key = variant === 'thumb' ? moment.thumb_key : variant === 'large' ? moment.large_key : moment.original_key;
    const object = key ? await storage.get(key) : null;
    if (!key || !object) throw new AppError(404, 'not_found');
    const mime = variant === 'original' ? moment.original_mime ?? 'application/octet-stream' : 'image/jpeg';

    reply.header('x-content-type-options', 'nosniff')
      .header('content-type', mime)
      .header('accept-ranges', 'bytes')
      // Private: a shared cache must never hand one family's photo to another.
      .header('cache-control', 'private, max-age=86400')
      .header('content-security-policy', "default-src 'none'; sandbox");
    if (variant === 'original' && (request.query as { download?: string }).download === '1') {
      const ext = key.split('.').pop() ?? 'bin';
      reply.header('content-disposition', `attachment; filename="sprout-${moment.id}.${ext}"`);
    }
    const range = parseRange(request.headers.range, object.size);
    if (range === 'invalid') return reply.status(416).header('content-range', `bytes */${object.size}`).send();
    if (range) {
      return reply.status(206).header('content-range', `bytes ${range.start}-${range.end}/${object.size}`)
        .header('content-length', range.end - range.start + 1).send(object.stream(range));
    }
    return reply.header('content-length', object.size).send(object.stream());
  });
}
