import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventsReply, MomentReply } from '@sprout/shared';
import { signIn } from '../helpers/http.js';
import { makeFamily } from '../helpers/family.js';
import { seedMoment } from '../helpers/seed.js';
import { startServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

const TAKEN = Date.UTC(2025, 9, 1, 12) / 1000;

describe("changing one moment's privacy (PUT /moments/{id}, the viewer's picker)", () => {
  it('is offered to the poster only, and takes effect for everyone at once', async () => {
    const f = await makeFamily(server.ctx, {
      dad: { relation: 'dad', permission: 'can_manage' },
      grandma: { relation: 'grandma', permission: 'can_view' },
    });
    const { moment } = await seedMoment(server.ctx, f.admin, f.baby.id, TAKEN);
    const mum = await signIn(server.url, f.admin.email);
    const dad = await signIn(server.url, f.members.dad?.email ?? '');
    const grandma = await signIn(server.url, f.members.grandma?.email ?? '');

    expect((await mum.get<MomentReply>(`/moments/${moment.id}`)).body.abilities).toMatchObject({
      update: true,
      change_privacy: true,
    });
    // Another Admin may edit the post, but its audience is the poster's choice.
    expect((await dad.get<MomentReply>(`/moments/${moment.id}`)).body.abilities).toMatchObject({
      update: true,
      change_privacy: false,
    });
    expect((await dad.put(`/moments/${moment.id}`, { privacy: 'private' })).status).toBe(403);

    const count = async () =>
      (await grandma.get<EventsReply>(`/events?baby_id=${f.baby.id}&style=best_12`)).body.list.length;
    expect(await count()).toBe(1);
    const hidden = await mum.put<MomentReply>(`/moments/${moment.id}`, { privacy: 'private' });
    expect(hidden.status).toBe(200);
    expect(hidden.body.privacy).toBe('private');
    expect(await count()).toBe(0);
    expect((await grandma.get(`/moments/${moment.id}`)).status).toBe(404);

    const grandmaId = f.members.grandma?.id ?? 0;
    const withoutMe = await mum.put<{ error: { code: string; message: string } }>(`/moments/${moment.id}`, {
      privacy: 'custom',
      visible_for_ids: [grandmaId],
    });
    expect(withoutMe.status).toBe(422);
    expect(withoutMe.body.error).toEqual({
      code: 'must_choose_yourself',
      message: 'You are always included in your own post.',
    });
    const nobody = await mum.put<{ error: { code: string; message: string } }>(`/moments/${moment.id}`, {
      privacy: 'custom',
      visible_for_ids: [],
    });
    expect(nobody.body.error).toEqual({
      code: 'choose_one_member',
      message: 'Please choose at least one other member.',
    });

    const chosen = await mum.put<MomentReply>(`/moments/${moment.id}`, {
      privacy: 'custom',
      visible_for_ids: [f.admin.id, grandmaId],
    });
    expect(chosen.status).toBe(200);
    expect(chosen.body).toMatchObject({
      privacy: 'custom',
      visible_for_ids: expect.arrayContaining([f.admin.id, grandmaId]) as unknown,
    });
    expect(await count()).toBe(1);
    expect((await dad.get(`/moments/${moment.id}`)).status).toBe(404);
  });
});
