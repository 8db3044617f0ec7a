import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { storageFault } from '../faults.js';
import { sha256OfBuffer, sha256OfFile } from '../util/sha256.js';
import { isMediaKey } from './keys.js';
import type { ObjectLedger, ObjectStorage, StoredObject } from './object-storage.js';
import { bucketKey } from './s3-client.js';

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;
/** Parts lib-storage sends at once, each this big: at most 16 MiB of a file in memory per store. */
const PART_SIZE = 8 * 1024 * 1024;
const QUEUE = 2;
/** The largest object CopyObject makes in one request. */
export const COPY_MAX_BYTES = 5 * 1024 ** 3;

const isMissing = (error: unknown) => {
  const name = (error as { name?: unknown }).name;
  return name === 'NotFound' || name === 'NoSuchKey';
};

/**
 * A scratch folder for one piece of work on local copies of objects, removed
 * afterwards whatever happens (a crash leaves it in the system's temp folder,
 * named `sprout-s3-*`, for the temp-file sweep).
 */
export async function withScratch<T>(fn: (dir: string) => Promise<T>): Promise<T> {
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'sprout-s3-'));
  try {
    return await fn(dir);
  } finally {
    await fsp.rm(dir, { recursive: true, force: true });
  }
}

/**
 * Media in an S3-compatible bucket, every key under the configured prefix
 * (keys.ts names them; ADR 0029). An object is whole or absent: S3 never
 * shows half a PUT, so nothing here needs the write-then-rename of the disk.
 */
export class S3Storage implements ObjectStorage {
  constructor(
    readonly client: S3Client,
    readonly bucket: string,
    readonly prefix: string,
    /** Where each media object's checksum is recorded as it is written. */
    private readonly ledger?: ObjectLedger,
  ) {}

  private async record(key: string, sha256: string, size: number): Promise<void> {
    if (this.ledger && isMediaKey(key)) await this.ledger.stored(key, sha256, size);
  }

  /** The bucket key of a Sprout key, refused if a bug ever made one from user input. */
  keyOf(key: string): string {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`unsafe storage key: ${key}`);
    return bucketKey(this.prefix, key);
  }

  /** Streams the file up (in parts past PART_SIZE, so a 2 GB video is never in memory); the source stays. */
  async putFile(key: string, localPath: string, sha256?: string): Promise<void> {
    // Hashed before it is sent (or by the caller): the ledger holds what was meant to be stored.
    const digest = this.ledger && isMediaKey(key) ? (sha256 ?? (await sha256OfFile(localPath)).sha256) : null;
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: this.keyOf(key), Body: fs.createReadStream(localPath) },
      partSize: PART_SIZE,
      queueSize: QUEUE,
      // A part that failed must not leave a multipart upload behind, billed and invisible.
      leavePartsOnError: false,
    });
    try {
      await upload.done();
    } catch (error) {
      throw storageFault(error);
    }
    if (digest) await this.record(key, digest, (await fsp.stat(localPath)).size);
  }

  async putBuffer(key: string, data: Buffer): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: this.keyOf(key), Body: data }));
    await this.record(key, sha256OfBuffer(data), data.length);
  }

  /**
   * A server-side copy: the bytes never pass through this process, so the caller, who hashed them
   * (the upload's intake), says what they are.
   */
  async copy(fromBucketKey: string, key: string, checksum?: { sha256: string; size: number }): Promise<void> {
    const source = `${this.bucket}/${fromBucketKey.split('/').map(encodeURIComponent).join('/')}`;
    await this.client.send(new CopyObjectCommand({ Bucket: this.bucket, Key: this.keyOf(key), CopySource: source }));
    if (checksum) await this.record(key, checksum.sha256, checksum.size);
  }

  /** Downloads the object to a temp file for `fn` (sharp, ffmpeg), and removes it after. */
  async withLocalFile<T>(key: string, fn: (file: string) => Promise<T>): Promise<T> {
    return withScratch(async (dir) => {
      const file = path.join(dir, `object${path.extname(key)}`);
      await this.download(this.keyOf(key), file);
      return fn(file);
    });
  }

  /** Writes the object under its bucket key to `file`. */
  async download(fromBucketKey: string, file: string): Promise<void> {
    const reply = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: fromBucketKey }));
    try {
      await pipeline(reply.Body as Readable, fs.createWriteStream(file));
    } catch (error) {
      throw storageFault(error);
    }
  }

  /**
   * One HEAD for the size and date; the bytes are asked for only when a
   * stream is read, with the range sent to S3, so a seek costs only its bytes
   * and a revalidated answer (304) costs no GET at all.
   */
  async get(key: string): Promise<StoredObject | null> {
    const Key = this.keyOf(key);
    let head;
    try {
      head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key }));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    return {
      size: head.ContentLength ?? 0,
      modifiedAt: head.LastModified?.getTime() ?? 0,
      stream: (range) => {
        const out = new PassThrough();
        const Range = range ? `bytes=${range.start}-${range.end}` : undefined;
        this.client
          .send(new GetObjectCommand({ Bucket: this.bucket, Key, Range }))
          .then(async (reply) => pipeline(reply.Body as Readable, out))
          .catch((error: unknown) => out.destroy(storageFault(error) as Error));
        return out;
      },
    };
  }

  async exists(key: string): Promise<boolean> {
    return (await this.get(key)) !== null;
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.keyOf(key) }));
    if (this.ledger && isMediaKey(key)) await this.ledger.removed(key);
  }

  /** A HEAD of a key that need not exist: "not found" proves the bucket answers and these credentials may read it. */
  async check(): Promise<void> {
    await this.get('probe/ready');
  }

  async *list(prefix: string): AsyncIterable<string> {
    for await (const object of this.listObjects(this.keyOf(prefix))) {
      yield this.prefix ? object.key.slice(this.prefix.length + 1) : object.key;
    }
  }

  /** Every object under a bucket key prefix, with its size and date, a thousand per request. */
  async *listObjects(bucketPrefix: string): AsyncIterable<{ key: string; size: number; modifiedAt: number }> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: bucketPrefix, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key)
          yield { key: object.Key, size: object.Size ?? 0, modifiedAt: object.LastModified?.getTime() ?? 0 };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }
}
