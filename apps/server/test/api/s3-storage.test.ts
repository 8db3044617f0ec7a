import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { HeadObjectCommand, ListObjectsV2Command, UploadPartCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateMomentReply, UploadTokenReply } from '@sprout/shared';
import { translate } from '@sprout/shared/i18n/server';
import { makeFamily, type Family } from '../helpers/family.js';
import { signIn, type Client } from '../helpers/http.js';
import { makeTestEnv, startServer, type TestServer } from '../helpers/server.js';
import { RawTusUpload } from '../helpers/tus-raw.js';
import { createPictureMoment, fixture, tusUpload } from '../helpers/upload.js';

/**
 * Media in an S3-compatible bucket (a loopback s3rver of this file's own),
 * whatever storage the rest of the suite runs on. The kill drill is in
 * s3-kill.test.ts; the whole suite also runs on S3 (project api-pg-s3).
 */
let server: TestServer;
let f: Family;
let admin: Client;
let scratch: string;
const tmpBefore = process.env.TMPDIR;
beforeAll(async () => {
  const env = await makeTestEnv({ storage: 's3' });
  // The server's temp files (downloads, tus parts, remuxes) in a folder of this file's own, to count.
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'sprout-s3-test-tmp-'));
  process.env.TMPDIR = scratch;
  server = await startServer(env);
  f = await makeFamily(server.ctx);
  admin = await signIn(server.url, f.admin.email);
});
afterAll(async () => {
  await server?.close();
  if (tmpBefore === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = tmpBefore;
  fs.rmSync(scratch, { recursive: true, force: true });
});

const sha256 = (data: Buffer | Uint8Array) => createHash('sha256').update(data).digest('hex');

async function bucketKeys(): Promise<string[]> {
  const s3 = server.s3;
  if (!s3) throw new Error('no loopback S3');
  const page = await s3.client.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
  return (page.Contents ?? []).map((object) => object.Key ?? '').sort();
}

async function upload(name: string, type: 'picture' | 'video', filename = name): Promise<{ id: number; path: string }> {
  const grant = await admin.get<UploadTokenReply>(`/moments/new?baby_id=${f.baby.id}`);
  const uploadId = await tusUpload(grant.body.endpoint, grant.body.sts_token, fixture(name), filename);
  const reply = await createPictureMoment(admin, f.baby.id, uploadId, { type });
  expect(reply.status, name).toBe(201);
  return { id: (reply.body as CreateMomentReply).moment.id, path: uploadId };
}

function media(url: string, headers: Record<string, string> = {}) {
  return fetch(server.url + url, { headers: { 'x-token': admin.token ?? '', ...headers } });
}

describe('media on S3', () => {
  it('keeps originals, derivatives and pictures in the bucket under the key layout, nothing on disk, no temp file left', async () => {
    const photo = await upload('photo-exif-gps.jpg', 'picture');
    const heic = await upload('photo.heic', 'picture');
    const video = await upload('video.mov', 'video');
    const form = new FormData();
    form.append('profile_picture', new Blob([new Uint8Array(fixture('photo-exif-gps.jpg'))]), 'me.jpg');
    const profile = await fetch(`${server.url}/api/en/user`, {
      method: 'PATCH',
      headers: { 'x-token': admin.token ?? '' },
      body: form,
    });
    expect(profile.status).toBe(200);
    await server.ctx.worker.drain();

    const base = `sprout/originals/${f.baby.id}/2025`;
    const derived = `sprout/derivatives/${f.baby.id}/2025`;
    const moments = [
      `${base}/${photo.path}.jpg`,
      `${base}/${heic.path}.jpeg`,
      // The QuickTime original rewrapped as MP4; the .mov is gone.
      `${base}/${video.path}.mp4`,
      ...[photo, heic, video].flatMap((m) => [`${derived}/${m.path}-large.jpg`, `${derived}/${m.path}-thumb.jpg`]),
      // No xlarge of its own: the 4032 px photo's original serves as one (ADR 0042), the HEIC is 1280 px, and a
      // video has posters only.
    ].sort();
    expect(await bucketKeys()).toEqual([
      ...moments,
      expect.stringMatching(new RegExp(`^sprout/users/${f.admin.id}/profile-[0-9a-f-]{36}\\.jpg$`)),
    ]);
    // The original is the bytes sent, served from the bucket; the uploads' own copies went with their moments.
    const original = await media(`/media/moments/${photo.id}/original`);
    expect(original.status).toBe(200);
    expect(sha256(new Uint8Array(await original.arrayBuffer()))).toBe(sha256(fixture('photo-exif-gps.jpg')));
    const thumb = await media(`/media/moments/${video.id}/thumb`);
    expect([thumb.status, thumb.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
    expect((await thumb.arrayBuffer()).byteLength).toBeGreaterThan(1000);

    const dataDir = server.ctx.config.dataDir;
    for (const sub of ['media', 'tus']) expect(fs.existsSync(path.join(dataDir, sub)), sub).toBe(false);
    expect(fs.readdirSync(scratch)).toEqual([]);
  });

  it('answers a byte range of a video from the bucket, and 404 to someone outside the family', async () => {
    const video = await upload('video-rotated.mp4', 'video', 'clip.mp4');
    const whole = fixture('video-rotated.mp4');
    const part = await media(`/media/moments/${video.id}/original`, { range: 'bytes=1000-1999' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 1000-1999/${whole.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(whole.subarray(1000, 2000))).toBe(true);
    const stranger = await signIn(server.url, (await makeFamily(server.ctx)).admin.email);
    const refused = await fetch(`${server.url}/media/moments/${video.id}/original`, {
      headers: { 'x-token': stranger.token ?? '', range: 'bytes=0-9' },
    });
    expect(refused.status).toBe(404);
  });

  it('answers 503 while the bucket is down, keeps every acknowledged byte, and carries on when it is back', async () => {
    const s3 = server.s3;
    if (!s3) throw new Error('no loopback S3');
    const photo = fixture('photo-exif-gps.jpg');
    const shown = await upload('photo-exif-gps.jpg', 'picture');
    const half = await RawTusUpload.create(admin, f.baby.id, photo.length);
    expect((await half.patch(0, photo.subarray(0, 200_000))).status).toBe(204);
    const message = translate('en', 'errors.storage_unavailable');

    await s3.stop();
    try {
      const read = await media(`/media/moments/${shown.id}/original`);
      expect(read.status).toBe(503);
      expect(await read.json()).toEqual({ error: { code: 'storage_unavailable', message } });
      const patched = await half.patch(200_000, photo.subarray(200_000));
      expect([patched.status, patched.body]).toEqual([503, { error: { code: 'storage_unavailable', message } }]);
    } finally {
      await s3.start();
    }

    expect(await half.offset()).toBe(200_000);
    expect(await half.resume(photo)).toBe(photo.length);
    expect((await createPictureMoment(admin, f.baby.id, half.id)).status).toBe(201);
    expect((await media(`/media/moments/${shown.id}/original`)).status).toBe(200);
  });

  it('completes an upload whose last part was stored but whose completion a kill cut short, when its moment is asked for', async () => {
    const s3 = server.s3;
    if (!s3) throw new Error('no loopback S3');
    const photo = fixture('photo-exif-gps.jpg');
    const upload = await RawTusUpload.create(admin, f.baby.id, photo.length);
    // What a server killed between storing the only part and CompleteMultipartUpload leaves behind.
    const Key = `sprout/tus/${upload.id}`;
    const info = await s3.client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: `${Key}.info` }));
    await s3.client.send(
      new UploadPartCommand({
        Bucket: s3.bucket,
        Key,
        UploadId: info.Metadata?.['upload-id'],
        PartNumber: 1,
        Body: photo,
      }),
    );
    expect(await upload.offset()).toBe(photo.length);
    const made = await createPictureMoment(admin, f.baby.id, upload.id);
    expect(made.status).toBe(201);
    const original = await media(`/media/moments/${(made.body as CreateMomentReply).moment.id}/original`);
    expect(sha256(new Uint8Array(await original.arrayBuffer()))).toBe(sha256(photo));
  });
});
