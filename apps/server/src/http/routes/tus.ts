import type { FastifyInstance } from 'fastify';
import { Server, type DataStore, type Upload } from '@tus/server';
import { pickLocale } from '@sprout/shared/i18n';
import { translate } from '@sprout/shared/i18n/server';
import { AppError } from '../../errors.js';
import { faultOf } from '../../faults.js';
import { PgTusLocker } from '../../storage/pg-tus-locker.js';

const TUS_PATH = '/tus';

/** The tus client's language from Accept-Language; tus URLs carry no locale. */
function localeOf(req: Request) {
  return pickLocale((req.headers.get('accept-language') ?? '').split(',').map((tag) => tag.split(';')[0] ?? ''));
}

/** What tus hooks throw to end a request with our JSON error body; a lost database or a full disk is told as such. */
function tusError(error: unknown, locale = 'en'): { status_code: number; body: string } {
  const fault = faultOf(error);
  const appError =
    error instanceof AppError ? error : fault ? new AppError(fault.status, fault.code) : new AppError(500, 'internal');
  return {
    status_code: appError.status,
    body: JSON.stringify({ error: { code: appError.code, message: translate(locale, `errors.${appError.code}`) } }),
  };
}

/** The datastore, telling `received` how many bytes each PATCH wrote (the upload-bytes metric). */
function countingWrites(store: DataStore, received: (bytes: number) => void): DataStore {
  const write = store.write.bind(store);
  store.write = async (stream, id, offset) => {
    const reached = await write(stream, id, offset);
    if (reached > offset) received(reached - offset);
    return reached;
  };
  return store;
}

/**
 * Sprout's resumable upload endpoint (tus 1.0). Every request carries the
 * short-lived upload token from GET /moments/new as a Bearer credential; an
 * upload can be continued only by the user and baby it was started for.
 */
export default async function tusRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  // Several instances share uploads only through PostgreSQL: their locks must be shared too (ADR 0031).
  const locker = ctx.config.databaseUrl ? new PgTusLocker(ctx.config.databaseUrl, app.log) : undefined;
  if (locker) app.addHook('onClose', () => locker.close());
  const tus = new Server({
    ...(locker ? { locker } : {}),
    path: TUS_PATH,
    datastore: countingWrites(ctx.uploads.datastore(), (bytes) => ctx.metrics.uploadBytes.inc(bytes)),
    maxSize: ctx.config.uploadMaxBytes,
    respectForwardedHeaders: false,
    relativeLocation: true,
    async onIncomingRequest(req, uploadId) {
      try {
        if (req.method === 'GET') throw new AppError(403, 'forbidden'); // uploads are read back only as moments
        if (req.method === 'POST') await ctx.services.uploadTokens.verify(req.headers.get('authorization'));
        else await ctx.services.uploadTokens.checkContinue(req.headers.get('authorization'), uploadId);
      } catch (error) {
        throw tusError(error, localeOf(req));
      }
    },
    // A full disk answers 507, a read-only one 503, with the offset on disk intact: the client resumes from it later.
    onResponseError(req, error) {
      const fault = faultOf(error);
      if (!fault) return undefined;
      app.log.warn({ err: error, fault: fault.code }, 'tus upload failed on storage or the database');
      return tusError(error, localeOf(req));
    },
    async onUploadCreate(req, upload: Upload) {
      try {
        await ctx.services.uploadTokens.register(
          req.headers.get('authorization'),
          upload.id,
          upload.size,
          upload.metadata?.filename ?? null,
        );
        return {};
      } catch (error) {
        throw tusError(error, localeOf(req));
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
