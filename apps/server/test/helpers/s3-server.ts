import fs from 'node:fs';
import fsp from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import S3Error from 's3rver/lib/models/error.js';

/** s3rver's credentials; it checks signatures made with them. */
const KEY = 'S3RVER';
const BUCKET = 'sprout-test';

export interface LoopbackS3 {
  endpoint: string;
  bucket: string;
  /** Where s3rver keeps the bucket's objects on disk. */
  directory: string;
  /** What Sprout needs in its environment to store in this bucket under `prefix`. */
  env(prefix: string): Record<string, string>;
  /** A client of the bucket, for tests that look at or change objects behind Sprout's back. */
  client: S3Client;
  /** The multipart uploads in progress of a bucket key (s3rver's folders of their parts). */
  multipartUploads(key: string): string[];
  /**
   * Makes an object and the parts of its multipart uploads `seconds` old: S3
   * dates objects itself, so the clock of an abandoned upload or an old
   * original is set in s3rver's files.
   */
  age(key: string, seconds: number): void;
  /** Stops answering (a storage outage); `start` brings it back on the same port with the same objects. */
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

type Context = Parameters<S3rver['middleware'][number]>[0];

/** Where s3rver keeps a multipart upload's parts: one file per part number, and its `.md5` once it is whole. */
const uploadDir = (root: string, bucket: string, uploadId: string) =>
  path.join(root, bucket, '._S3rver_uploads', path.basename(uploadId));

/**
 * s3rver 3 answers neither ListParts nor AbortMultipartUpload (@tus/s3-store
 * needs both); this answers them from s3rver's own files. A part counts only
 * once its `.md5` is written, after its last byte, as S3 lists a part only
 * once it was received whole.
 */
function multipartShim(root: string) {
  return async (ctx: Context, next: () => Promise<void>) => {
    const uploadId = ctx.query.uploadId;
    const [bucket = '', ...rest] = ctx.path.slice(1).split('/');
    const key = rest.map(decodeURIComponent).join('/');
    const listing = ctx.method === 'GET' && uploadId && !ctx.query.partNumber;
    const aborting = ctx.method === 'DELETE' && uploadId;
    if (!key || !(listing || aborting)) return next();
    const dir = uploadDir(root, bucket, uploadId);
    if (!fs.existsSync(dir)) throw new S3Error('NoSuchUpload', 'The specified upload does not exist.');
    if (aborting) {
      await fsp.rm(dir, { recursive: true, force: true });
      ctx.status = 204;
      ctx.body = '';
      return;
    }
    const names = await fsp.readdir(dir);
    const parts = [];
    for (const name of names.filter((n) => /^\d+$/.test(n) && names.includes(`${n}.md5`))) {
      const stat = await fsp.stat(path.join(dir, name));
      const md5 = await fsp.readFile(path.join(dir, `${name}.md5`), 'utf8');
      parts.push({
        PartNumber: Number(name),
        LastModified: stat.mtime.toISOString(),
        ETag: `"${md5}"`,
        Size: stat.size,
      });
    }
    parts.sort((a, b) => a.PartNumber - b.PartNumber);
    ctx.type = 'application/xml';
    ctx.body = {
      ListPartsResult: {
        Bucket: bucket,
        Key: key,
        UploadId: uploadId,
        PartNumberMarker: 0,
        MaxParts: 10000,
        IsTruncated: false,
        Part: parts,
      },
    };
  };
}

/** An S3-compatible server on a random loopback port, its bucket in a temp folder, for one test file or one run. */
export async function startLoopbackS3(): Promise<LoopbackS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'sprout-s3rver-'));
  let port = 0;
  let server: S3rver | null = null;
  const start = async () => {
    const s3 = new S3rver({
      address: '127.0.0.1',
      port,
      directory,
      silent: true,
      configureBuckets: [{ name: BUCKET }],
    });
    // Before the router (the last middleware) and after the one that turns objects into XML.
    s3.middleware.splice(s3.middleware.length - 1, 0, multipartShim(directory));
    await s3.run();
    port = (s3.httpServer?.address() as AddressInfo).port;
    server = s3;
  };
  const stop = async () => {
    const s3 = server;
    server = null;
    if (!s3) return;
    // Connections kept alive by the SDK would hold close() open.
    s3.httpServer?.closeAllConnections();
    // A request cut by the stop still logs its end; a closed winston logger would complain of it on stderr.
    s3.logger.close = () => undefined;
    await s3.close();
  };
  await start();
  const endpoint = `http://127.0.0.1:${port}`;
  const uploadsRoot = path.join(directory, BUCKET, '._S3rver_uploads');
  const multipartUploads = (key: string) =>
    (fs.existsSync(uploadsRoot) ? fs.readdirSync(uploadsRoot) : [])
      .map((id) => path.join(uploadsRoot, id))
      .filter((dir) => fs.existsSync(path.join(dir, 'key')) && fs.readFileSync(path.join(dir, 'key'), 'utf8') === key);
  return {
    endpoint,
    bucket: BUCKET,
    directory,
    client: new S3Client({
      endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: KEY, secretAccessKey: KEY },
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    }),
    multipartUploads,
    age(key, seconds) {
      const when = new Date(Date.now() - seconds * 1000);
      const object = path.join(directory, BUCKET, `${key}._S3rver_object`);
      const parts = multipartUploads(key).flatMap((dir) => fs.readdirSync(dir).map((name) => path.join(dir, name)));
      for (const file of [object, ...parts]) if (fs.existsSync(file)) fs.utimesSync(file, when, when);
    },
    env: (prefix) => ({
      STORAGE_URL: `s3://${BUCKET}/${prefix}`,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: KEY,
      S3_SECRET_ACCESS_KEY: KEY,
      // s3rver cannot read the SDK's streamed (aws-chunked) checksums.
      S3_CHECKSUMS: 'when_required',
    }),
    stop,
    start,
    async close() {
      await stop();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
