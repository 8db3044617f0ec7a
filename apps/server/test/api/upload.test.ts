import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventsReply, UploadTokenReply } from '@sprout/shared';
import { Client, signIn } from '../helpers/http.js';
import { makeFamily, makeUser } from '../helpers/family.js';
import { startServer, type TestServer } from '../helpers/server.js';
import { createPictureMoment, fixture, tusUpload, uploadPicture } from '../helpers/upload.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

const family = () =>
  makeFamily(server.ctx, {
    grandma: { relation: 'grandma', permission: 'can_view' },
    uncle: { relation: 'brother', permission: 'can_upload' },
  });

async function fetchMedia(url: string, token: string | null) {
  return fetch(server.url + url, token ? { headers: { 'x-token': token } } : {});
}

describe('upload a photo end to end', () => {
  it('stores the original, makes upright derivatives without GPS, and lists it on the timeline', async () => {
    const f = await family();
    const admin = await signIn(server.url, f.admin.email);
    const original = fixture('photo-exif-gps.jpg');
    const created = await uploadPicture(admin, f.baby.id, original);
    expect(created.status).toBe(201);
    const { moment } = created.body as {
      moment: { id: number; picture_width: number; picture_height: number; picture: { state: string } };
    };
    // Orientation 6: the 4032x3024 sensor image stands upright as 3024x4032.
    expect(moment).toMatchObject({ picture_width: 3024, picture_height: 4032, picture: { state: 'processing' } });
    expect((await admin.put('/moments/finish', { baby_id: f.baby.id })).status).toBe(204);

    expect(await server.ctx.worker.drain()).toBeGreaterThanOrEqual(1);
    const events = await admin.get<EventsReply>(`/events?baby_id=${f.baby.id}&style=best_12`);
    expect(events.status).toBe(200);
    expect(events.body.list).toHaveLength(1);
    const picture = events.body.list[0]?.moments[0]?.picture;
    expect(picture?.state).toBe('ready');
    if (!picture?.thumb || !picture.large) throw new Error('derivatives missing');

    for (const url of [picture.thumb, picture.large]) {
      const res = await fetchMedia(url, admin.token);
      expect(res.status).toBe(200);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(bytes.length).toBeLessThan(original.length);
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe('jpeg');
      expect(meta.height).toBeGreaterThan(meta.width ?? Infinity);
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(bytes.includes(Buffer.from('GPS'))).toBe(false);
    }
    const originalRes = await fetchMedia(`${picture.original.split('?')[0]}?download=1`, admin.token);
    expect(originalRes.status).toBe(200);
    expect(originalRes.headers.get('content-disposition')).toMatch(/attachment/);
    expect(Buffer.from(await originalRes.arrayBuffer()).equals(original)).toBe(true);
  });

  it('lets family members see the media and nobody else', async () => {
    const f = await family();
    const admin = await signIn(server.url, f.admin.email);
    await uploadPicture(admin, f.baby.id, fixture('photo-exif-gps.jpg'));
    await server.ctx.worker.drain();
    const events = await admin.get<EventsReply>(`/events?baby_id=${f.baby.id}`);
    const thumb = events.body.list[0]?.moments[0]?.picture?.thumb ?? '';
    expect(thumb).toMatch(/^\/media\//);

    const grandma = await signIn(server.url, f.members.grandma?.email ?? '');
    expect((await fetchMedia(thumb, grandma.token)).status).toBe(200);
    const stranger = await signIn(server.url, (await makeUser(server.ctx, 'stranger')).email);
    expect((await fetchMedia(thumb, stranger.token)).status).toBe(404);
    expect((await stranger.get(`/events?baby_id=${f.baby.id}`)).status).toBe(404);
    expect((await fetchMedia(thumb, null)).status).toBe(401);
  });

  it('hides private posts from other members, in lists and in media', async () => {
    const f = await family();
    const uncle = await signIn(server.url, f.members.uncle?.email ?? '');
    const created = await uploadPicture(uncle, f.baby.id, fixture('photo-exif-gps.jpg'), { privacy: 'private' });
    expect(created.status).toBe(201);
    await server.ctx.worker.drain();
    const mine = await uncle.get<EventsReply>(`/events?baby_id=${f.baby.id}`);
    expect(mine.body.list).toHaveLength(1);
    const grandma = await signIn(server.url, f.members.grandma?.email ?? '');
    expect((await grandma.get<EventsReply>(`/events?baby_id=${f.baby.id}`)).body.list).toHaveLength(0);
    const thumb = mine.body.list[0]?.moments[0]?.picture?.thumb ?? '';
    expect((await fetchMedia(thumb, grandma.token)).status).toBe(404);
  });

  it('sorts events newest first and moments oldest first, grouping one batch by local day', async () => {
    const f = await family();
    const admin = await signIn(server.url, f.admin.email);
    const photo = fixture('photo-exif-gps.jpg');
    const day1Late = Date.UTC(2025, 5, 1, 12) / 1000;
    const day1Early = Date.UTC(2025, 5, 1, 2) / 1000;
    const day2 = Date.UTC(2025, 5, 3, 9) / 1000;
    for (const taken of [day1Late, day2, day1Early]) {
      // The same bytes thrice: without raise_on_dupilcation each is its own moment.
      expect((await uploadPicture(admin, f.baby.id, photo, { taken_at_gmt: taken, time_zone_offset: 0 })).status).toBe(
        201,
      );
    }
    await admin.put('/moments/finish', { baby_id: f.baby.id });
    const { body } = await admin.get<EventsReply>(`/events?baby_id=${f.baby.id}&style=best_12`);
    expect(body.list.map((e) => e.taken_at_gmt)).toEqual([day2, day1Early]);
    expect(body.list[1]?.moments.map((m) => m.taken_at_gmt)).toEqual([day1Early, day1Late]);
    expect(body.list[0]).toMatchObject({
      id_str: String(body.list[0]?.id),
      active: true,
      layout: 'default',
      caption: '',
      like: false,
      counts: { likes: 0 },
    });

    // After finish, a new batch on the same day joins that day's event (ADR 0021: one card per person and day).
    const again = await uploadPicture(admin, f.baby.id, photo, { taken_at_gmt: day1Late + 60, time_zone_offset: 0 });
    expect((again.body as { event_id: number }).event_id).toBe(body.list[1]?.id);
    const after = (await admin.get<EventsReply>(`/events?baby_id=${f.baby.id}`)).body.list;
    expect(after).toHaveLength(2);
    expect(after[1]?.counts.moments).toBe(3);
  });

  it("keeps one person's batches of a day in one event with one conversation, and other people and days apart", async () => {
    const f = await family();
    const admin = await signIn(server.url, f.admin.email);
    const uncle = await signIn(server.url, f.members.uncle?.email ?? '');
    const photo = fixture('photo-exif-gps.jpg');
    const morning = Date.UTC(2025, 6, 1, 8) / 1000;
    const upload = async (who: Client, taken: number, offset = 0) => {
      const reply = await uploadPicture(who, f.baby.id, photo, { taken_at_gmt: taken, time_zone_offset: offset });
      expect(reply.status).toBe(201);
      expect((await who.put('/moments/finish', { baby_id: f.baby.id })).status).toBe(204);
      return (reply.body as { event_id: number }).event_id;
    };
    const first = await upload(admin, morning);
    // A comment and a like on the morning's card…
    expect((await admin.post(`/events/${first}/comments`, { content: 'Park!' })).status).toBe(201);
    expect((await uncle.post(`/events/${first}/likes`, {})).status).toBe(200);
    // …stay on it when the afternoon's batch joins it.
    expect(await upload(admin, morning + 6 * 3600)).toBe(first);
    // Another person's batch that day, and the admin's next day, are cards of their own.
    const uncles = await upload(uncle, morning + 3600);
    const nextDay = await upload(admin, morning + 24 * 3600);
    expect(new Set([first, uncles, nextDay]).size).toBe(3);
    // A local day is the uploader's: 23:30 UTC is already the next day in UTC+2, so it joins the next day's card.
    expect(await upload(admin, morning + 15 * 3600 + 1800, -120)).toBe(nextDay);

    const list = (await admin.get<EventsReply>(`/events?baby_id=${f.baby.id}&style=best_12`)).body.list;
    const day = list.find((e) => e.id === first);
    expect(day).toMatchObject({ counts: { moments: 2, comments: 1, likes: 1 } });
    expect(list).toHaveLength(3);
  });

  it("makes one card of a day even when one person's uploads of it arrive at the same time", async () => {
    const f = await family();
    const admin = await signIn(server.url, f.admin.email);
    const photo = fixture('photo-exif-gps.jpg');
    // The bytes first, then every POST /moments at once: each looks for the day's card and, finding none, would make one.
    const ids = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const token = await admin.get<UploadTokenReply>(`/moments/new?baby_id=${f.baby.id}`);
        return tusUpload(token.body.endpoint, token.body.sts_token, photo);
      }),
    );
    const taken = Date.UTC(2025, 7, 3, 10) / 1000;
    const replies = await Promise.all(
      ids.map((id, i) =>
        createPictureMoment(admin, f.baby.id, id, { taken_at_gmt: taken + i * 60, time_zone_offset: 0 }),
      ),
    );
    expect(replies.map((r) => r.status)).toEqual(ids.map(() => 201));
    expect(new Set(replies.map((r) => (r.body as { event_id: number }).event_id)).size).toBe(1);
    const list = (await admin.get<EventsReply>(`/events?baby_id=${f.baby.id}&style=best_12`)).body.list;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ counts: { moments: 6 } });
  });
});

