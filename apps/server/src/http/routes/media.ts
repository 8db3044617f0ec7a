import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../errors.js';
import { resolveAuth } from '../plugins/auth.js';
import { parseWith } from '../validate.js';

const params = z.object({ id: z.coerce.number().int().positive(), variant: z.enum(['thumb', 'large', 'original']) });
const babyParams = z.object({ id: z.coerce.number().int().positive(), variant: z.enum(['profile', 'background']) });

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
    const { moment } = await app.ctx.services.moments.visible(auth.user, id);
    const key = variant === 'thumb' ? moment.thumb_key : variant === 'large' ? moment.large_key : moment.original_key;
    const mime = variant === 'original' ? moment.original_mime ?? 'application/octet-stream' : 'image/jpeg';
    const download = variant === 'original' && (request.query as { download?: string }).download === '1' ? `sprout-${moment.id}` : null;
    return sendObject(request, reply, key, mime, download);
  });

  app.get('/media/babies/:id/:variant', async (request, reply) => {
    const { id, variant } = parseWith(babyParams, request.params, 'not_found', 404);
    const auth = await resolveAuth(app, request);
    if (!auth) throw new AppError(401, 'unauthorized');
    const member = await app.ctx.repos.family.findMembership(id, auth.user.id);
    const baby = member ? await app.ctx.repos.babies.findById(id) : undefined;
    if (!baby) throw new AppError(404, 'not_found');
    return sendObject(request, reply, variant === 'profile' ? baby.profile_picture : baby.background, 'image/jpeg', null);
  });

  /** Streams a stored object with the headers every media answer carries; supports one byte range. */
  async function sendObject(request: FastifyRequest, reply: FastifyReply, key: string | null, mime: string, downloadName: string | null) {
    const object = key ? await app.ctx.storage.get(key) : null;
    if (!key || !object) throw new AppError(404, 'not_found');
    reply.header('x-content-type-options', 'nosniff')
      .header('content-type', mime)
      .header('accept-ranges', 'bytes')
      // Private: a shared cache must never hand one family's photo to another.
      .header('cache-control', 'private, max-age=86400')
      .header('content-security-policy', "default-src 'none'; sandbox");
    if (downloadName) reply.header('content-disposition', `attachment; filename="${downloadName}.${key.split('.').pop() ?? 'bin'}"`);
    const range = parseRange(request.headers.range, object.size);
    if (range === 'invalid') return reply.status(416).header('content-range', `bytes */${object.size}`).send();
    if (range) {
      return reply.status(206).header('content-range', `bytes ${range.start}-${range.end}/${object.size}`)
        .header('content-length', range.end - range.start + 1).send(object.stream(range));
    }
    return reply.header('content-length', object.size).send(object.stream());
  }
}
