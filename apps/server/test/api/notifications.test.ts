import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewsReply, NotificationsReply, OnThisDayReply, UnreadCountReply } from '@sprout/shared';
import { createDb, type Db } from '../../src/db/database.js';
import { nowSeconds } from '../../src/util/time.js';
import { makeFamily, PASSWORD } from '../helpers/family.js';
import { signIn, type Client } from '../helpers/http.js';
import { startServer, type TestServer } from '../helpers/server.js';
import { fixture, uploadPicture } from '../helpers/upload.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

async function family() {
  const made = await makeFamily(server.ctx, {
    grandma: { relation: 'grandma', permission: 'can_view' },
    friend: { relation: 'friend', permission: 'can_view' },
  });
  const sign = (email: string) => signIn(server.url, email, PASSWORD);
  return {
    ...made,
    mom: await sign(made.admin.email),
    grandma: await sign(made.members.grandma?.email ?? ''),
    friend: await sign(made.members.friend?.email ?? ''),
  };
}

/** Writes through a connection of its own, as the CLI or another process would. */
async function withOtherConnection(write: (other: Db['kysely']) => Promise<void>): Promise<void> {
  const other = createDb({ databaseUrl: server.env.DATABASE_URL || null, dataDir: server.env.DATA_DIR ?? '' });
  try {
    await write(other.kysely);
  } finally {
    await other.close();
  }
}

/** Until the clock's second changes: news counts what arrived after a visit's second, never in it. */
async function nextSecond(): Promise<void> {
  const start = nowSeconds();
  while (nowSeconds() === start) await new Promise((resolve) => setTimeout(resolve, 20));
}

const notices = async (client: Client) => (await client.get<NotificationsReply>('/notifications')).body;
const uploadsOf = (reply: NotificationsReply) => reply.list.filter((n) => n.kind === 'upload');

describe('the upload-done notification (PUT /moments/finish)', () => {
  it('tells each member who may see the batch, with baby_ids and from, and only what they may see', async () => {
    const f = await family();
    const taken = { taken_at_gmt: nowSeconds() - 3600, time_zone_offset: 0 };
    for (const privacy of ['family_and_relatives', 'family_and_relatives', 'family_only'])
      expect((await uploadPicture(f.mom, f.baby.id, fixture('photo-exif-gps.jpg'), { privacy, ...taken })).status).toBe(
        201,
      );
    await server.ctx.worker.drain();
    // Nothing is said until the batch is finished.
    expect(uploadsOf(await notices(f.grandma))).toEqual([]);
    expect((await f.mom.put('/moments/finish', { baby_id: f.baby.id })).status).toBe(204);

    const grandma = await notices(f.grandma);
    const [told] = uploadsOf(grandma);
    expect(told).toMatchObject({ baby_id: f.baby.id, from: { id: f.admin.id, name: 'admin' }, read: false });
    expect(told?.counts.pictures).toBe(3);
    expect(told?.thumb).toMatch(/^\/media\/moments\/\d+\/thumb/);
    expect(told?.moment_id).toBeGreaterThan(0);
    // The friend is not close family: the family-only photo is not theirs to hear of.
    const [friendTold] = uploadsOf(await notices(f.friend));
    expect(friendTold?.counts.pictures).toBe(2);
    // The uploader is not told of their own upload.
    expect(uploadsOf(await notices(f.mom))).toEqual([]);
    expect((await f.grandma.get<UnreadCountReply>('/notifications/unread_count')).body.unread_count).toBe(
      grandma.list.filter((n) => !n.read).length,
    );

    // A second batch of the same day folds into the same notice: "Mom added 4 photos".
    await uploadPicture(f.mom, f.baby.id, fixture('photo-exif-gps.jpg'), taken);
    await f.mom.put('/moments/finish', { baby_id: f.baby.id });
    const again = uploadsOf(await notices(f.grandma));
    expect(again).toHaveLength(1);
    expect(again[0]?.counts.pictures).toBe(4);
    // Finishing again announces nothing more.
    await f.mom.put('/moments/finish', { baby_id: f.baby.id });
    expect(uploadsOf(await notices(f.grandma))[0]?.counts.pictures).toBe(4);
  });

  it('is made by the server for a batch nobody finished, once it has been quiet', async () => {
    const f = await family();
    await uploadPicture(f.mom, f.baby.id, fixture('photo-exif-gps.jpg'), { taken_at_gmt: nowSeconds() - 60 });
    const { notifications } = server.ctx.services;
    // Still being added to: left open.
    expect(await notifications.finishQuiet(nowSeconds())).toBe(0);
    expect(uploadsOf(await notices(f.grandma))).toEqual([]);
    const quiet = server.ctx.config.notify.batchQuietSeconds;
    expect(await notifications.finishQuiet(nowSeconds() + quiet + 1)).toBe(1);
    expect(uploadsOf(await notices(f.grandma))[0]?.counts.pictures).toBe(1);
    // The uploader's late finish then announces nothing twice.
    await f.mom.put('/moments/finish', { baby_id: f.baby.id });
    expect(uploadsOf(await notices(f.grandma))).toHaveLength(1);
  });
});

