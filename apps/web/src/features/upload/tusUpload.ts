/**
 * One resumable upload to the tus endpoint, with the client defaults of spec
 * §9: 512000-byte chunks, 120000 ms per request, 3 retries, then error 745.
 * An upload that the server already began (a stop, a reload) is continued
 * from the server's offset (tus HEAD), never from zero. The upload token is
 * asked for before every request, so one close to expiry is replaced first.
 */
import { DefaultHttpStack, DetailedError, Upload, type HttpRequest, type HttpStack } from 'tus-js-client';
import { LIMITS, UPLOAD_ERROR_CODES } from '@sprout/shared';
import type { UploadFailure } from './queue';

export const TUS_RETRY_DELAYS = [0, 1000, 3000];

/** The tus upload id: the last path segment of the upload URL. */
export function tusUploadId(uploadUrl: string): string {
  const path = uploadUrl.split(/[?#]/)[0] ?? '';
  const segments = path.split('/').filter((segment) => segment !== '');
  return segments[segments.length - 1] ?? '';
}

/** The HTTP status a tus failure came with, if the server answered at all. */
export function tusStatus(error: unknown): number | undefined {
  return error instanceof DetailedError ? error.originalResponse?.getStatus() : undefined;
}

/**
 * No answer at all means the connection gave up (745); an answer keeps the
 * server's code and message when it sent one (a full disk…), else 610.
 */
export function tusFailure(error: unknown): UploadFailure {
  if (!(error instanceof DetailedError) || !error.originalResponse?.getStatus())
    return { code: UPLOAD_ERROR_CODES.connectionTimeout, message: '' };
  try {
    const body = JSON.parse(error.originalResponse.getBody()) as { error?: { code?: unknown; message?: unknown } };
    if (typeof body.error?.code === 'string')
      return { code: body.error.code, message: typeof body.error.message === 'string' ? body.error.message : '' };
  } catch {
    // not our JSON: a proxy's page
  }
  return { code: UPLOAD_ERROR_CODES.uploadRequest, message: '' };
}

/** The browser's HTTP stack, with a time limit on each request (spec §9: 120000 ms); a request over it counts as no answer. */
export class TimeoutHttpStack implements HttpStack {
  private readonly inner = new DefaultHttpStack({});

  constructor(private readonly timeoutMs: number = LIMITS.uploadTimeoutMs) {}

  getName(): string {
    return 'SproutTimeoutHttpStack';
  }

  createRequest(method: string, url: string): HttpRequest {
    const request = this.inner.createRequest(method, url);
    const send = request.send.bind(request);
    request.send = (body: unknown) =>
      new Promise((resolve, reject) => {
        const timer = window.setTimeout(() => {
          void request.abort();
          reject(new Error(`tus: ${method} timed out after ${this.timeoutMs} ms`));
        }, this.timeoutMs);
        send(body).then(
          (response) => {
            window.clearTimeout(timer);
            resolve(response);
          },
          (error: unknown) => {
            window.clearTimeout(timer);
            reject(error instanceof Error ? error : new Error(String(error)));
          },
        );
      });
    return request;
  }
}

export interface TusSend {
  file: Blob;
  name: string;
  endpoint: string;
  /** The upload token to send now (refreshed when close to expiry). */
  token(): Promise<string>;
  /** Where an earlier try of this item left its upload on the server. */
  uploadUrl: string | null;
  signal: AbortSignal;
  onProgress(sent: number, size: number): void;
  onUploadUrl(url: string): void;
}

/** Sends a file; resolves with the tus upload id, rejects with the tus error (see tusFailure). */
export function uploadWithTus(send: TusSend): Promise<string> {
  return new Promise((resolve, reject) => {
    if (send.signal.aborted) {
      reject(new Error('aborted'));
      return;
    }
    const upload = new Upload(send.file, {
      endpoint: new URL(send.endpoint, window.location.href).href,
      uploadUrl: send.uploadUrl,
      metadata: { filename: send.name, filetype: send.file.type || 'application/octet-stream' },
      chunkSize: LIMITS.uploadChunkBytes,
      retryDelays: TUS_RETRY_DELAYS,
      // The queue keeps the upload URL with its item (IndexedDB), so tus's own URL storage is not used.
      storeFingerprintForResuming: false,
      httpStack: new TimeoutHttpStack(),
      onBeforeRequest: async (request) => {
        request.setHeader('Authorization', `Bearer ${await send.token()}`);
      },
      onUploadUrlAvailable: () => {
        if (upload.url) send.onUploadUrl(upload.url);
      },
      onProgress: (sent, total) => send.onProgress(sent, total),
      onError: (error) => reject(error),
      onSuccess: () => {
        const id = upload.url ? tusUploadId(upload.url) : '';
        if (id) resolve(id);
        else reject(new Error('tus: no upload URL'));
      },
    });
    send.signal.addEventListener(
      'abort',
      () => {
        void upload.abort();
        reject(new Error('aborted'));
      },
      { once: true },
    );
    upload.start();
  });
}
