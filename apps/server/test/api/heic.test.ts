import { createHash } from 'node:crypto';
import sharp from 'sharp';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { translate } from '@sprout/shared/i18n/server';
import type { CreateMomentReply, EventsReply, UploadTokenReply } from '@sprout/shared';
import { readExifFacts } from '../../src/media/exif.js';
import { readHeifItems } from '../../src/media/heif-items.js';
import { signIn, type Client } from '../helpers/http.js';
import { makeFamily, PASSWORD } from '../helpers/family.js';
import { startServer, type TestServer } from '../helpers/server.js';
import { createPictureMoment, fixture, tusUpload } from '../helpers/upload.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

const HEIC = fixture('photo.heic');

async function upload(client: Client, babyId: number, data: Buffer): Promise<string> {
  const token = await client.get<UploadTokenReply>(`/moments/new?baby_id=${babyId}`);
  return tusUpload(token.body.endpoint, token.body.sts_token, data, 'IMG_0001.HEIC');
}

async function storedOriginals(babyId: number): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of server.ctx.storage.list(`originals/${babyId}/`)) keys.push(key);
  return keys;
}

describe('a HEIC sent as-is by an API client', () => {
  it('becomes a JPEG moment, upright, with its capture time, whose derivatives are made as for any photo', async () => {
    const f = await makeFamily(server.ctx);
    const admin = await signIn(server.url, f.admin.email);
    const id = await upload(admin, f.baby.id, HEIC);
    const takenAt = Date.UTC(2024, 11, 24, 9) / 1000; // 18:00 in Tokyo, as the browser would read it
    const created = await createPictureMoment(admin, f.baby.id, id, {
      taken_at_gmt: takenAt,
      picture_width: 1280,
      picture_height: 960,
    });
    expect(created.status).toBe(201);
    const { moment } = created.body as CreateMomentReply;
    expect(moment).toMatchObject({ type: 'picture', picture_width: 1280, picture_height: 960, taken_at_gmt: takenAt });

    const row = await server.ctx.repos.moments.findById(moment.id);
    expect(row?.original_mime).toBe('image/jpeg');
    // Spec §5: "HEIC as .jpeg".
    expect(row?.original_key).toMatch(/\.jpeg$/);
    // The hash is of what the client sent, so sending the same HEIC again is a duplicate.
    expect(row?.content_sha256).toBe(createHash('sha256').update(HEIC).digest('hex'));
    // Nothing of the upload is left in the tus folder, the converted copy included.
    expect(await server.ctx.uploads.receivedBytes(id)).toBeNull();
    expect(await server.ctx.uploads.list()).toEqual([]);

    const original = await admin.get<string>(`/media/moments/${moment.id}/original`);
    expect(original.status).toBe(200);
    expect(original.headers.get('content-type')).toBe('image/jpeg');
    const res = await fetch(`${server.url}/media/moments/${moment.id}/original`, {
      headers: { 'x-token': admin.token ?? '' },
    });
    const bytes = Buffer.from(await res.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1280, height: 960 });
    expect(meta.orientation ?? 1).toBe(1);
    expect(readExifFacts(meta.exif).DateTimeOriginal).toBe('2024:12:24 18:00:00');

    await server.ctx.worker.drain();
    const events = await admin.get<EventsReply>(`/events?baby_id=${f.baby.id}&style=best_12`);
    const picture = events.body.list[0]?.moments[0]?.picture;
    expect(picture?.state).toBe('ready');
    const thumb = await fetch(server.url + (picture?.thumb ?? ''), { headers: { 'x-token': admin.token ?? '' } });
    const thumbMeta = await sharp(Buffer.from(await thumb.arrayBuffer())).metadata();
    expect(thumbMeta.format).toBe('jpeg');
    expect(thumbMeta.width).toBeGreaterThan(thumbMeta.height ?? Infinity);

    const again = await admin.post<CreateMomentReply>('/moments', {
      baby_id: f.baby.id,
      raise_on_dupilcation: true,
      moment: {
        type: 'picture',
        service: 'tus',
        path: await upload(admin, f.baby.id, HEIC),
        taken_at_gmt: takenAt,
        privacy: 'private',
        picture_width: 1,
        picture_height: 1,
      },
    });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ duplicate: true, moment: { id: moment.id } });
    expect(await storedOriginals(f.baby.id)).toHaveLength(1);
  });

  it('refuses a HEIC that does not decode with 620, and stores nothing', async () => {
    const f = await makeFamily(server.ctx);
    const admin = await signIn(server.url, f.admin.email);
    const id = await upload(admin, f.baby.id, HEIC.subarray(0, Math.floor(HEIC.length / 3)));
    const reply = await createPictureMoment(admin, f.baby.id, id);
    expect(reply.status).toBe(422);
    expect((reply.body as { error: { code: string } }).error.code).toBe('620');
    expect(await storedOriginals(f.baby.id)).toEqual([]);
    expect(await server.ctx.uploads.list()).toEqual([]);
  });

  it("refuses a HEIC that states more pixels than any picture, 600 in the reader's language, before decoding it", async () => {
    const f = await makeFamily(server.ctx);
    const admin = await signIn(server.url, f.admin.email, PASSWORD, 'ja');
    // The same photo, its primary picture's stated size (ispe) made 20000 × 20000: 400 million pixels.
    const bomb = Buffer.from(HEIC);
    const ispe = bomb.indexOf('ispe', 0, 'latin1');
    bomb.writeUInt32BE(20_000, ispe + 8);
    bomb.writeUInt32BE(20_000, ispe + 12);
    expect(await readHeifItems(await asFile(bomb), 100_000_000, 1 << 30)).toEqual({ error: 'too_large' });
    const id = await upload(admin, f.baby.id, bomb);
    const reply = await createPictureMoment(admin, f.baby.id, id);
    expect(reply.status).toBe(422);
    expect(reply.body).toEqual({ error: { code: '600', message: translate('ja', 'errors.600') } });
    expect(await storedOriginals(f.baby.id)).toEqual([]);
  });

  it('converts a HEIC followed by megabytes of zeros from its pictures alone', async () => {
    const f = await makeFamily(server.ctx);
    const admin = await signIn(server.url, f.admin.email);
    const padded = Buffer.concat([HEIC, Buffer.alloc(24 * 1024 * 1024)]);
    // What the decoder is given: the pictures' bytes, about the photo's own size.
    const items = await readHeifItems(await asFile(padded), 100_000_000, 1 << 30);
    expect('buffer' in items && items.buffer.length).toBeLessThan(HEIC.length + 4096);
    const reply = await createPictureMoment(admin, f.baby.id, await upload(admin, f.baby.id, padded), {
      picture_width: 1280,
      picture_height: 960,
    });
    expect(reply.status).toBe(201);
    const row = await server.ctx.repos.moments.findById((reply.body as CreateMomentReply).moment.id);
    expect(row).toMatchObject({ original_mime: 'image/jpeg', picture_width: 1280, picture_height: 960 });
  });
});

let scratch = 0;
async function asFile(bytes: Buffer): Promise<string> {
  const file = path.join(os.tmpdir(), `sprout-heic-${process.pid}-${(scratch += 1)}.heic`);
  await fsp.writeFile(file, bytes);
  onTestFinished(() => fsp.rm(file, { force: true }));
  return file;
}
