import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { AppError } from '../errors.js';
import { inspectAudio, inspectVideo } from '../media/av.js';
import { readHead } from '../media/file-head.js';
import { heifToJpeg, sniffHeif } from '../media/heif.js';
import { inspectPicture } from '../media/image.js';
import type { ObjectStorage } from '../storage/object-storage.js';
import type { UploadStore } from '../storage/upload-store.js';

export interface MediaFacts {
  ext: string;
  mime: string;
  width: number | null;
  height: number | null;
  duration: number | null;
  bytes: number;
}

/** A finished upload, checked: what it is, the hash of the bytes sent, and how to store what was checked. */
export interface Intake {
  info: MediaFacts;
  digest: string;
  /** Stores the original (the bytes sent, or the JPEG made from a HEIC; ADR 0013) under `key`, durably. */
  store(key: string): Promise<void>;
}

/** Checks an upload by its content for the moment type it claims to be (620 pictures, 630 videos and audio). */
async function inspectMedia(type: 'picture' | 'video' | 'audio', file: string): Promise<MediaFacts> {
  if (type === 'picture') {
    const p = await inspectPicture(file);
    return {
      ext: p.format === 'jpeg' ? 'jpg' : p.format,
      mime: p.mime,
      width: p.width,
      height: p.height,
      duration: null,
      bytes: p.bytes,
    };
  }
  if (type === 'video') {
    const v = await inspectVideo(file);
    return { ext: v.container, mime: v.mime, width: v.width, height: v.height, duration: v.duration, bytes: v.bytes };
  }
  const a = await inspectAudio(file);
  return { ext: a.container, mime: a.mime, width: null, height: null, duration: a.duration, bytes: a.bytes };
}

async function sha256(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * Runs `fn` with a finished upload checked on a local copy of its bytes (a
 * temp download when they are in a bucket, removed after `fn` whatever
 * happens). A file that is not what it claims calls `refused` and throws; any other failure throws and
 * keeps the upload.
 */
export function withIntake<T>(
  deps: { uploads: UploadStore; storage: ObjectStorage },
  uploadId: string,
  type: 'picture' | 'video' | 'audio',
  refused: () => Promise<void>,
  fn: (intake: Intake) => Promise<T>,
): Promise<T> {
  return deps.uploads.withLocalFile(uploadId, async ({ file, converted }) => {
    let stored = file;
    let info: MediaFacts;
    try {
      if (type === 'picture' && sniffHeif(await readHead(file))) {
        stored = converted;
        await heifToJpeg(file, stored);
      }
      info = await inspectMedia(type, stored);
      // Spec §5: a HEIC converted to JPEG is stored as ".jpeg", a JPEG sent as such as ".jpg".
      if (stored !== file) info = { ...info, ext: 'jpeg' };
    } catch (error) {
      // Only a file that is not what it claims (a 422: 600, 620, 630) is discarded; a failure of ours
      // (the disk, memory, a killed converter) keeps the upload, so the same POST succeeds later.
      if (error instanceof AppError && error.status === 422) await refused();
      throw error;
    }
    // The hash of what was sent: a client that sends the same HEIC again is told it is a duplicate.
    const digest = await sha256(file);
    const store = (key: string) =>
      stored === file ? deps.uploads.keep(uploadId, key, digest) : deps.storage.putFile(key, stored);
    return fn({ info, digest, store });
  });
}
