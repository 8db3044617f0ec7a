import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import type { DataStore } from '@tus/server';
import type { ObjectStorage } from './object-storage.js';
import { removeStaleTempFiles } from './stale-temp.js';
import { PreparedFileStore } from './tus-file-store.js';
import { checkedUploadId, isUploadId, type LocalUpload, type UploadStore } from './upload-store.js';

const open = promisify(fs.open);
const close = promisify(fs.close);
const fdatasync = promisify(fs.fdatasync);

/** Bytes of a PATCH body gathered into one write. */
const WRITE_BATCH = 1024 * 1024;
/** Bytes received between flushes started while the body still arrives. */
const FLUSH_AHEAD = 4 * 1024 * 1024;

/**
 * The tus uploads on local disk (DATA_DIR/tus): a file per upload id, with
 * @tus/file-store's `.json` sidecar. The embedded default.
 */
export class DiskUploadStore implements UploadStore {
  private store: PreparedFileStore | null = null;

  constructor(
    readonly directory: string,
    private readonly storage: ObjectStorage,
  ) {}

  datastore(): DataStore {
    this.store ??= new PreparedFileStore(this);
    return this.store;
  }

  /** The upload's bytes on local disk; the caller must not keep the path past `remove`. */
  fileOf(uploadId: string): string {
    return path.join(this.directory, checkedUploadId(uploadId));
  }

  /**
   * Where a picture converted from the upload (a HEIC turned JPEG) is written
   * before it is stored; it goes with the upload (remove), so a crash mid-way
   * leaves nothing the sweep does not free with it.
   */
  convertedFileOf(uploadId: string): string {
    return `${this.fileOf(uploadId)}.jpeg`;
  }

  /** The upload's own file: nothing to download, nothing to clean up but what `remove` frees. */
  withLocalFile<T>(uploadId: string, fn: (local: LocalUpload) => Promise<T>): Promise<T> {
    return fn({ file: this.fileOf(uploadId), converted: this.convertedFileOf(uploadId) });
  }

  /** A hard link into the media folder where both are on one disk (no copy of a 2 GB video). */
  keep(uploadId: string, key: string, sha256: string): Promise<void> {
    return this.storage.putFile(key, this.fileOf(uploadId), sha256);
  }

  async putFinished(uploadId: string, bytes: Buffer): Promise<void> {
    await fsp.mkdir(this.directory, { recursive: true });
    await fsp.writeFile(this.fileOf(uploadId), bytes);
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
   *
   * The body arrives in 64 KiB pieces: they are gathered into writes of up to
   * WRITE_BATCH (one writev each), and every FLUSH_AHEAD bytes a flush starts
   * while the rest arrives, so the flush before the acknowledgement finds
   * little left to write instead of the whole chunk (ADR 0022).
   */
  async append(uploadId: string, body: Readable, offset: number): Promise<number> {
    const file = this.fileOf(uploadId);
    const fd = await open(file, 'r+');
    let flushing: Promise<void> | null = null;
    let sinceFlush = 0;
    const flushAhead = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        sinceFlush += chunk.length;
        if (sinceFlush >= FLUSH_AHEAD && !flushing) {
          sinceFlush = 0;
          // An early flush that fails is not the answer: the last one, awaited below, reports the disk's error.
          flushing = fdatasync(fd)
            .catch(() => undefined)
            .finally(() => {
              flushing = null;
            });
        }
        done(null, chunk);
      },
    });
    const out = fs.createWriteStream(file, { fd, start: offset, highWaterMark: WRITE_BATCH, autoClose: false });
    try {
      await pipeline(body, flushAhead, out);
      await flushing;
      await fdatasync(fd);
      return offset + out.bytesWritten;
    } finally {
      // Closed once no flush runs on it (a closed descriptor may be reused by another file), but not
      // awaited: tus's pipeline around this write rejects with the first error it sees, and while we
      // waited, the body this pipeline destroyed would speak first as an abort, answered 500 not 507.
      void Promise.resolve(flushing)
        .then(() => close(fd))
        .catch(() => undefined);
    }
  }

  async list(): Promise<Array<{ id: string; modifiedAt: number }>> {
    const names = await fsp.readdir(this.directory).catch(() => [] as string[]);
    const ids = new Set(names.map((name) => name.replace(/\.json$/, '')).filter(isUploadId));
    const out: Array<{ id: string; modifiedAt: number }> = [];
    for (const id of ids) {
      const stats = await Promise.all(
        [id, `${id}.json`].map((name) => fsp.stat(path.join(this.directory, name)).catch(() => null)),
      );
      out.push({ id, modifiedAt: Math.max(...stats.map((stat) => stat?.mtimeMs ?? 0)) });
    }
    return out;
  }

  /** A converted copy (`{id}.jpeg`) is written in seconds by a POST that then removes or keeps it; an old one was cut short. */
  removeStaleTemp(before: number): Promise<string[]> {
    const isTemp = (name: string) =>
      name.endsWith('.tmp') || (name.endsWith('.jpeg') && isUploadId(name.slice(0, -'.jpeg'.length)));
    return removeStaleTempFiles(this.directory, isTemp, before);
  }

  async remove(uploadId: string): Promise<void> {
    const file = this.fileOf(uploadId);
    await fsp.rm(file, { force: true });
    await fsp.rm(`${file}.json`, { force: true });
    await fsp.rm(this.convertedFileOf(uploadId), { force: true });
  }
}
