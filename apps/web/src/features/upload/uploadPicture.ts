/**
 * Uploads one photo (spec §4/§5): reads its capture time and size, sends it
 * through tus, then creates the picture moment.
 */
import { UPLOAD_ERROR_CODES } from '@sprout/shared';
import { createPictureMoment } from '../../api/moments';
import { isApiError } from '../../api/ApiError';
import { EXIF_SCAN_BYTES, findExifCaptureTime, takenAtGmt } from './exif';
import { readImageSize } from './imageSize';
import type { UploadFailure } from './queue';
import { uploadWithTus } from './tusUpload';
import type { UploadTokenCache } from './uploadTokens';
import { newClientId } from './clientId';

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

export async function uploadPicture(
  file: File,
  babyId: number,
  tokens: UploadTokenCache,
  onProgress: (fraction: number) => void,
): Promise<void> {
  const size = await readImageSize(file).catch(() => {
    throw failure(UPLOAD_ERROR_CODES.imageFormat);
  });
  const takenAt = await captureTime(file);
  const token = await tokens.get(babyId).catch((error: unknown) => {
    throw fromApi(error);
  });
  // Leave the last sliver of the bar for creating the moment.
  const path = await uploadWithTus(file, token, (fraction) => onProgress(fraction * 0.95));
  await createPictureMoment(babyId, {
    path,
    takenAtGmt: takenAt,
    width: size.width,
    height: size.height,
    clientId: newClientId(),
    timeZoneOffset: new Date().getTimezoneOffset(),
  }).catch((error: unknown) => {
    throw fromApi(error);
  });
  onProgress(1);
}