describe('refusals', () => {
  it('refuses a text file named .jpg with 620, and other non-images too', async () => {
    const f = await family();
    const admin = await signIn(server.url, f.admin.email);
    for (const name of ['text-named.jpg', 'polyglot.jpg', 'truncated.jpg', 'script.svg']) {
      const reply = await uploadPicture(admin, f.baby.id, fixture(name));
      expect(reply.status, name).toBe(422);
      expect((reply.body as { error: { code: string; message: string } }).error.code, name).toBe('620');
    }
    const bomb = await uploadPicture(admin, f.baby.id, fixture('pixel-bomb-30000x30000.png'));
    expect(bomb.status).toBe(422);
    expect((bomb.body as { error: { code: string } }).error.code).toBe('600');
    expect((await admin.get<EventsReply>(`/events?baby_id=${f.baby.id}`)).body.list).toHaveLength(0);
  });

  it('refuses an empty file', async () => {
    const f = await family();
    const admin = await signIn(server.url, f.admin.email);
    const token = await admin.get<UploadTokenReply>(`/moments/new?baby_id=${f.baby.id}`);
    const upload = await tusUpload(token.body.endpoint, token.body.sts_token, fixture('empty.jpg'));
    const reply = await admin.post<{ error: { code: string } }>('/moments', {
      baby_id: f.baby.id,
      moment: {
        type: 'picture',
        service: 'tus',
        path: upload,
        taken_at_gmt: 1,
        privacy: 'private',
        picture_width: 1,
        picture_height: 1,
      },
    });
    expect(reply.status).toBe(422);
    expect(reply.body.error.code).toBe('620');
  });

  it('answers missing fields with 650 and keeps the upload usable', async () => {
    const f = await family();
    const admin = await signIn(server.url, f.admin.email);
    const token = await admin.get<UploadTokenReply>(`/moments/new?baby_id=${f.baby.id}`);
    const id = await tusUpload(token.body.endpoint, token.body.sts_token, fixture('photo-exif-gps.jpg'));
    const missing = await admin.post<{ error: { code: string; message: string } }>('/moments', {
      baby_id: f.baby.id,
      moment: { type: 'picture', service: 'tus', path: id },
    });
    expect(missing.status).toBe(422);
    expect(missing.body.error).toEqual({
      code: '650',
      message: 'Incomplete data when creating a moment. Please retry the upload.',
    });
    const ok = await admin.post('/moments', {
      baby_id: f.baby.id,
      moment: {
        type: 'picture',
        service: 'tus',
        path: id,
        taken_at_gmt: 1_700_000_000,
        privacy: 'family_only',
        picture_width: 10,
        picture_height: 10,
      },
    });
    expect(ok.status).toBe(201);
  });

  it('gives upload tokens only to uploaders: 403 for can_view, 404 for a stranger', async () => {
    const f = await family();
    const grandma = await signIn(server.url, f.members.grandma?.email ?? '');
    const denied = await grandma.get<{ error: { code: string; message: string } }>(`/moments/new?baby_id=${f.baby.id}`);
    expect(denied.status).toBe(403);
    expect(denied.body.error.message).toBe("You don't have permission to do this.");
    const uncle = await signIn(server.url, f.members.uncle?.email ?? '');
    const granted = await uncle.get<UploadTokenReply>(`/moments/new?baby_id=${f.baby.id}`);
    expect(granted.status).toBe(200);
    // The client refuses a bigger file before sending a byte (issue 10).
    expect(granted.body.max_bytes).toBe(server.ctx.config.uploadMaxBytes);
    const stranger = await signIn(server.url, (await makeUser(server.ctx, 'stranger')).email);
    expect((await stranger.get(`/moments/new?baby_id=${f.baby.id}`)).status).toBe(404);
    expect((await stranger.get('/moments/new?baby_id=999999')).status).toBe(404);
  });

  it("guards the tus endpoint: no token 401, expired 401, another user's upload 403, no reading back", async () => {
    const f = await family();
    const admin = await signIn(server.url, f.admin.email);
    const token = await admin.get<UploadTokenReply>(`/moments/new?baby_id=${f.baby.id}`);
    const create = (auth?: string) =>
      fetch(token.body.endpoint, {
        method: 'POST',
        headers: { 'tus-resumable': '1.0.0', 'upload-length': '10', ...(auth ? { authorization: auth } : {}) },
      });
    expect((await create()).status).toBe(401);
    expect((await create('Bearer not-a-token')).status).toBe(401);
    const made = await create(`Bearer ${token.body.sts_token}`);
    expect(made.status).toBe(201);
    const location = new URL(made.headers.get('location') ?? '', token.body.endpoint).toString();

    const uncle = await signIn(server.url, f.members.uncle?.email ?? '');
    const other = await uncle.get<UploadTokenReply>(`/moments/new?baby_id=${f.baby.id}`);
    const patch = await fetch(location, {
      method: 'PATCH',
      body: 'abcdefghij',
      headers: {
        'tus-resumable': '1.0.0',
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
        authorization: `Bearer ${other.body.sts_token}`,
      },
    });
    expect(patch.status).toBe(403);
    expect((await fetch(location, { headers: { authorization: `Bearer ${token.body.sts_token}` } })).status).toBe(403);

    await server.ctx.db.kysely.updateTable('upload_tokens').set({ expires_at: 1 }).execute();
    expect((await create(`Bearer ${token.body.sts_token}`)).status).toBe(401);
  });

  it("does not let one user make a moment from another user's upload", async () => {
    const f = await family();
    const admin = await signIn(server.url, f.admin.email);
    const token = await admin.get<UploadTokenReply>(`/moments/new?baby_id=${f.baby.id}`);
    const id = await tusUpload(token.body.endpoint, token.body.sts_token, fixture('photo-exif-gps.jpg'));
    const uncle = await signIn(server.url, f.members.uncle?.email ?? '');
    const stolen = await uncle.post('/moments', {
      baby_id: f.baby.id,
      moment: {
        type: 'picture',
        service: 'tus',
        path: id,
        taken_at_gmt: 1,
        privacy: 'private',
        picture_width: 1,
        picture_height: 1,
      },
    });
    expect(stolen.status).toBe(404);
  });

  it('answers a duplicate upload as a duplicate when asked to', async () => {
    const f = await family();
    const admin = await signIn(server.url, f.admin.email);
    const first = await uploadPicture(admin, f.baby.id, fixture('photo-exif-gps.jpg'));
    const again = await uploadPicture(admin, f.baby.id, fixture('photo-exif-gps.jpg'));
    expect(again.status).toBe(201);
    const token = await admin.get<UploadTokenReply>(`/moments/new?baby_id=${f.baby.id}`);
    const id = await tusUpload(token.body.endpoint, token.body.sts_token, fixture('photo-exif-gps.jpg'));
    const dup = await admin.post<{ duplicate: boolean; moment: { id: number } }>('/moments', {
      baby_id: f.baby.id,
      raise_on_dupilcation: true,
      moment: {
        type: 'picture',
        service: 'tus',
        path: id,
        taken_at_gmt: 1,
        privacy: 'private',
        picture_width: 1,
        picture_height: 1,
      },
    });
    expect(dup.status).toBe(200);
    expect(dup.body.duplicate).toBe(true);
    expect(dup.body.moment.id).toBe((first.body as { moment: { id: number } }).moment.id);
  });

  it('checks custom privacy: the poster must be chosen, and at least one member', async () => {
    const f = await family();
    const admin = await signIn(server.url, f.admin.email);
    const withoutSelf = await uploadPicture(admin, f.baby.id, fixture('photo-exif-gps.jpg'), {
      privacy: 'custom',
      visible_for_ids: [f.members.grandma?.id],
    });
    expect((withoutSelf.body as { error: { message: string } }).error.message).toBe(
      'You are always included in your own post.',
    );
    const none = await uploadPicture(admin, f.baby.id, fixture('photo-exif-gps.jpg'), {
      privacy: 'custom',
      visible_for_ids: [],
    });
    expect((none.body as { error: { code: string } }).error.code).toBe('choose_one_member');
    const ok = await uploadPicture(admin, f.baby.id, fixture('photo-exif-gps.jpg'), {
      privacy: 'custom',
      visible_for_ids: [f.admin.id, f.members.grandma?.id],
    });
    expect(ok.status).toBe(201);
    const grandma = await signIn(server.url, f.members.grandma?.email ?? '');
    const uncle = await signIn(server.url, f.members.uncle?.email ?? '');
    expect((await grandma.get<EventsReply>(`/events?baby_id=${f.baby.id}`)).body.list).toHaveLength(1);
    expect((await uncle.get<EventsReply>(`/events?baby_id=${f.baby.id}`)).body.list).toHaveLength(0);
  });

  it('rejects an unknown baby or a malformed query with a 4xx', async () => {
    const admin = await signIn(server.url, (await makeUser(server.ctx, 'q')).email);
    expect((await admin.get('/events?baby_id=abc')).status).toBe(400);
    expect((await admin.get('/events')).status).toBe(400);
    expect((await new Client(server.url, admin.token).get('/events?baby_id=1&next_page=%%%')).status).toBeLessThan(500);
  });
});
