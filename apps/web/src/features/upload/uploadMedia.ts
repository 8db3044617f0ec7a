/**
 * Sends one queued file (spec §4/§5): measures it (a photo's size and capture
 * time, a video's duration, size and creation time, else 630), refuses it
 * before any byte when it is over the server's limit, asks the server by its
 * SHA-256 (computed in the worker) whether it is already in the album, sends it through tus
 * (continuing an upload begun earlier), then creates the moment with the
 * batch's audience. The server checks every file by its content again.
 */
import { UPLOAD_ERROR_CODES, type UploadTokenReply } from '@sprout/shared';
import { createMoment, findDuplicates } from '../../api/moments';
import { isApiError } from '../../api/ApiError';
import { EXIF_SCAN_BYTES, findExifCaptureTime, takenAtGmt } from './exif';
import { readImageSize } from './imageSize';
import type { UploadFailure } from './queue';
import { tusFailure, uploadWithTus } from './tusUpload';
import type { UploadJob, UploadResult } from './UploadQueue';
import type { UploadTokenCache } from './uploadTokens';
import { newClientId } from './clientId';
import { readVideoMeta } from './videoMeta';
import { readVideoSize } from './videoSize';

function failure(code: string, message = ''): UploadFailure {
  return { code, message };
}

/** An API error keeps the server's code and translated message. */
function fromApi(error: unknown): UploadFailure {
  if (isApiError(error)) return failure(error.code, error.message);
  return failure(UPLOAD_ERROR_CODES.unknown);
}

interface Measured {
  width?: number;
  height?: number;
  duration?: number;
  takenAtGmt: number;
}

async function captureTime(file: Blob, lastModified: number): Promise<number> {
  try {
    const head = await file.slice(0, EXIF_SCAN_BYTES).arrayBuffer();
    return takenAtGmt(findExifCaptureTime(head), lastModified);
  } catch {
    return takenAtGmt(null, lastModified);
  }
}

/** The file's last-modified time; a converted or compressed Blob keeps the original's in its File. */
const lastModifiedOf = (file: Blob): number => (file instanceof File ? file.lastModified : Date.now());

export async function measure(job: Pick<UploadJob, 'item' | 'file'>): Promise<Measured> {
  const { item, file } = job;
  const lastModified = lastModifiedOf(file);
  if (item.kind === 'audio') return { takenAtGmt: Math.floor(lastModified / 1000) };
  if (item.kind === 'video') {
    const meta =
      (await readVideoMeta(file)) ??
      (await readVideoSize(file).then((size) => (size ? { ...size, createdAt: null } : null)));
    if (!meta) throw failure(UPLOAD_ERROR_CODES.videoFormat);
    return {
      width: meta.width,
      height: meta.height,
      duration: meta.duration,
      takenAtGmt: meta.createdAt ?? Math.floor(lastModified / 1000),
    };
  }
  const size = await readImageSize(file).catch(() => {
    throw failure(UPLOAD_ERROR_CODES.imageFormat);
  });
  return { ...size, takenAtGmt: await captureTime(file, lastModified) };
}

export interface UploadDeps {
  tokens: UploadTokenCache;
  /** SHA-256 (hex) of what will be sent, computed off the page's thread. */
  sha256(file: Blob): Promise<string>;
}

/** Whether the server said the upload is not whole yet (so tus must go on). */
const notFinished = (error: unknown) =>
  isApiError(error) && (error.code === 'upload_not_finished' || error.code === 'not_found');

export async function uploadMedia(job: UploadJob, deps: UploadDeps): Promise<UploadResult> {
  const { item, file, audience } = job;
  const measured = await measure(job);
  const babyId = item.babyId;
  const token: UploadTokenReply = await deps.tokens.get(babyId).catch((error: unknown) => {
    throw fromApi(error);
  });
  if (file.size > token.max_bytes) throw failure('file_too_large');

  const makeMoment = (path: string) =>
    createMoment(babyId, {
      type: item.kind,
      path,
      takenAtGmt: measured.takenAtGmt,
      ...(measured.width && measured.height ? { width: measured.width, height: measured.height } : {}),
      ...(measured.duration ? { duration: measured.duration } : {}),
      clientId: newClientId(),
      timeZoneOffset: new Date().getTimezoneOffset(),
      privacy: audience.privacy,
      visibleForIds: audience.visibleForIds,
      tagIds: job.tagIds,
    });
  const done = (reply: Awaited<ReturnType<typeof makeMoment>>): UploadResult => {
    job.onProgress(file.size, file.size);
    return { momentId: reply.moment.id, duplicate: reply.duplicate };
  };

  if (item.uploadUrl) {
    // An earlier try may have sent everything (or even made the moment) before the page went: ask first.
    try {
      return done(await makeMoment(item.uploadUrl.split('/').filter(Boolean).pop() ?? ''));
    } catch (error) {
      if (!notFinished(error)) throw fromApi(error);
    }
  }
  if (!item.uploadUrl) {
    // Already in the album (the other parent sent the same shot): no byte is sent.
    const hash = await deps.sha256(file).catch(() => null);
    const found = hash ? await findDuplicates(babyId, [hash]).catch(() => null) : null;
    const existing = found?.duplicates.find((duplicate) => duplicate.sha256 === hash);
    if (existing) {
      job.onProgress(file.size, file.size);
      return { momentId: existing.moment_id, duplicate: true };
    }
  }
  let path: string;
  try {
    path = await uploadWithTus({
      file,
      name: item.name,
      endpoint: token.endpoint,
      uploadUrl: item.uploadUrl,
      signal: job.signal,
      token: async () => (await deps.tokens.get(babyId)).sts_token,
      onProgress: (sent, size) => job.onProgress(Math.min(sent, size - 1), size),
      onUploadUrl: job.onUploadUrl,
    });
  } catch (error) {
    throw tusFailure(error);
  }
  try {
    return done(await makeMoment(path));
  } catch (error) {
    throw fromApi(error);
  }
}
