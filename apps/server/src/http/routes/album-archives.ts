import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../errors.js';
import type { ExportState } from '../../services/export-runs.service.js';
import { attachmentDisposition } from '../../util/filename.js';
import { baseUrl } from '../base-url.js';
import { actorOf } from '../types.js';
import { parseWith } from '../validate.js';
import { parseRange } from './media.js';
import { bytes, docs, multipartFields, ok } from '../docs/route-docs.js';
import { exportReply, importReply, type ExportReply, type ImportReply } from '../docs/archive.reply.js';

const babyParams = z.object({ id: z.coerce.number().int().positive() });
const exportParams = z.object({ id: z.string().min(20).max(100) });

/** An export as the web polls it: progress, then where to download it. */
function presentExport(state: ExportState, locale: string): ExportReply {
  return {
    id: state.id,
    baby_id: state.baby_id,
    status: state.status,
    done_bytes: state.done_bytes,
    total_bytes: state.total_bytes,
    size: state.size,
    error: state.error,
    expires_at: state.expires_at,
    download_url: state.status === 'ready' ? `/api/${locale}/album_exports/${state.id}/download` : null,
  };
}

/**
 * Album archives (docs/EXPORT.md, ADR 0037): a member starts an export of a baby
 * (exactly their own view, an Admin's too: only the operator CLI exports the whole baby),
 * polls its progress, and downloads it with Range support; any signed-in user imports an
 * archive as a new baby of their own, and the archive's other members are invited, not added.
 */
export default async function albumArchiveRoutes(app: FastifyInstance): Promise<void> {
  const { services, config } = app.ctx;
  const locale = (params: unknown) => (params as { locale: string }).locale;

  app.post(
    '/babies/:id/album_exports',
    docs({ params: babyParams, replies: { 202: exportReply } }),
    async (request, reply) => {
      const { id } = parseWith(babyParams, request.params, 'not_found', 404);
      const state = await services.exportRuns.start(actorOf(request), id, locale(request.params));
      return reply.status(202).send(presentExport(state, locale(request.params)));
    },
  );

  app.get('/album_exports/:id', ok(exportReply, { params: exportParams }), async (request) => {
    const { id } = parseWith(exportParams, request.params, 'not_found', 404);
    return presentExport(await services.exportRuns.status(actorOf(request), id), locale(request.params));
  });

  app.get(
    '/album_exports/:id/download',
    docs({ params: exportParams, produces: ['application/zip'], replies: { 200: bytes, 206: bytes } }),
    async (request, reply) => {
      const { id } = parseWith(exportParams, request.params, 'not_found', 404);
      const { layout, filename } = await services.exportRuns.download(actorOf(request), id);
      // The archive of one export never changes: its id is its validator, so a resumed download is of the same bytes.
      const etag = `"${id}"`;
      const ifRange = request.headers['if-range'];
      const range = ifRange === undefined || ifRange === etag ? parseRange(request.headers.range, layout.size) : null;
      reply
        .header('content-type', 'application/zip')
        .header('content-disposition', attachmentDisposition(filename))
        .header('accept-ranges', 'bytes')
        .header('etag', etag);
      if (range === 'invalid') return reply.status(416).header('content-range', `bytes */${layout.size}`).send();
      if (range)
        return reply
          .status(206)
          .header('content-range', `bytes ${range.start}-${range.end}/${layout.size}`)
          .header('content-length', range.end - range.start + 1)
          .send(Readable.from(layout.bytes(range.start, range.end)));
      return reply.header('content-length', layout.size).send(Readable.from(layout.bytes()));
    },
  );

  app.post(
    '/album_imports',
    docs({
      body: multipartFields([], ['archive']),
      consumes: ['multipart/form-data'],
      replies: { 201: importReply },
    }),
    async (request, reply) => {
      const actor = actorOf(request);
      if (!request.isMultipart()) throw new AppError(415, 'bad_request');
      const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'sprout-album-import-'));
      try {
        const file = path.join(dir, 'archive.zip');
        const part = await request.file({ limits: { fileSize: config.importMaxBytes, files: 1 } });
        if (!part || part.fieldname !== 'archive') throw new AppError(400, 'bad_request');
        await pipeline(part.file, fs.createWriteStream(file));
        if (part.file.truncated) throw new AppError(413, 'archive_too_large');
        // Nobody but the importer is put in the new family: the others are invited, and join by the mailed link.
        const { baby, moments, invitees } = await services.imports.importFile(file, actor.user, 'invite');
        const invited = await services.invitations.inviteImported(
          actor,
          baby.id,
          invitees,
          request.locale,
          baseUrl(request, config.publicUrl),
        );
        const body: ImportReply = { baby_id: baby.id, name: baby.name, moments, invited };
        return await reply.status(201).send(body);
      } finally {
        await fsp.rm(dir, { recursive: true, force: true });
      }
    },
  );
}
