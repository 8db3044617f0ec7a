import os from 'node:os';
import path from 'node:path';
import type { DataStore } from '@tus/server';
import { bucketKey, prefixKeys, s3ClientConfig } from './s3-client.js';
import { COPY_MAX_BYTES, type S3Storage, withScratch } from './s3-storage.js';
import { removeStaleTempFiles } from './stale-temp.js';
import { SproutS3Store, TAIL_FILE_PREFIX } from './tus-s3-store.js';
import { checkedUploadId, isUploadId, type LocalUpload, type UploadStore } from './upload-store.js';
import type { S3Settings } from '../config.js';

/** tus's part size: a PATCH of 8 MiB (the web's chunk) is one part, with no tail to carry over. */
const PART_SIZE = 8 * 1024 * 1024;
/** Parts one instance sends at once across all uploads; each waits on disk (os.tmpdir) meanwhile. */
const PARTS_AT_ONCE = 8;

/**
 * The tus uploads in the bucket, under `{prefix}/tus/`: while they arrive, a
 * multipart upload (`{id}`), tus's metadata (`{id}.info`) and a tail shorter
 * than a part (`{id}.part`); once whole, the object `{id}`. Any instance can
 * take the next PATCH, because all of it is in the bucket (ADR 0029).
 */
export class S3UploadStore implements UploadStore {
  private readonly store: SproutS3Store;
  /** The key prefix of tus's objects, as the bucket sees it. */
  private readonly root: string;

  constructor(
    settings: S3Settings,
    private readonly storage: S3Storage,
  ) {
    this.root = bucketKey(settings.prefix, 'tus');
    this.store = new SproutS3Store({
      partSize: PART_SIZE,
      maxConcurrentPartUploads: PARTS_AT_ONCE,
      s3ClientConfig: { ...s3ClientConfig(settings), bucket: settings.bucket },
    });
    prefixKeys(this.store.s3, this.root);
  }

  datastore(): DataStore {
    return this.store;
  }

  private keyOf(uploadId: string): string {
    return `${this.root}/${checkedUploadId(uploadId)}`;
  }

  /** The tails of upload parts staged in the temp folder (tus-s3-store.ts names them) that a kill left there. */
  removeStaleTemp(before: number): Promise<string[]> {
    return removeStaleTempFiles(os.tmpdir(), (name) => name.startsWith(TAIL_FILE_PREFIX), before);
  }

  /** The whole object's size, or what its parts and tail hold; an upload whose completion a kill cut short is completed here. */
  async receivedBytes(uploadId: string): Promise<number | null> {
    checkedUploadId(uploadId);
    return (await this.store.objectSize(uploadId)) ?? (await this.store.received(uploadId));
  }

  withLocalFile<T>(uploadId: string, fn: (local: LocalUpload) => Promise<T>): Promise<T> {
    return withScratch(async (dir) => {
      const file = path.join(dir, 'upload');
      await this.storage.download(this.keyOf(uploadId), file);
      return fn({ file, converted: path.join(dir, 'converted.jpeg') });
    });
  }

  /** Copied inside the bucket, so a 2 GB video is not sent up again; past CopyObject's limit, sent from a local copy. */
  async keep(uploadId: string, key: string, sha256: string): Promise<void> {
    const size = await this.store.objectSize(checkedUploadId(uploadId));
    if (size !== null && size <= COPY_MAX_BYTES) return this.storage.copy(this.keyOf(uploadId), key, { sha256, size });
    await this.withLocalFile(uploadId, ({ file }) => this.storage.putFile(key, file, sha256));
  }

  /**
   * Every upload in the bucket, dated by its last change: the newest of its
   * objects and, while it is still a multipart upload, of its parts (a PATCH
   * of whole parts changes no object).
   */
  async list(): Promise<Array<{ id: string; modifiedAt: number }>> {
    const newest = new Map<string, number>();
    const whole = new Set<string>();
    for await (const object of this.storage.listObjects(`${this.root}/`)) {
      const name = object.key.slice(this.root.length + 1);
      const id = name.replace(/\.(info|part)$/, '');
      if (!isUploadId(id)) continue;
      if (id === name) whole.add(id);
      newest.set(id, Math.max(newest.get(id) ?? 0, object.modifiedAt));
    }
    const out: Array<{ id: string; modifiedAt: number }> = [];
    for (const [id, modifiedAt] of newest) {
      const partAt = whole.has(id) ? 0 : await this.store.lastPartAt(id);
      out.push({ id, modifiedAt: Math.max(modifiedAt, partAt) });
    }
    return out;
  }

  async remove(uploadId: string): Promise<void> {
    await this.store.remove(checkedUploadId(uploadId));
  }

  /** Just the whole object, as a completed multipart upload leaves it. */
  async putFinished(uploadId: string, bytes: Buffer): Promise<void> {
    await this.storage.putBuffer(`tus/${checkedUploadId(uploadId)}`, bytes);
  }
}
