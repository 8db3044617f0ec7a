import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventsReply, UploadTokenReply } from '@sprout/shared';
import { signIn } from '../helpers/http.js';
import { makeFamily } from '../helpers/family.js';
import { startServer, type TestServer } from '../helpers/server.js';
import { createPictureMoment, fixture, tusUpload } from '../helpers/upload.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

/** Every bad input in test-fixtures, sent as each kind of moment it could pretend to be, and the code it must get. */
const CASES: Array<[fixture: string, type: 'picture' | 'video' | 'audio', code: string]> = [
  ['text-named.jpg', 'picture', '620'],
  ['polyglot.jpg', 'picture', '620'],
  ['truncated.jpg', 'picture', '620'],
  ['script.svg', 'picture', '620'],
  ['empty.jpg', 'picture', '620'],
  ['pixel-bomb-30000x30000.png', 'picture', '600'],
  ['video.mov', 'picture', '620'],
  ['audio.m4a', 'picture', '620'],
  ['text-named.jpg', 'video', '630'],
  ['polyglot.jpg', 'video', '630'],
  ['script.svg', 'video', '630'],
  ['empty.jpg', 'video', '630'],
  ['photo-exif-gps.jpg', 'video', '630'],
  ['audio.m4a', 'video', '630'],
  ['text-named.jpg', 'audio', '630'],
  ['empty.jpg', 'audio', '630'],
  ['photo-exif-gps.jpg', 'audio', '630'],
  ['video.mov', 'audio', '630'],
];

describe('every bad fixture, through the API', () => {
  it('is refused with its code, and nothing of it is stored: no moment, no original, no upload bytes, no space counted', async () => {
    const f = await makeFamily(server.ctx);
    const admin = await signIn(server.url, f.admin.email);
    const spaceBefore = (await server.ctx.repos.babies.findById(f.baby.id))?.storage_bytes;
    for (const [name, type, code] of CASES) {
      const token = await admin.get<UploadTokenReply>(`/moments/new?baby_id=${f.baby.id}`);
      const id = await tusUpload(token.body.endpoint, token.body.sts_token, fixture(name), name);
      const reply = await createPictureMoment(admin, f.baby.id, id, { type });
      expect(reply.status, `${name} as ${type}`).toBe(422);
      const error = (reply.body as { error: { code: string; message: string } }).error;
      expect(error.code, `${name} as ${type}`).toBe(code);
      expect(error.message.length, `${name} as ${type}`).toBeGreaterThan(0);
      // Refused for good: the same upload cannot be tried again as something else.
      expect(await server.ctx.uploads.receivedBytes(id), `${name} as ${type}`).toBeNull();
      expect((await createPictureMoment(admin, f.baby.id, id, { type: 'picture' })).status).toBe(409);
    }
    expect(await server.ctx.uploads.list()).toEqual([]);
    const originals: string[] = [];
    for await (const key of server.ctx.storage.list('originals/')) originals.push(key);
    expect(originals.filter((key) => key.startsWith(`originals/${f.baby.id}/`))).toEqual([]);
    const rows = await server.ctx.db.kysely
      .selectFrom('moments')
      .select('id')
      .where('baby_id', '=', f.baby.id)
      .execute();
    expect(rows).toEqual([]);
    expect((await admin.get<EventsReply>(`/events?baby_id=${f.baby.id}`)).body.list).toEqual([]);
    expect((await server.ctx.repos.babies.findById(f.baby.id))?.storage_bytes).toBe(spaceBefore);
    expect(await server.ctx.repos.jobs.pendingCount()).toBe(0);
  });
});
