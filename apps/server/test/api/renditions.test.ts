import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventsReply, PictureUrls } from '@sprout/shared';
import { derivativeKeys } from '../../src/storage/keys.js';
import { makeFamily } from '../helpers/family.js';
import { signIn, type Client } from '../helpers/http.js';
import { startServer, type TestServer } from '../helpers/server.js';
import { storedBytes } from '../helpers/stored.js';
import { uploadPicture } from '../helpers/upload.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

/**
 * A real JPEG of `width`×`height`: smooth random colour blobs (a small noise image scaled up), so it has
 * a picture's texture but stays small enough to upload quickly at 41 MP.
 */
async function photoOf(width: number, height: number): Promise<Buffer> {
  const noise = await sharp({
    create: {
      width: 40,
      height: 24,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png()
    .toBuffer();
  return sharp(noise).resize(width, height, { fit: 'fill', kernel: 'cubic' }).jpeg({ quality: 80 }).toBuffer();
}

/** Uploads a picture, lets its renditions be made, and answers the moment's id and URLs as the timeline lists them. */
async function upload(client: Client, babyId: number, data: Buffer, width: number, height: number) {
  const made = await uploadPicture(client, babyId, data, { picture_width: width, picture_height: height });
  expect(made.status).toBe(201);
  const id = (made.body as { moment: { id: number } }).moment.id;
  await server.ctx.worker.drain();
  const events = await client.get<EventsReply>(`/events?baby_id=${babyId}`);
  const moment = events.body.list.flatMap((e) => e.moments).find((m) => m.id === id);
  if (!moment?.picture) throw new Error('picture missing');
  expect(moment.picture.state).toBe('ready');
  return { id, picture: moment.picture };
}

async function bytesOf(client: Client, url: string): Promise<{ status: number; bytes: Buffer }> {
  const res = await fetch(server.url + url, { headers: { 'x-token': client.token ?? '' } });
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) };
}

const storageOf = async (babyId: number) => Number((await server.ctx.repos.babies.findById(babyId))?.storage_bytes);

/** The bytes of every URL a moment lists, each file once (an xlarge that is the original counts once). */
async function listedBytes(client: Client, picture: PictureUrls): Promise<number> {
  const urls = new Set([picture.original, picture.thumb, picture.large, picture.xlarge].filter((u) => u !== null));
  let sum = 0;
  for (const url of urls) sum += (await bytesOf(client, url)).bytes.length;
  return sum;
}

describe('renditions (spec §9)', () => {
  it('gives a large picture an xlarge of 3840 px, counts it, and a purge removes it to the exact byte', async () => {
    const f = await makeFamily(server.ctx);
    const admin = await signIn(server.url, f.admin.email);
    const original = await photoOf(5000, 3000);
    const { id, picture } = await upload(admin, f.baby.id, original, 5000, 3000);

    expect(picture.xlarge).toMatch(new RegExp(`^/media/moments/${id}/xlarge\\?v=\\d+$`));
    const xlarge = await bytesOf(admin, picture.xlarge ?? '');
    expect(xlarge.status).toBe(200);
    const meta = await sharp(xlarge.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 3840, 2304]);
    expect(meta.exif).toBeUndefined();
    const large = await sharp((await bytesOf(admin, picture.large ?? '')).bytes).metadata();
    expect(Math.max(large.width, large.height)).toBe(2048);

    // The baby is charged for every stored byte: the original and its three renditions.
    expect(await storageOf(f.baby.id)).toBe(await listedBytes(admin, picture));
    const row = await server.ctx.repos.moments.findById(id);
    const key = row?.xlarge_key ?? '';
    expect(key).toBe(derivativeKeys(row?.original_key ?? '').xlarge);
    expect(await storedBytes(server).hasObject(key)).toBe(true);

    expect((await admin.delete(`/moments/${id}`)).status).toBe(204);
    expect(await storedBytes(server).hasObject(key)).toBe(true);
    expect((await admin.delete(`/trash/${id}`)).status).toBe(204);
    expect(await storedBytes(server).hasObject(key)).toBe(false);
    expect(await storageOf(f.baby.id)).toBe(0);
    const purged = await server.ctx.db.kysely
      .selectFrom('moments')
      .select('xlarge_key')
      .where('id', '=', id)
      .executeTakeFirst();
    expect(purged).toEqual({ xlarge_key: null });
  });

  it('makes no xlarge for a picture the large already holds whole', async () => {
    const f = await makeFamily(server.ctx);
    const admin = await signIn(server.url, f.admin.email);
    const { id, picture } = await upload(admin, f.baby.id, await photoOf(1600, 1200), 1600, 1200);
    expect(picture.xlarge).toBeNull();
    expect((await server.ctx.repos.moments.findById(id))?.xlarge_key).toBeNull();
    expect((await bytesOf(admin, `/media/moments/${id}/xlarge`)).status).toBe(404);
    expect(await storageOf(f.baby.id)).toBe(await listedBytes(admin, picture));
  });

  it('leaves a picture over 4e7 pixels unresized for its xlarge: the original itself, nothing more stored', async () => {
    const f = await makeFamily(server.ctx);
    const admin = await signIn(server.url, f.admin.email);
    const original = await photoOf(8200, 5000);
    const { id, picture } = await upload(admin, f.baby.id, original, 8200, 5000);

    expect(picture.xlarge).toBe(picture.original);
    expect((await bytesOf(admin, picture.xlarge ?? '')).bytes.equals(original)).toBe(true);
    const row = await server.ctx.repos.moments.findById(id);
    expect(row?.xlarge_key).toBeNull();
    expect(await storedBytes(server).hasObject(derivativeKeys(row?.original_key ?? '').xlarge)).toBe(false);
    // Lists and the usual viewer still get their small renditions.
    const large = await sharp((await bytesOf(admin, picture.large ?? '')).bytes).metadata();
    expect([large.width, large.height]).toEqual([2048, 1249]);
    expect(await storageOf(f.baby.id)).toBe(await listedBytes(admin, picture));
  });
});
