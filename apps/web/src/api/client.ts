import { LIMITS } from '@sprout/shared';
import { ApiError, parseErrorBody } from './ApiError';
import { headerToken } from './tokenStore';

/**
 * The HTTP client of the API: `/api/{locale}/…`, X-Token when a real token is
 * stored, a 300 s timeout, JSON errors turned into ApiError, and a 401 that
 * calls onUnauthorized (the app resets the stored token and goes Home, spec §7).
 */
interface ClientConfig {
  getLocale: () => string;
  onUnauthorized: () => void;
}

let config: ClientConfig = { getLocale: () => 'en', onUnauthorized: () => undefined };

export function configureApiClient(next: ClientConfig): void {
  config = next;
}

type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  query?: Query;
  json?: unknown;
  form?: Record<string, string>;
  /** Multipart: the browser sets the Content-Type with its boundary. */
  formData?: FormData;
  signal?: AbortSignal;
  /** Leave a 401 to the caller (sign-in, the route guard's user check). */
  allowUnauthorized?: boolean;
}

/**
 * Whether the last call found no network (a fetch that failed, not an answer): the offline banner reads
 * it beside navigator.onLine, which a device can keep true while nothing gets through.
 */
let unreachable = false;
const reachabilityListeners = new Set<() => void>();

/** Exported for the other transport (uploadRequest.ts), so both feed the offline banner alike. */
export function setUnreachable(next: boolean): void {
  if (unreachable === next) return;
  unreachable = next;
  for (const listener of reachabilityListeners) listener();
}

export function serverUnreachable(): boolean {
  return unreachable;
}

export function subscribeReachability(listener: () => void): () => void {
  reachabilityListeners.add(listener);
  return () => reachabilityListeners.delete(listener);
}

export function apiUrl(locale: string, path: string, query?: Query): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== null && value !== undefined) search.set(key, String(value));
  }
  const qs = search.toString();
  return `/api/${locale}${path}${qs ? `?${qs}` : ''}`;
}

/** The URL of an API path in the app's current locale. */
export function localeApiUrl(path: string, query?: Query): string {
  return apiUrl(config.getLocale(), path, query);
}

/** A reply's text as JSON; an empty or non-JSON body gives undefined. */
export function parseJsonText(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The ApiError of a reply that was not ok, shared by fetch and the XMLHttpRequest upload; a 401 resets the
 * stored token and goes Home (spec §7) unless the caller takes it.
 */
export function replyError(status: number, payload: unknown, allowUnauthorized = false): ApiError {
  const parsed = parseErrorBody(payload);
  const error = new ApiError(status, parsed?.code ?? String(status), parsed?.message ?? '', parsed?.details);
  if (status === 401 && !allowUnauthorized) config.onUnauthorized();
  return error;
}

function requestBody(options: RequestOptions, headers: Headers): BodyInit | undefined {
  if (options.formData) return options.formData;
  if (options.form) {
    headers.set('Content-Type', 'application/x-www-form-urlencoded');
    return new URLSearchParams(options.form).toString();
  }
  if (options.json !== undefined) {
    headers.set('Content-Type', 'application/json');
    return JSON.stringify(options.json);
  }
  return undefined;
}

async function readJson(response: Response): Promise<unknown> {
  return parseJsonText(await response.text());
}

export async function apiRequest<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const headers = new Headers({ Accept: 'application/json' });
  const token = headerToken();
  if (token) headers.set('X-Token', token);
  const body = requestBody(options, headers);
  const timeout = AbortSignal.timeout(LIMITS.requestTimeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;

  let response: Response;
  try {
    response = await fetch(localeApiUrl(path, options.query), {
      method,
      headers,
      body,
      signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    // Spec §8: a request that ran out of time is logged as a timeout, so it is told apart from no network.
    // eslint-disable-next-line no-console -- the browser console is the web app's log
    if (timeout.aborted) console.error(`Request timed out after ${LIMITS.requestTimeoutMs} ms: ${method} ${path}`);
    setUnreachable(true);
    throw ApiError.network();
  }
  setUnreachable(false);

  const payload = await readJson(response);
  if (response.ok) return payload as T;

  throw replyError(response.status, payload, options.allowUnauthorized);
}
