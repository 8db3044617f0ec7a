import { LIMITS } from '@sprout/shared';
import { ApiError } from './ApiError';
import { localeApiUrl, parseJsonText, replyError, setUnreachable } from './client';
import { headerToken } from './tokenStore';

export interface UploadOptions {
  /** Bytes of the request body sent so far, of its total (the multipart body, a little more than the file). */
  onProgress?: (sent: number, total: number) => void;
  signal?: AbortSignal;
}

/**
 * A multipart POST that reports its upload progress, which fetch cannot: XMLHttpRequest's upload events.
 * Same rules as apiRequest (locale prefix, X-Token, JSON errors as ApiError, 401 resets the session). The
 * timeout counts from the last sign of life instead of the start, so a large archive on a slow line is
 * not cut at 300 s while its bytes still flow; the server's rebuild after the last byte gets the full time.
 */
export function apiUpload<T>(path: string, formData: FormData, options: UploadOptions = {}): Promise<T> {
  const { onProgress, signal } = options;
  return new Promise<T>((resolve, reject) => {
    const abortError = () =>
      signal?.reason instanceof Error ? signal.reason : new DOMException('Aborted', 'AbortError');
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = new XMLHttpRequest();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let timedOut = false;
    const alive = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        timedOut = true;
        xhr.abort();
      }, LIMITS.requestTimeoutMs);
    };
    const onAbort = () => xhr.abort();
    const settle = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    };

    xhr.open('POST', localeApiUrl(path));
    xhr.setRequestHeader('Accept', 'application/json');
    const token = headerToken();
    if (token) xhr.setRequestHeader('X-Token', token);
    xhr.upload.onprogress = (event) => {
      alive();
      if (event.lengthComputable) onProgress?.(event.loaded, event.total);
    };
    xhr.upload.onload = (event) => {
      alive();
      onProgress?.(event.total, event.total);
    };
    xhr.onload = () => {
      settle();
      setUnreachable(false);
      const payload = parseJsonText(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) resolve(payload as T);
      else reject(replyError(xhr.status, payload));
    };
    xhr.onerror = () => {
      settle();
      setUnreachable(true);
      reject(ApiError.network());
    };
    xhr.onabort = () => {
      settle();
      if (!timedOut) {
        reject(abortError());
        return;
      }
      // Spec §8: a request that ran out of time is logged as a timeout, so it is told apart from no network.
      // eslint-disable-next-line no-console -- the browser console is the web app's log
      console.error(`Request timed out after ${LIMITS.requestTimeoutMs} ms of silence: POST ${path}`);
      setUnreachable(true);
      reject(ApiError.network());
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    alive();
    xhr.send(formData);
  });
}