describe('comments, likes, replies and new members', () => {
  it('tell the post author, earlier commenters and the family; read state is per member', async () => {
    const f = await family();
    const made = await uploadPicture(f.mom, f.baby.id, fixture('photo-exif-gps.jpg'));
    const momentId = (made.body as { moment: { id: number } }).moment.id;
    await f.mom.put('/moments/finish', { baby_id: f.baby.id });
    const form = (content: string) => {
      const body = new FormData();
      body.append('content', content);
      return body;
    };
    const comment = (client: Client, content: string) =>
      fetch(`${server.url}/api/en/moments/${momentId}/comments`, {
        method: 'POST',
        headers: { 'x-token': client.token ?? '' },
        body: form(content),
      });
    expect((await comment(f.grandma, 'Lovely!')).status).toBeLessThan(300);
    expect((await comment(f.grandma, 'So big now')).status).toBeLessThan(300);
    expect((await comment(f.friend, 'Cute')).status).toBeLessThan(300);
    expect((await f.grandma.post(`/moments/${momentId}/likes`, {})).status).toBeLessThan(300);

    const mom = await notices(f.mom);
    const fromGrandma = mom.list.find((n) => n.kind === 'comment' && n.from.name === 'grandma');
    expect(fromGrandma).toMatchObject({ count: 2, target_type: 'moment', moment_id: momentId });
    expect(mom.list.some((n) => n.kind === 'like' && n.from.name === 'grandma')).toBe(true);
    // Grandma commented first: the friend's comment is a reply to her.
    const grandma = await notices(f.grandma);
    expect(grandma.list.find((n) => n.kind === 'reply')).toMatchObject({
      from: { name: 'friend' },
      moment_id: momentId,
    });

    // A new member: everyone already in the family hears who joined.
    await server.ctx.services.family.addByEmail(
      f.baby.id,
      (
        await server.ctx.services.users.create({
          email: `aunt-${Date.now()}@example.com`,
          password: PASSWORD,
          name: 'Aunt',
        })
      ).email,
      'sister',
      'can_view',
    );
    const joined = (await notices(f.grandma)).list.find((n) => n.kind === 'member');
    expect(joined).toMatchObject({ from: { name: 'Aunt' }, relation: 'sister', moment_id: null, thumb: null });

    // Read state is per member: grandma reading hers leaves mom's unread.
    const first = grandma.list[0];
    expect((await f.grandma.put(`/notifications/${first?.id}/read`, {})).status).toBe(204);
    // Someone else's notification does not exist for you.
    expect((await f.friend.put(`/notifications/${first?.id}/read`, {})).status).toBe(404);
    const after = await notices(f.grandma);
    expect(after.list.find((n) => n.id === first?.id)?.read).toBe(true);
    expect(after.unread_count).toBe(after.list.filter((n) => !n.read).length);
    expect((await f.grandma.put('/notifications/read_all', {})).status).toBe(204);
    expect((await notices(f.grandma)).unread_count).toBe(0);
    expect((await notices(f.mom)).unread_count).toBeGreaterThan(0);
  });

  it('pages newest first, and refuses a malformed cursor with 400', async () => {
    const f = await family();
    expect((await f.grandma.get('/notifications?next_page=zzz')).status).toBe(400);
    const page = await notices(f.grandma);
    expect(page.next_page).toBeNull();
    const times = page.list.map((n) => n.updated_at);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });
});

