import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventsReply, UploadTokenReply } from '@sprout/shared';
import { signIn } from '../helpers/http.js';
import { makeFamily } from '../helpers/family.js';
import { startServer, type TestServer } from '../helpers/server.js';
import { fixture, tusUpload, uploadPicture } from '../helpers/upload.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

const DAY = 86_400;

/**
 * A time far past what a Date can hold once broke every member's timeline.
 * The server takes only times a family could have taken: 1900 to a day ahead.
 */
describe("a post's time", () => {
  it('is refused outside 1900 to a day ahead, with a clear message, and nothing is stored', async () => {
    const f = await makeFamily(server.ctx);
    const admin = await signIn(server.url, f.admin.email);
    const now = Math.floor(Date.now() / 1000);
    for (const takenAt of [9_000_000_000_000_000 - 1, 8_640_000_000_001, -2_208_988_801, now + 2 * DAY]) {
      const reply = await uploadPicture(admin, f.baby.id, fixture('photo-exif-gps.jpg'), { taken_at_gmt: takenAt });
      expect(reply.status, String(takenAt)).toBe(422);
      expect((reply.body as { error: { code: string; message: string } }).error).toMatchObject({
        code: 'invalid_time',
        message: expect.stringContaining('between 1900 and tomorrow'),
      });
    }
    expect((await admin.get<EventsReply>(`/events?baby_id=${f.baby.id}`)).body.list).toHaveLength(0);
  });

  it('keeps an upload refused for its time usable: the same upload with a good time becomes the moment', async () => {
    const f = await makeFamily(server.ctx);
    const admin = await signIn(server.url, f.admin.email);
    const token = await admin.get<UploadTokenReply>(`/moments/new?baby_id=${f.baby.id}`);
    const path = await tusUpload(token.body.endpoint, token.body.sts_token, fixture('photo-exif-gps.jpg'));
    const moment = (takenAt: number) => ({
      baby_id: f.baby.id,
      moment: {
        type: 'picture',
        service: 'tus',
        path,
        taken_at_gmt: takenAt,
        privacy: 'family_and_relatives',
        picture_width: 4032,
        picture_height: 3024,
      },
    });
    expect((await admin.post('/moments', moment(8_640_000_000_001))).status).toBe(422);
    expect((await admin.post('/moments', moment(1_748_740_830))).status).toBe(201);
  });

  it('is accepted at the edges, and an edit to a time out of range changes nothing', async () => {
    const f = await makeFamily(server.ctx);
    const admin = await signIn(server.url, f.admin.email);
    const created = await uploadPicture(admin, f.baby.id, fixture('photo-exif-gps.jpg'), {
      taken_at_gmt: -2_208_988_800,
    });
    expect(created.status).toBe(201);
    const id = (created.body as { moment: { id: number } }).moment.id;
    const edit = await admin.put<{ error: { code: string } }>(`/moments/${id}`, { taken_at_gmt: 8_640_000_000_001 });
    expect(edit.status).toBe(422);
    expect(edit.body.error.code).toBe('invalid_time');
    expect((await admin.get<{ taken_at_gmt: number }>(`/moments/${id}`)).body.taken_at_gmt).toBe(-2_208_988_800);
    const soon = Math.floor(Date.now() / 1000) + DAY - 60;
    expect((await admin.put(`/moments/${id}`, { taken_at_gmt: soon })).status).toBe(200);
  });
});
