import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, type ErrorCode } from '@sprout/shared';
import { translate } from '@sprout/shared/i18n/server';
import { AppError } from '../../errors.js';
import { MULTIPART_ERRORS } from '../form-errors.js';
import { faultOf } from '../../faults.js';

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  params?: Record<string, string | number>,
  details?: Record<string, boolean | string | number>,
) {
  const locale = request.locale ?? DEFAULT_LOCALE;
  const message = translate(locale, `errors.${code}`, params);
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .send({ error: { code, message, ...(details ? { details } : {}) } });
}

/** Maps Fastify's own client errors (bad JSON, wrong content type, too large) to our codes. */
function fastifyClientError(error: FastifyError): { status: number; code: ErrorCode } | null {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return { status: 413, code: 'file_too_large' };
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return { status: 415, code: 'bad_request' };
  const multipart = MULTIPART_ERRORS[error.code];
  if (multipart) return multipart;
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500)
    return { status: error.statusCode, code: 'bad_request' };
  return null;
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError)
      return sendError(request, reply, error.status, error.code, error.params, error.details);
    // The database or the disk failed under the request: a translated 503/507 the client may retry, never a path.
    const fault = faultOf(error);
    if (fault) {
      request.log.warn({ err: error, fault: fault.code }, 'request failed on the database or storage');
      if (fault.status === 503) reply.header('retry-after', '5');
      return sendError(request, reply, fault.status, fault.code);
    }
    const client = fastifyClientError(error as FastifyError);
    if (client) return sendError(request, reply, client.status, client.code);
    request.log.error({ err: error }, 'unhandled error');
    return sendError(request, reply, 500, 'internal');
  });
}