describe('new since your last visit, and on this day', () => {
  it('marks what others added and commented since the previous visit; mark all read clears it', async () => {
    const f = await family();
    // Grandma's first look: nothing counts as new yet.
    const first = await f.grandma.post<NewsReply>(`/babies/${f.baby.id}/visits`, {});
    expect(first.body).toMatchObject({ event_ids: [], new_count: 0 });
    await nextSecond();
    const made = await uploadPicture(f.mom, f.baby.id, fixture('photo-exif-gps.jpg'), {
      taken_at_gmt: nowSeconds() - 60,
    });
    await uploadPicture(f.mom, f.baby.id, fixture('photo-exif-gps.jpg'), {
      privacy: 'private',
      taken_at_gmt: nowSeconds() - 86_400 * 3,
    });
    const eventId = (made.body as { event_id: number }).event_id;
    const news = await f.grandma.post<NewsReply>(`/babies/${f.baby.id}/visits`, {});
    // The private photo's day is not new to her: she may not see it.
    expect(news.body.event_ids).toEqual([eventId]);
    expect(news.body.new_count).toBe(1);
    const babies = await f.grandma.get<{ list: Array<{ baby_id: number; new_count: number }> }>('/babies/news');
    expect(babies.body.list).toEqual([{ baby_id: f.baby.id, new_count: 1 }]);
    // The uploader's own photos are never new to her.
    expect((await f.mom.post<NewsReply>(`/babies/${f.baby.id}/visits`, {})).body.new_count).toBe(0);
    await f.grandma.put('/notifications/read_all', { baby_id: f.baby.id });
    expect((await f.grandma.post<NewsReply>(`/babies/${f.baby.id}/visits`, {})).body.event_ids).toEqual([]);
    // Another family's baby is not found.
    const other = await makeFamily(server.ctx);
    expect((await f.grandma.post(`/babies/${other.baby.id}/visits`, {})).status).toBe(404);
  });

  it('keeps new what arrived in the same second as the look, after it', async () => {
    const f = await family();
    // The second the first look happened in, known for sure: retried until it did not straddle two.
    let lookSecond = 0;
    while (lookSecond === 0) {
      const before = nowSeconds();
      await f.grandma.post<NewsReply>(`/babies/${f.baby.id}/visits`, {});
      if (nowSeconds() === before) lookSecond = before;
    }
    const made = await uploadPicture(f.mom, f.baby.id, fixture('photo-exif-gps.jpg'), {
      taken_at_gmt: nowSeconds() - 60,
    });
    // Seconds are whole: put the upload in the look's own second, as a quick family makes it.
    await server.ctx.db.kysely
      .updateTable('moments')
      .set({ created_at: lookSecond })
      .where('id', '=', (made.body as { moment: { id: number } }).moment.id)
      .execute();
    const next = await f.grandma.post<NewsReply>(`/babies/${f.baby.id}/visits`, {});
    expect(next.body.event_ids).toEqual([(made.body as { event_id: number }).event_id]);
  });

  it('shows earlier years of this day, only what the member may see', async () => {
    const f = await family();
    const lastYear = new Date(Date.now() - 365 * 86_400_000);
    const taken = Math.floor(lastYear.getTime() / 1000);
    await uploadPicture(f.mom, f.baby.id, fixture('photo-exif-gps.jpg'), { taken_at_gmt: taken, time_zone_offset: 0 });
    await uploadPicture(f.mom, f.baby.id, fixture('photo-exif-gps.jpg'), {
      taken_at_gmt: taken + 60,
      time_zone_offset: 0,
      privacy: 'family_only',
    });
    await server.ctx.worker.drain();
    const today = new Date(Date.now()).toISOString().slice(0, 10);
    const ask = (client: Client) =>
      client.get<OnThisDayReply>(`/events/on_this_day?baby_id=${f.baby.id}&date=${today}`);
    const grandma = (await ask(f.grandma)).body;
    expect(grandma.list[0]).toMatchObject({ years_ago: 1 });
    expect(grandma.list[0]?.moments).toHaveLength(2);
    expect((await ask(f.friend)).body.list[0]?.moments).toHaveLength(1);
    expect((await f.friend.get(`/events/on_this_day?baby_id=${f.baby.id}&date=nope`)).status).toBe(400);
  });
});

