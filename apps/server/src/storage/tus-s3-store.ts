import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Part } from '@aws-sdk/client-s3';
import { S3Store, type MetadataValue } from '@tus/s3-store';
import { ERRORS, Upload, type KvStore } from '@tus/server';

/** The temp files a PATCH stages an upload's tail in; the orphan sweep removes those a kill left. */
export const TAIL_FILE_PREFIX = 'sprout-s3-tail-';
/** The number of whole parts an incomplete part follows, kept in its metadata (S3 lower-cases the name). */
const BASE = 'sprout-base-parts';
/** Uploads whose tus metadata one instance keeps at most; the rest are read again (one small GET). */
const CACHED_UPLOADS = 1000;

const nameOf = (error: unknown) => (error as { name?: unknown; Code?: unknown }).name;
const isMissingKey = (error: unknown) => ['NoSuchKey', 'NotFound'].includes(String(nameOf(error)));
/** A multipart upload that was completed or aborted (some stores say NoSuchKey). */
const isMissingUpload = (error: unknown) => ['NoSuchUpload', 'NoSuchKey'].includes(String(nameOf(error)));

/** tus metadata of recent uploads, bounded: the library's own cache never forgets one. */
class BoundedCache<T> implements KvStore<T> {
  private readonly entries = new Map<string, T>();

  async get(key: string): Promise<T | undefined> {
    return this.entries.get(key);
  }

  async set(key: string, value: T): Promise<void> {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > CACHED_UPLOADS) this.entries.delete(this.entries.keys().next().value as string);
  }

  async delete(key: string): Promise<void> {
    this.entries.delete(key);
  }
}

/** One PATCH being written: the parts go up in order, each after the one before it succeeded. */
interface Writing {
  lastPart: number;
  order: Promise<unknown>;
  wroteTail: boolean;
}

const sum = (parts: Part[]) => parts.reduce((total, part) => total + (part.Size ?? 0), 0);

/**
 * @tus/s3-store, made safe to kill at any instant (ADR 0029). Its state is the
 * multipart upload's parts plus an "incomplete part" object holding a tail
 * shorter than S3's 5 MiB minimum, and the offset a client resumes from is
 * their sum. As shipped, three windows break that sum:
 *
 * - it deleted the tail before sending it again inside the next part: a kill
 *   between the two lost bytes it had acknowledged;
 * - parts of one PATCH go up concurrently: a kill could leave parts 1, 2 and 4,
 *   whose sum names bytes that are not there, and the next PATCH would fill
 *   the hole with the wrong ones;
 * - a tail merged into a part but not yet deleted would be counted twice.
 *
 * Here a PATCH's parts are sent one after another (part n only once n − 1 is
 * stored, the tail last), and the tail records how many parts it follows: one
 * that does not follow the current last part was merged already and counts for
 * nothing. Every instant of a PATCH then leaves a state whose sum is bytes that
 * are really there, in order. Uploads are kept under `tus/` of the prefix by
 * the key-prefixing client.
 */
export class SproutS3Store extends S3Store {
  private readonly writing = new Map<string, Writing>();

  constructor(options: ConstructorParameters<typeof S3Store>[0]) {
    super({ cache: new BoundedCache<MetadataValue>(), ...options });
  }

  /** The client the store sends with, for the key prefix (s3-client.ts) and the upload store. */
  get s3(): S3Store['client'] {
    return this.client;
  }

  override async write(src: Readable, id: string, offset: number): Promise<number> {
    const metadata = await this.getMetadata(id);
    const lastPart = (await this.retrieveParts(id)).at(-1)?.PartNumber ?? 0;
    const tail = await this.downloadTail(id, lastPart);
    const state: Writing = { lastPart, order: Promise.resolve(), wroteTail: false };
    this.writing.set(id, state);
    try {
      const body = tail ? Readable.from(concat(tail.file, src)) : src;
      const uploaded = await this.uploadParts(metadata, body, lastPart + 1, offset - (tail?.size ?? 0));
      const newOffset = offset + uploaded - (tail?.size ?? 0);
      // The old tail went into a whole part and no new tail replaced it: it counts for nothing now, so it goes.
      if (tail && !state.wroteTail) await this.deleteIncompletePart(id);
      if (metadata.file.size === newOffset) await this.finish(id, metadata);
      return newOffset;
    } finally {
      if (this.writing.get(id) === state) this.writing.delete(id);
      if (tail) await fsp.rm(tail.file, { force: true });
    }
  }

  protected override uploadPart(
    metadata: MetadataValue,
    readStream: fs.ReadStream | Readable | Buffer,
    partNumber: number,
  ): Promise<string> {
    const state = this.writing.get(metadata.file.id);
    if (!state) return super.uploadPart(metadata, readStream, partNumber);
    // After the previous part, and not at all if it failed.
    const run = state.order.then(async () => {
      const etag = await super.uploadPart(metadata, readStream, partNumber);
      state.lastPart = partNumber;
      return etag;
    });
    state.order = run;
    return run;
  }

