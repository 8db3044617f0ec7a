import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { MediaObject } from '../../services/media.service.js';
import { attachmentDisposition } from '../../util/filename.js';
import { actorOf } from '../types.js';
import { parseWith } from '../validate.js';
import { bytes, docs } from '../docs/route-docs.js';

const params = z.object({
  id: z.coerce.number().int().positive(),
  variant: z.enum(['thumb', 'large', 'xlarge', 'original']),
});
const trashParams = z.object({ id: z.coerce.number().int().positive(), variant: z.enum(['thumb', 'large']) });
const userParams = z.object({ id: z.coerce.number().int().positive() });
const babyParams = z.object({ id: z.coerce.number().int().positive(), variant: z.enum(['profile', 'background']) });

/** `download=1` asks for the original as an attachment, under its file's name. */
const downloadQuery = z.object({ download: z.literal('1').optional() });

/** What every media answer may be: the bytes, a range of them, or "your copy is current". */
const mediaDocs = (routeParams: z.ZodType, query?: z.ZodType) =>
  docs({
    params: routeParams,
    ...(query ? { query } : {}),
    produces: ['image/*', 'video/*', 'audio/*'],
    replies: { 200: bytes, 206: bytes, 304: null },
  });

/** Parses a single `bytes=a-b` range; anything else is served whole. */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | null | 'invalid' {
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
 * Whether the browser's copy is current (RFC 9110 §13.1): If-None-Match wins
 * when present, else If-Modified-Since. Asked only after the viewer passed
 * every check, so a 304 is never an answer to someone who may no longer see it.
 */
export function isFresh(request: FastifyRequest, etag: string, modifiedSeconds: number): boolean {
  const match = request.headers['if-none-match'];
  if (match !== undefined)
    return match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag || tag.trim() === '*');
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  return Number.isFinite(since) && Math.floor(since / 1000) >= modifiedSeconds;
}

/** Media of moments and babies; behind the signed-in hook (401 without a session), 404 for what one may not see. */
export default async function mediaRoutes(app: FastifyInstance): Promise<void> {
  const { media } = app.ctx.services;

  app.get('/media/moments/:id/:variant', mediaDocs(params, downloadQuery), async (request, reply) => {
    const { id, variant } = parseWith(params, request.params, 'not_found', 404);
    const download = (request.query as { download?: string }).download === '1';
    return sendObject(request, reply, await media.ofMoment(actorOf(request), id, variant, download));
  });

  // Thumbnails of the trash: only those who find the moment there (trash.policy) get them.
  app.get('/media/trash/:id/:variant', mediaDocs(trashParams), async (request, reply) => {
    const { id, variant } = parseWith(trashParams, request.params, 'not_found', 404);
    return sendObject(request, reply, await media.ofTrashed(actorOf(request), id, variant));
  });

  app.get('/media/users/:id/profile', mediaDocs(userParams), async (request, reply) => {
    const { id } = parseWith(userParams, request.params, 'not_found', 404);
    return sendObject(request, reply, await media.ofUser(actorOf(request), id));
  });

  // A feedback's screenshot: its writer and support staff only (support.policy.ts).
  app.get('/media/feedback_screenshots/:id', mediaDocs(userParams), async (request, reply) => {
    const { id } = parseWith(userParams, request.params, 'not_found', 404);
    return sendObject(request, reply, await app.ctx.services.feedback.screenshot(actorOf(request).user, id));
  });

  app.get('/media/babies/:id/:variant', mediaDocs(babyParams), async (request, reply) => {
    const { id, variant } = parseWith(babyParams, request.params, 'not_found', 404);
    return sendObject(request, reply, await media.ofBaby(actorOf(request), id, variant));
  });
}

/**
 * Streams a stored object with the headers every media answer carries; supports one byte range.
 * `version` is the owner's updated_at (a new derivative or picture changes it). The browser keeps
 * a copy but asks again before each use (no-cache, ADR 0010): a member who was removed, or a post
 * made private, gets 404 instead of their old copy; an unchanged one costs a 304 without bytes.
 */
function sendObject(
  request: FastifyRequest,
  reply: FastifyReply,
  { object, key, version, mime, downloadName }: MediaObject,
) {
  const etag = `"${createHash('sha256').update(`${key}:${version}:${object.size}`).digest('base64url').slice(0, 22)}"`;
  reply
    .header('x-content-type-options', 'nosniff')
    // Private: a shared cache must never hand one family's photo to another.
    .header('cache-control', 'private, no-cache')
    .header('etag', etag)
    .header('last-modified', new Date(version * 1000).toUTCString())
    .header('content-security-policy', "default-src 'none'; sandbox");
  if (isFresh(request, etag, version)) return reply.status(304).send();
  reply.header('content-type', mime).header('accept-ranges', 'bytes');
  if (downloadName) reply.header('content-disposition', attachmentDisposition(downloadName));
  const range = parseRange(request.headers.range, object.size);
  if (range === 'invalid') return reply.status(416).header('content-range', `bytes */${object.size}`).send();
  if (range) {
    return reply
      .status(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${object.size}`)
      .header('content-length', range.end - range.start + 1)
      .send(object.stream(range));
  }
  return reply.header('content-length', object.size).send(object.stream());
}
