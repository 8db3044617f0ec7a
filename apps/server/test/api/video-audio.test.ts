import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MomentReply } from '@sprout/shared';
import { signIn } from '../helpers/http.js';
import { makeFamily, makeUser } from '../helpers/family.js';
import { startServer, type TestServer } from '../helpers/server.js';
import { fixture, uploadPicture } from '../helpers/upload.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

const media = async (url: string, token: string | null, headers: Record<string, string> = {}) =>
  fetch(server.url + url, { headers: { ...(token ? { 'x-token': token } : {}), ...headers } });

describe('videos', () => {
  it('stores a .mov as MP4 with a poster frame, its duration and size from the file', async () => {
    const f = await makeFamily(server.ctx);
    const admin = await signIn(server.url, f.admin.email);
    const created = await uploadPicture(admin, f.baby.id, fixture('video.mov'), {
      type: 'video',
      picture_width: 1,
      picture_height: 1,
    });
    expect(created.status).toBe(201);
    const { moment } = created.body as { moment: MomentReply };
    expect(moment).toMatchObject({
      type: 'video',
      picture_width: 1280,
      picture_height: 720,
      duration: 4,
      picture: null,
    });
    expect(moment.video?.state).toBe('processing');
    await server.ctx.worker.drain();

    const ready = (await admin.get<MomentReply>(`/moments/${moment.id}`)).body;
    expect(ready.video?.state).toBe('ready');
    const video = await media(ready.video?.url ?? '', admin.token);
    expect(video.status).toBe(200);
    expect(video.headers.get('content-type')).toBe('video/mp4');
    const bytes = Buffer.from(await video.arrayBuffer());
    expect(bytes.subarray(4, 8).toString('latin1')).toBe('ftyp');
    expect(bytes.subarray(8, 12).toString('latin1')).not.toBe('qt  ');
    const poster = Buffer.from(await (await media(ready.video?.poster ?? '', admin.token)).arrayBuffer());
    expect((await sharp(poster).metadata()).width).toBe(1280);

    // Players seek with byte ranges.
    const part = await media(ready.video?.url ?? '', admin.token, { range: 'bytes=0-99' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-99/${bytes.length}`);
    const stranger = await signIn(server.url, (await makeUser(server.ctx, 'stranger')).email);
    expect((await media(ready.video?.url ?? '', stranger.token)).status).toBe(404);
  });

  it('stands a phone video upright from its display matrix', async () => {
    const f = await makeFamily(server.ctx);
    const admin = await signIn(server.url, f.admin.email);
    const created = await uploadPicture(admin, f.baby.id, fixture('video-rotated.mp4'), {
      type: 'video',
      picture_width: 1920,
      picture_height: 1080,
    });
    const { moment } = created.body as { moment: MomentReply };
    expect(moment).toMatchObject({ picture_width: 1080, picture_height: 1920, duration: 3 });
    await server.ctx.worker.drain();
    const ready = (await admin.get<MomentReply>(`/moments/${moment.id}`)).body;
    const poster = await sharp(
      Buffer.from(await (await media(ready.video?.thumb ?? '', admin.token)).arrayBuffer()),
    ).metadata();
    expect(poster.height).toBeGreaterThan(poster.width ?? Infinity);
  });

  it('refuses what is not a video with 630', async () => {
    const f = await makeFamily(server.ctx);
    const admin = await signIn(server.url, f.admin.email);
    for (const name of ['text-named.jpg', 'photo-exif-gps.jpg', 'audio.m4a']) {
      const reply = await uploadPicture(admin, f.baby.id, fixture(name), { type: 'video' });
      expect(reply.status, name).toBe(422);
      expect((reply.body as { error: { code: string } }).error.code, name).toBe('630');
    }
  });
});

describe('audio', () => {
  it('keeps an audio clip with its duration, playable by the family', async () => {
    const f = await makeFamily(server.ctx, { grandma: { relation: 'grandma', permission: 'can_view' } });
    const admin = await signIn(server.url, f.admin.email);
    const created = await uploadPicture(admin, f.baby.id, fixture('audio.m4a'), {
      type: 'audio',
      picture_width: undefined,
      picture_height: undefined,
    });
    expect(created.status).toBe(201);
    const { moment } = created.body as { moment: MomentReply };
    expect(moment).toMatchObject({ type: 'audio', duration: 5, picture: null, video: null });
    const grandma = await signIn(server.url, f.members.grandma?.email ?? '');
    const res = await media(moment.audio?.url ?? '', grandma.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('audio/mp4');
    const notAudio = await uploadPicture(admin, f.baby.id, fixture('video.mov'), { type: 'audio' });
    expect((notAudio.body as { error: { code: string } }).error.code).toBe('630');
  });
});
