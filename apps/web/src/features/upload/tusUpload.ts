/**
 * One resumable upload to the tus endpoint of the upload token, with the
 * client defaults of spec §9: 512000-byte chunks, 3 retries, then error 745.
 */
import { DetailedError, Upload } from 'tus-js-client';
import { LIMITS, UPLOAD_ERROR_CODES, type UploadTokenReply } from '@sprout/shared';
import type { UploadFailure } from './queue';

export const TUS_RETRY_DELAYS = [0, 1000, 3000];

/** The tus upload id: the last path segment of the upload URL. */
export function tusUploadId(uploadUrl: string): string {
  const path = uploadUrl.split(/[?#]/)[0] ?? '';
  const segments = path.split('/').filter((segment) => segment !== '');
  return segments[segments.length - 1] ?? '';
}

/** No answer at all means the connection gave up (745); an answer means the request was refused (610). */
export function tusFailure(error: unknown): UploadFailure {
  const status = error instanceof DetailedError ? error.originalResponse?.getStatus() : undefined;
  return status ? { code: UPLOAD_ERROR_CODES.uploadRequest, message: '' } : { code: UPLOAD_ERROR_CODES.connectionTimeout, message: '' };
}

export function uploadWithTus(file: File, token: UploadTokenReply, onProgress: (fraction: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const upload = new Upload(file, {
      endpoint: new URL(token.endpoint, window.location.href).href,
      headers: { Authorization: `Bearer ${token.sts_token}` },
      metadata: { filename: file.name, filetype: file.type || 'application/octet-stream' },
      chunkSize: LIMITS.uploadChunkBytes,
      retryDelays: TUS_RETRY_DELAYS,
      removeFingerprintOnSuccess: true,
      onProgress: (sent, total) => onProgress(total > 0 ? sent / total : 0),
      onError: (error) => reject(tusFailure(error)),
      onSuccess: () => {
        const id = upload.url ? tusUploadId(upload.url) : '';
        if (id) resolve(id);
        else reject({ code: UPLOAD_ERROR_CODES.uploadRequest, message: '' } satisfies UploadFailure);
      },
    });
    upload.start();
  });
}
