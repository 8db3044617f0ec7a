/**
 * Uploads one file (spec §4/§5): reads what the browser can of it (a photo's
 * capture time and size, a video's size), sends it through tus, then creates
 * the moment. The server checks every file by its content and keeps its own
 * measurements, so what the browser cannot read is still uploaded.
 */
import { UPLOAD_ERROR_CODES } from '@sprout/shared';
import { createMoment } from '../../api/moments';
import { isApiError } from '../../api/ApiError';
import { EXIF_SCAN_BYTES, findExifCaptureTime, takenAtGmt } from './exif';
import { readImageSize } from './imageSize';
import type { UploadFailure } from './queue';
import { uploadWithTus } from './tusUpload';
import type { UploadTokenCache } from './uploadTokens';
import { newClientId } from './clientId';
import { mediaKindOf, type MediaKind } from './mediaKind';
import { readVideoSize } from './videoSize';

function failure(code: string, message = ''): UploadFailure {
  return { code, message };
}

/** An API error keeps the server's code and translated message. */
function fromApi(error: unknown): UploadFailure {
  if (isApiError(error)) return failure(error.code, error.message);
  return failure(UPLOAD_ERROR_CODES.unknown);
}

async function captureTime(file: File): Promise<number> {
  try {
    const head = await file.slice(0, EXIF_SCAN_BYTES).arrayBuffer();
    return takenAtGmt(findExifCaptureTime(head), file.lastModified);
  } catch {
    return takenAtGmt(null, file.lastModified);
  }
}

/** Size as the browser reads it; a video it cannot decode gets a stand-in the server replaces with the file's own. */
async function sizeOf(kind: MediaKind, file: File): Promise<{ width: number; height: number } | undefined> {
  if (kind === 'audio') return undefined;
  if (kind === 'video') return (await readVideoSize(file)) ?? { width: 1, height: 1 };
  return readImageSize(file).catch(() => {
    throw failure(UPLOAD_ERROR_CODES.imageFormat);
  });
}

export async function uploadMedia(
  file: File,
  babyId: number,
  tokens: UploadTokenCache,
  onProgress: (fraction: number) => void,
): Promise<void> {
  const kind = mediaKindOf(file);
  const size = await sizeOf(kind, file);
  const takenAt = kind === 'picture' ? await captureTime(file) : Math.floor(file.lastModified / 1000);
  const token = await tokens.get(babyId).catch((error: unknown) => {
    throw fromApi(error);
  });
  // Leave the last sliver of the bar for creating the moment.
  const path = await uploadWithTus(file, token, (fraction) => onProgress(fraction * 0.95));
  await createMoment(babyId, {
    type: kind,
    path,
    takenAtGmt: takenAt,
    ...(size ? { width: size.width, height: size.height } : {}),
    clientId: newClientId(),
    timeZoneOffset: new Date().getTimezoneOffset(),
  }).catch((error: unknown) => {
    throw fromApi(error);
  });
  onProgress(1);
}
