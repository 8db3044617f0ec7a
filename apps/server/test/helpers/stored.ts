import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { TAIL_FILE_PREFIX } from '../../src/storage/tus-s3-store.js';
import type { LoopbackS3 } from './s3-server.js';
import type { TestServer } from './server.js';

/**
 * What the server stored, seen and changed behind its back as a crash or the
 * passing of time would, on local disk or in the loopback bucket alike.
 */
export interface StoredBytes {
  /** Whether anything of the upload is held: bytes, tus's metadata, parts of a multipart upload. */
  hasUpload(id: string): Promise<boolean>;
  /** Copies what the upload holds now; the function returned puts it back (a crash before its removal). */
  keepUpload(id: string): Promise<() => Promise<void>>;
  /** Bytes and tus metadata of an upload no row claims. */
  strayUpload(id: string): Promise<void>;
  /** Makes the upload's last change `seconds` ago. */
  ageUpload(id: string, seconds: number): Promise<void>;
  /** Writes an object under a media key, `seconds` old. */
  placeObject(key: string, bytes: Buffer, seconds: number): Promise<void>;
  ageObject(key: string, seconds: number): Promise<void>;
  hasObject(key: string): Promise<boolean>;
  /**
   * A half-written temp file of the uploads' store, `seconds` old, named after upload `id`: a HEIC's JPEG
   * cut short in the tus folder (disk), or a staged tail in the temp folder (bucket). Answers its path.
   */
  placeUploadTemp(id: string, seconds: number): string;
}

const age = (file: string, seconds: number) => {
  const when = new Date(Date.now() - seconds * 1000);
  if (fs.existsSync(file)) fs.utimesSync(file, when, when);
};

function onDisk(dataDir: string): StoredBytes {
  const tus = path.join(dataDir, 'tus');
  const media = path.join(dataDir, 'media');
  const uploadFiles = (id: string) => [path.join(tus, id), path.join(tus, `${id}.json`)];
  return {
    hasUpload: async (id) => uploadFiles(id).some((file) => fs.existsSync(file)),
    async keepUpload(id) {
      const kept = uploadFiles(id)
        .filter((file) => fs.existsSync(file))
        .map((file) => [file, fs.readFileSync(file)] as const);
      return async () => {
        for (const [file, bytes] of kept) fs.writeFileSync(file, bytes);
      };
    },
    async strayUpload(id) {
      const [bytes = '', info = ''] = uploadFiles(id);
      fs.writeFileSync(bytes, 'x');
      fs.writeFileSync(info, '{}');
    },
    ageUpload: async (id, seconds) => uploadFiles(id).forEach((file) => age(file, seconds)),
    async placeObject(key, bytes, seconds) {
      const file = path.join(media, key);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, bytes);
      age(file, seconds);
    },
    ageObject: async (key, seconds) => age(path.join(media, key), seconds),
    hasObject: async (key) => fs.existsSync(path.join(media, key)),
    placeUploadTemp(id, seconds) {
      const file = path.join(tus, `${id}.jpeg`);
      fs.writeFileSync(file, 'half a JPEG');
      age(file, seconds);
      return file;
    },
  };
}

function inBucket(s3: LoopbackS3, prefix: string): StoredBytes {
  const Bucket = s3.bucket;
  const uploadKeys = (id: string) => [`${prefix}/tus/${id}`, `${prefix}/tus/${id}.info`, `${prefix}/tus/${id}.part`];
  const has = (Key: string) =>
    s3.client.send(new HeadObjectCommand({ Bucket, Key })).then(
      () => true,
      () => false,
    );
  return {
    async hasUpload(id) {
      const objects = await Promise.all(uploadKeys(id).map(has));
      return objects.some(Boolean) || s3.multipartUploads(`${prefix}/tus/${id}`).length > 0;
    },
    async keepUpload(id) {
      const kept: Array<{ Key: string; Metadata?: Record<string, string>; Body: Buffer }> = [];
      for (const Key of uploadKeys(id)) {
        if (!(await has(Key))) continue;
        const object = await s3.client.send(new GetObjectCommand({ Bucket, Key }));
        kept.push({ Key, Metadata: object.Metadata, Body: Buffer.from(await object.Body!.transformToByteArray()) });
      }
      return async () => {
        for (const object of kept) await s3.client.send(new PutObjectCommand({ Bucket, ...object }));
      };
    },
    async strayUpload(id) {
      const [bytes = '', info = ''] = uploadKeys(id);
      await s3.client.send(new PutObjectCommand({ Bucket, Key: bytes, Body: 'x' }));
      await s3.client.send(new PutObjectCommand({ Bucket, Key: info, Body: '{}' }));
    },
    ageUpload: async (id, seconds) => uploadKeys(id).forEach((key) => s3.age(key, seconds)),
    async placeObject(key, bytes, seconds) {
      await s3.client.send(new PutObjectCommand({ Bucket, Key: `${prefix}/${key}`, Body: bytes }));
      s3.age(`${prefix}/${key}`, seconds);
    },
    ageObject: async (key, seconds) => s3.age(`${prefix}/${key}`, seconds),
    hasObject: (key) => has(`${prefix}/${key}`),
    placeUploadTemp(id, seconds) {
      const file = path.join(os.tmpdir(), `${TAIL_FILE_PREFIX}${id}`);
      fs.writeFileSync(file, 'half a part');
      age(file, seconds);
      return file;
    },
  };
}

export function storedBytes(server: TestServer): StoredBytes {
  const { storage } = server.ctx.config;
  if (storage.kind === 's3' && server.s3) return inBucket(server.s3, storage.prefix);
  return onDisk(server.ctx.config.dataDir);
}
