import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlbumReply } from '@sprout/shared';
import type { User } from '../../src/db/schema.js';
import { signIn } from '../helpers/http.js';
import { makeFamily, makeUser } from '../helpers/family.js';
import { seedMoment } from '../helpers/seed.js';
import { startServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

const BIRTH = Date.UTC(2025, 8, 1) / 1000;

async function seedPicture(
  author: User,
  babyId: number,
  takenAt: number,
  privacy = 'family_and_relatives',
  type: 'picture' | 'video' | 'text' = 'picture',
) {
  const { moment } = await seedMoment(server.ctx, author, babyId, takenAt, privacy);
  if (type !== 'text')
    await server.ctx.db.kysely
      .updateTable('moments')
      .set({ type, picture_width: 4, picture_height: 3 })
      .where('id', '=', moment.id)
      .execute();
  return moment.id;
}

describe('the album', () => {
  it('lists every picture and video the viewer may see, newest first, in pages, and nothing else', async () => {
    const f = await makeFamily(server.ctx, { friend: { relation: 'friend', permission: 'can_view' } });
    const ids: number[] = [];
    for (let i = 0; i < 205; i += 1)
      ids.push(
        await seedPicture(
          f.admin,
          f.baby.id,
          BIRTH + i * 3600,
          'family_and_relatives',
          i % 10 === 0 ? 'video' : 'picture',
        ),
      );
    const secret = await seedPicture(f.admin, f.baby.id, BIRTH + 999 * 3600, 'private');
    await seedPicture(f.admin, f.baby.id, BIRTH + 998 * 3600, 'family_and_relatives', 'text');
    const friend = await signIn(server.url, f.members.friend?.email ?? '');
    const first = await friend.get<AlbumReply>(`/babies/${f.baby.id}/album`);
    expect(first.status).toBe(200);
    expect(first.body.moments).toHaveLength(200);
    const second = await friend.get<AlbumReply>(`/babies/${f.baby.id}/album?next_page=${first.body.next_page ?? ''}`);
    expect(second.body.next_page).toBeNull();
    expect([...first.body.moments, ...second.body.moments].map((m) => m.id)).toEqual([...ids].reverse());

    const admin = await signIn(server.url, f.admin.email);
    expect((await admin.get<AlbumReply>(`/babies/${f.baby.id}/album`)).body.moments[0]?.id).toBe(secret);
    const stranger = await signIn(server.url, (await makeUser(server.ctx, 'stranger')).email);
    expect((await stranger.get(`/babies/${f.baby.id}/album`)).status).toBe(404);
    expect((await friend.get(`/babies/${f.baby.id}/album?next_page=%%%`)).status).toBe(400);
  });
});
