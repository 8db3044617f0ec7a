import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

const UPLOAD_ID = /^[A-Za-z0-9_-]+$/;

/**
 * The finished and unfinished tus uploads, as the rest of the server sees
 * them: a local file per upload id (with @tus/file-store's `.json` sidecar),
 * read and removed here only, so services never know the tus folder's layout.
 */
export class UploadStore {
  constructor(readonly directory: string) {}

  /** The upload's bytes on local disk; the caller must not keep the path past `remove`. */
  fileOf(uploadId: string): string {
    if (!UPLOAD_ID.test(uploadId)) throw new Error(`unsafe upload id: ${uploadId}`);
    return path.join(this.directory, uploadId);
  }

  /**
   * Where a picture converted from the upload (a HEIC turned JPEG) is written
   * before it is stored; it goes with the upload (remove), so a crash mid-way
   * leaves nothing the sweep does not free with it.
   */
  convertedFileOf(uploadId: string): string {
    return `${this.fileOf(uploadId)}.jpeg`;
  }

  /** How many bytes have arrived, or null when the upload's file is gone. */
  async receivedBytes(uploadId: string): Promise<number | null> {
    const stat = await fsp.stat(this.fileOf(uploadId)).catch(() => null);
    return stat ? stat.size : null;
  }

  /**
   * Writes a tus PATCH body into the upload's file from `offset` and returns
   * the new offset. The bytes reach the disk before the caller acknowledges
   * them; a failure (ENOSPC mid-body) keeps its cause and leaves the bytes
   * that did land, so the file's size is still the offset a client resumes from.
   */
  async append(uploadId: string, body: Readable, offset: number): Promise<number> {
    const out = fs.createWriteStream(this.fileOf(uploadId), { flags: 'r+', start: offset, flush: true });
    await pipeline(body, out);
    return offset + out.bytesWritten;
  }

  /**
   * Every upload on disk, by id, with when its bytes last changed (its last
   * PATCH; ms since the epoch). Files whose names are not upload ids are not ours and are left out.
   */
  async list(): Promise<Array<{ id: string; modifiedAt: number }>> {
    const names = await fsp.readdir(this.directory).catch(() => [] as string[]);
    const ids = new Set(names.map((name) => name.replace(/\.json$/, '')).filter((id) => UPLOAD_ID.test(id)));
    const out: Array<{ id: string; modifiedAt: number }> = [];
    for (const id of ids) {
      const stats = await Promise.all([id, `${id}.json`].map((name) => fsp.stat(path.join(this.directory, name)).catch(() => null)));
      out.push({ id, modifiedAt: Math.max(...stats.map((stat) => stat?.mtimeMs ?? 0)) });
    }
    return out;
  }

  async remove(uploadId: string): Promise<void> {
    const file = this.fileOf(uploadId);
    await fsp.rm(file, { force: true });
    await fsp.rm(`${file}.json`, { force: true });
    await fsp.rm(this.convertedFileOf(uploadId), { force: true });
  }
}