describe('the cached bell (ADR 0030)', () => {
  it('answers from memory while nothing changed, and anew after anything it shows changed', async () => {
    const f = await family();
    const made = await uploadPicture(f.mom, f.baby.id, fixture('photo-exif-gps.jpg'), { privacy: 'family_only' });
    const momentId = (made.body as { moment: { id: number } }).moment.id;
    await server.ctx.worker.drain();
    await f.mom.put('/moments/finish', { baby_id: f.baby.id });

    const first = await f.grandma.get<NotificationsReply>('/notifications');
    expect(uploadsOf(first.body)).toHaveLength(1);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const unchanged = await f.grandma.request('GET', '/notifications', { headers: { 'if-none-match': etag } });
    expect(unchanged.status).toBe(304);

    // Read: the bell version moves, so the answer and the count are rendered again.
    const [notice] = uploadsOf(first.body);
    expect((await f.grandma.put(`/notifications/${notice?.id}/read`, {})).status).toBe(204);
    const read = await f.grandma.request<NotificationsReply>('GET', '/notifications', {
      headers: { 'if-none-match': etag },
    });
    expect(read.status).toBe(200);
    expect(uploadsOf(read.body)[0]?.read).toBe(true);
    expect((await f.grandma.get<UnreadCountReply>('/notifications/unread_count')).body.unread_count).toBe(
      read.body.list.filter((n) => !n.read).length,
    );

    // Trashed: no notification version moves, the baby's timeline version does; it is gone at once.
    expect((await f.mom.delete(`/moments/${momentId}`)).status).toBe(204);
    expect(uploadsOf(await notices(f.grandma))).toEqual([]);
    // Restored: back at once, and still nothing the friend may not see.
    expect((await f.mom.post(`/trash/${momentId}/restore`, {})).status).toBeLessThan(300);
    expect(uploadsOf(await notices(f.grandma))).toHaveLength(1);
    expect(uploadsOf(await notices(f.friend))).toEqual([]);
  });

  it("renders again when the member's relation changes: what they may hear of moves with it", async () => {
    const f = await family();
    await uploadPicture(f.mom, f.baby.id, fixture('photo-exif-gps.jpg'), { privacy: 'family_only' });
    await server.ctx.worker.drain();
    await f.mom.put('/moments/finish', { baby_id: f.baby.id });
    expect(uploadsOf(await notices(f.grandma))).toHaveLength(1);
    const grandmaId = f.members.grandma?.id ?? 0;
    const changed = await f.mom.post('/family_relations', {
      baby_id: f.baby.id,
      user_id: grandmaId,
      relation: 'friend',
    });
    expect(changed.status).toBe(200);
    // Now a friend: the family-only photo is no longer hers to hear of.
    expect(uploadsOf(await notices(f.grandma))).toEqual([]);
  });

  it('hears a write by another connection to the database (the CLI, another process) within a second', async () => {
    const f = await family();
    const before = (await f.grandma.get<UnreadCountReply>('/notifications/unread_count')).body.unread_count;
    const grandmaId = f.members.grandma?.id ?? 0;
    const row = {
      user_id: grandmaId,
      kind: 'member' as const,
      actor_id: f.admin.id,
      baby_id: f.baby.id,
      event_id: null,
      target_type: null,
      target_id: null,
      count: 1,
      read_at: null,
      created_at: nowSeconds(),
      updated_at: nowSeconds(),
    };
    await withOtherConnection(async (other) => {
      await other.insertInto('notifications').values(row).execute();
      await other
        .insertInto('bell_versions')
        .values({ user_id: grandmaId, version: 1 })
        .onConflict((oc) =>
          oc.column('user_id').doUpdateSet((eb) => ({ version: eb('bell_versions.version', '+', 1) })),
        )
        .execute();
    });
    await expect
      .poll(async () => (await f.grandma.get<UnreadCountReply>('/notifications/unread_count')).body.unread_count, {
        timeout: 5_000,
        interval: 100,
      })
      .toBe(before + 1);
  });
});