  protected override uploadIncompletePart(id: string, readStream: fs.ReadStream | Readable): Promise<string> {
    const state = this.writing.get(id);
    const run = (state?.order ?? Promise.resolve()).then(async () => {
      const reply = await this.client.putObject({
        Bucket: this.bucket,
        Key: this.partKey(id, true),
        Body: readStream,
        Metadata: { [BASE]: String(state?.lastPart ?? 0) },
      });
      if (state) state.wroteTail = true;
      return reply.ETag ?? '';
    });
    if (state) state.order = run;
    return run;
  }

  override async getUpload(id: string): Promise<Upload> {
    let metadata: MetadataValue;
    try {
      metadata = await this.getMetadata(id);
    } catch {
      throw ERRORS.FILE_NOT_FOUND;
    }
    const { file } = metadata;
    let parts: Part[];
    try {
      parts = await this.retrieveParts(id);
    } catch (error) {
      if (!isMissingUpload(error)) throw error;
      // Completed, or aborted by a removal on another instance (whose cached metadata this may still be).
      if (!(await this.objectSize(id))) throw ERRORS.FILE_NOT_FOUND;
      return new Upload({ ...file, offset: file.size ?? 0 });
    }
    const tail = await this.tailSize(id, parts.at(-1)?.PartNumber ?? 0);
    return new Upload({ ...file, offset: sum(parts) + tail });
  }

  /**
   * How many bytes an unfinished upload holds (null: none is known), first
   * completing one whose parts are all stored but whose completion a kill cut
   * short: its client was told nothing, or "done" by a HEAD that counted the
   * parts, and may now ask for its moment.
   */
  async received(id: string): Promise<number | null> {
    const upload = await this.getUpload(id).catch(() => null);
    if (!upload) return null;
    if (upload.size === undefined || upload.offset !== upload.size) return upload.offset;
    const done = await this.objectSize(id);
    if (done !== null) return done;
    await this.finish(id, await this.getMetadata(id));
    return upload.size;
  }

  /**
   * Aborts the multipart upload (a completed one has none) and deletes the
   * object, the tail, then tus's metadata, which keeps the upload listed until
   * the rest is gone. Removing what is not there is no error.
   */
  override async remove(id: string): Promise<void> {
    const metadata = await this.getMetadata(id).catch((error: unknown) => {
      if (isMissingKey(error)) return null;
      throw error;
    });
    if (metadata)
      await this.client
        .abortMultipartUpload({ Bucket: this.bucket, Key: id, UploadId: metadata['upload-id'] })
        .catch((error: unknown) => {
          if (!isMissingUpload(error)) throw error;
        });
    for (const Key of [id, this.partKey(id, true), this.infoKey(id)])
      await this.client.deleteObject({ Bucket: this.bucket, Key });
    await this.clearCache(id);
  }

  /** When the newest part of a multipart upload arrived (ms since the epoch); 0 once it is none. */
  async lastPartAt(id: string): Promise<number> {
    const parts = await this.retrieveParts(id).catch((error: unknown) => {
      if (isMissingUpload(error) || isMissingKey(error)) return [];
      throw error;
    });
    return Math.max(0, ...parts.map((part) => part.LastModified?.getTime() ?? 0));
  }

  /** The completed object's size, or null while it is still a multipart upload. */
  async objectSize(id: string): Promise<number | null> {
    try {
      return (await this.client.headObject({ Bucket: this.bucket, Key: id })).ContentLength ?? 0;
    } catch (error) {
      if (isMissingKey(error)) return null;
      throw error;
    }
  }

  private async finish(id: string, metadata: MetadataValue): Promise<void> {
    await this.finishMultipartUpload(metadata, await this.retrieveParts(id));
    await this.clearCache(id);
  }

  /** The tail's size if it follows part `lastPart`, else 0 (merged already). */
  private async tailSize(id: string, lastPart: number): Promise<number> {
    try {
      const head = await this.client.headObject({ Bucket: this.bucket, Key: this.partKey(id, true) });
      return follows(head.Metadata, lastPart) ? (head.ContentLength ?? 0) : 0;
    } catch (error) {
      if (isMissingKey(error)) return 0;
      throw error;
    }
  }

  /** The current tail in a temp file (the caller removes it), or undefined. */
  private async downloadTail(id: string, lastPart: number): Promise<{ file: string; size: number } | undefined> {
    let reply;
    try {
      reply = await this.client.getObject({ Bucket: this.bucket, Key: this.partKey(id, true) });
    } catch (error) {
      if (isMissingKey(error)) return undefined;
      throw error;
    }
    const body = reply.Body as Readable;
    if (!follows(reply.Metadata, lastPart)) {
      body.destroy();
      return undefined;
    }
    const file = path.join(os.tmpdir(), `${TAIL_FILE_PREFIX}${randomBytes(8).toString('hex')}`);
    try {
      await pipeline(body, fs.createWriteStream(file));
      return { file, size: (await fsp.stat(file)).size };
    } catch (error) {
      await fsp.rm(file, { force: true });
      throw error;
    }
  }
}

/** A tail without the mark predates it: counted, so that no byte it holds is ever dropped. */
function follows(metadata: Record<string, string> | undefined, lastPart: number): boolean {
  const base = metadata?.[BASE];
  return base === undefined || base === String(lastPart);
}

async function* concat(file: string, rest: Readable): AsyncGenerator<Buffer> {
  for await (const chunk of fs.createReadStream(file)) yield chunk as Buffer;
  for await (const chunk of rest) yield chunk as Buffer;
}
