import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** What an X-Request-Id from the proxy may be to be kept: it lands in every log line of the request, so no spaces, quotes or newlines. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The request's id for logs and the X-Request-Id answer header: the proxy's
 * own, when it sent one that is safe to log, so one id follows a request
 * through the proxy's logs and ours; otherwise a fresh UUID.
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
}
