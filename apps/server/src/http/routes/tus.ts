import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { Server, type Upload } from '@tus/server';
import { FileStore } from '@tus/file-store';
import { translate } from '@sprout/shared/i18n';
import { AppError } from '../../errors.js';
import { nowSeconds } from '../../util/time.js';

const TUS_PATH = '/tus';

/**
 * FileStore creates its folder asynchronously and throws from a callback if
 * that fails, which no caller can catch; the folder is made synchronously
 * beforehand instead, where a failure is an ordinary start-up error.
 */
// @ts-expect-error checkOrCreateDirectory is private in the typings; overriding it is the point.
class PreparedFileStore extends FileStore {
  constructor(directory: string) {
    fs.mkdirSync(directory, { recursive: true });
    super({ directory });
  }

  override checkOrCreateDirectory(): void {}
}

/** What tus hooks throw to end a request with our JSON error body. */
function tusError(error: unknown): { status_code: number; body: string } {
  const appError = error instanceof AppError ? error : new AppError(500, 'internal');
  return {
    status_code: appError.status,
    body: JSON.stringify({ error: { code: appError.code, message: translate('en', `errors.${appError.code}`) } }),
  };
}

/**
 * Sprout's resumable upload endpoint (tus 1.0). Every request carries the
 * short-lived upload token from GET /moments/new as a Bearer credential; an
 * upload can be continued only by the user and baby it was started for.
 */
export default async function tusRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const tus = new Server({
    path: TUS_PATH,
    datastore: new PreparedFileStore(ctx.tusDir),
    maxSize: ctx.config.uploadMaxBytes,
    respectForwardedHeaders: false,
    relativeLocation: true,
    async onIncomingRequest(req, uploadId) {
      try {
        if (req.method === 'GET') throw new AppError(403, 'forbidden'); // uploads are read back only as moments
        const grant = await ctx.services.uploadTokens.verify(req.headers.get('authorization'));
        if (req.method === 'POST') return;
        const upload = await ctx.repos.uploads.findUpload(uploadId);
        if (!upload) throw new AppError(404, 'not_found');
        if (upload.user_id !== grant.userId || upload.baby_id !== grant.babyId) throw new AppError(403, 'forbidden');
        if (upload.consumed_at !== null) throw new AppError(409, 'upload_not_finished');
      } catch (error) {
        throw tusError(error);
      }
    },
    async onUploadCreate(req, upload: Upload) {
      try {
        const grant = await ctx.services.uploadTokens.verify(req.headers.get('authorization'));
        // The length must be known up front: a moment is made only from a complete file.
        if (upload.size === undefined) throw new AppError(400, 'bad_request');
        await ctx.repos.uploads.insertUpload({ id: upload.id, user_id: grant.userId, baby_id: grant.babyId, size: upload.size, created_at: nowSeconds() });
        return {};
      } catch (error) {
        throw tusError(error);
      }
    },
  });

  // tus reads the raw request body itself.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));
  const handle = async (request: import('fastify').FastifyRequest, reply: import('fastify').FastifyReply) => {
    reply.hijack();
    await tus.handle(request.raw, reply.raw);
  };
  app.all(TUS_PATH, handle);
  app.all(`${TUS_PATH}/*`, handle);
}
