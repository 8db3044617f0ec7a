import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CommentReply,
  CommentsReply,
  EventReply,
  EventsReply,
  EventUpdatesReply,
  LikeReply,
  MomentReply,
  NavigationsReply,
} from '@sprout/shared';
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

const DAY = 86_400;
const BIRTH = Date.UTC(2025, 8, 1) / 1000; // the test families' babies are born 2025-09-01

/** Moves the clock of later writes forward, so updated_at differs from the seeding's. */
async function nextSecond(): Promise<void> {
  const start = Math.floor(Date.now() / 1000);
  while (Math.floor(Date.now() / 1000) === start) await new Promise((r) => setTimeout(r, 20));
}

describe('events list', () => {
  it('pages newest first with a cursor, hides milestones, and never repeats or skips', async () => {
    const f = await makeFamily(server.ctx);
    for (let i = 0; i < 45; i += 1) await seedMoment(server.ctx, f.admin, f.baby.id, BIRTH + i * DAY);
    await seedMoment(server.ctx, f.admin, f.baby.id, BIRTH + 100 * DAY, 'family_and_relatives', {
      layout: 'milestone',
    });
    const admin = await signIn(server.url, f.admin.email);
    const seen: number[] = [];
    let next: string | null = null;
    let pages = 0;
    do {
      const query: string = next ? `&next_page=${next}` : '';
      const page: { body: EventsReply } = await admin.get<EventsReply>(
        `/events?baby_id=${f.baby.id}&style=best_12${query}`,
      );
      seen.push(...page.body.list.map((e) => e.taken_at_gmt));
      next = page.body.next_page;
      pages += 1;
    } while (next);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(45);
    expect(seen).toEqual([...seen].sort((a, b) => b - a));
    expect(new Set(seen).size).toBe(45);
  });

  it('answers one event with all its moments, and 404 for one the viewer may not see', async () => {
    const f = await makeFamily(server.ctx, { grandma: { relation: 'grandma', permission: 'can_view' } });
    const { event } = await seedMoment(server.ctx, f.admin, f.baby.id, BIRTH);
    const hidden = await seedMoment(server.ctx, f.admin, f.baby.id, BIRTH + DAY, 'private');
    const grandma = await signIn(server.url, f.members.grandma?.email ?? '');
    expect((await grandma.get<EventReply>(`/events/${event.id}.json`)).body.moments).toHaveLength(1);
    expect((await grandma.get(`/events/${hidden.event.id}.json`)).status).toBe(404);
    expect((await grandma.get(`/moments/${hidden.moment.id}`)).status).toBe(404);
    const stranger = await signIn(server.url, (await makeUser(server.ctx, 'stranger')).email);
    expect((await stranger.get(`/events/${event.id}.json`)).status).toBe(404);
  });
});

describe('incremental updates', () => {
  it('returns only what changed since, with deletions and privacy changes as inactive entries', async () => {
    const f = await makeFamily(server.ctx, { grandma: { relation: 'grandma', permission: 'can_view' } });
    const a = await seedMoment(server.ctx, f.admin, f.baby.id, BIRTH + DAY);
    const b = await seedMoment(server.ctx, f.admin, f.baby.id, BIRTH + 2 * DAY);
    const c = await seedMoment(server.ctx, f.admin, f.baby.id, BIRTH + 3 * DAY);
    const admin = await signIn(server.url, f.admin.email);
    const grandma = await signIn(server.url, f.members.grandma?.email ?? '');
    const first = await grandma.get<EventUpdatesReply>(`/events/updates?baby_id=${f.baby.id}&style=best_12&since=0`);
    expect(first.body.list.map((e) => e.id).sort()).toEqual([a.event.id, b.event.id, c.event.id].sort());
    const since = first.body.since;

    await nextSecond();
    expect((await admin.request('PUT', `/events/${a.event.id}`, { json: { caption: 'First bath' } })).status).toBe(200);
    expect((await admin.delete(`/moments/${b.moment.id}`)).status).toBe(204);
    expect((await admin.request('PUT', `/moments/${c.moment.id}`, { json: { privacy: 'private' } })).status).toBe(200);
    const d = await seedMoment(server.ctx, f.admin, f.baby.id, BIRTH + 4 * DAY);

    const changes = await grandma.get<EventUpdatesReply>(
      `/events/updates?baby_id=${f.baby.id}&style=best_12&since=${since + 1}`,
    );
    const byId = new Map(changes.body.list.map((e) => [e.id, e]));
    expect(byId.get(a.event.id)).toMatchObject({ active: true, caption: 'First bath' });
    // Gone for grandma: a bare entry (no moments, caption or date), so her device drops what it holds.
    expect(byId.get(b.event.id)).toEqual({
      id: b.event.id,
      id_str: String(b.event.id),
      active: false,
      updated_at_in_ts: expect.any(Number),
    });
    expect(byId.get(c.event.id)).toEqual({
      id: c.event.id,
      id_str: String(c.event.id),
      active: false,
      updated_at_in_ts: expect.any(Number),
    });
    expect(byId.get(d.event.id)).toMatchObject({ active: true });
    expect(changes.body.list).toHaveLength(4);
    expect(changes.body.since).toBeGreaterThan(since);

    // The author still sees the post made private.
    const mine = await admin.get<EventUpdatesReply>(`/events/updates?baby_id=${f.baby.id}&since=${since + 1}`);
    expect(mine.body.list.find((e) => e.id === c.event.id)?.active).toBe(true);
  });

  it('pages updates without losing events that share a second', async () => {
    const f = await makeFamily(server.ctx);
    for (let i = 0; i < 230; i += 1) await seedMoment(server.ctx, f.admin, f.baby.id, BIRTH + i * 3600);
    const admin = await signIn(server.url, f.admin.email);
    const ids = new Set<number>();
    let next: string | null = null;
    do {
      const q: string = next ? `&next_page=${next}` : '';
      const page: { body: EventUpdatesReply } = await admin.get<EventUpdatesReply>(
        `/events/updates?baby_id=${f.baby.id}&since=0${q}`,
      );
      for (const e of page.body.list) ids.add(e.id);
      next = page.body.next_page;
    } while (next);
    expect(ids.size).toBe(230);
  });

  it('leaves out invisible events created after since when skip_invisible is set', async () => {
    const f = await makeFamily(server.ctx, { grandma: { relation: 'grandma', permission: 'can_view' } });
    const grandma = await signIn(server.url, f.members.grandma?.email ?? '');
    const since = Math.floor(Date.now() / 1000) - 5;
    await seedMoment(server.ctx, f.admin, f.baby.id, BIRTH, 'private');
    expect(
      (await grandma.get<EventUpdatesReply>(`/events/updates?baby_id=${f.baby.id}&since=${since}&skip_invisible=1`))
        .body.list,
    ).toHaveLength(0);
    // Never shown to grandma, so never mentioned, with or without the flag (it would tell her the post exists).
    expect(
      (await grandma.get<EventUpdatesReply>(`/events/updates?baby_id=${f.baby.id}&since=${since}`)).body.list,
    ).toHaveLength(0);
  });

  it('still reports a deletion with skip_invisible when the event was made in the second of the last sync', async () => {
    const f = await makeFamily(server.ctx, { grandma: { relation: 'grandma', permission: 'can_view' } });
    const admin = await signIn(server.url, f.admin.email);
    const grandma = await signIn(server.url, f.members.grandma?.email ?? '');
    const { event, moment } = await seedMoment(server.ctx, f.admin, f.baby.id, BIRTH);
    const synced = await grandma.get<EventUpdatesReply>(
      `/events/updates?baby_id=${f.baby.id}&since=0&skip_invisible=1`,
    );
    expect(synced.body.since).toBe(event.created_at);
    await admin.delete(`/moments/${moment.id}`);
    const next = await grandma.get<EventUpdatesReply>(
      `/events/updates?baby_id=${f.baby.id}&since=${synced.body.since}&skip_invisible=1`,
    );
    expect(next.body.list.map((e) => [e.id, e.active])).toEqual([[event.id, false]]);
  });
});

describe('likes', () => {
  it("counts one like per user, idempotently, and reports the viewer's flag", async () => {
    const f = await makeFamily(server.ctx, { grandma: { relation: 'grandma', permission: 'can_view' } });
    const { event, moment } = await seedMoment(server.ctx, f.admin, f.baby.id, BIRTH);
    const grandma = await signIn(server.url, f.members.grandma?.email ?? '');
    const admin = await signIn(server.url, f.admin.email);
    expect((await grandma.post<LikeReply>(`/moments/${moment.id}/likes`, {})).body).toEqual({
      like: true,
      likes_count: 1,
    });
    expect((await grandma.post<LikeReply>(`/moments/${moment.id}/likes`, {})).body).toEqual({
      like: true,
      likes_count: 1,
    });
    expect((await admin.post<LikeReply>(`/moments/${moment.id}/likes`, {})).body).toEqual({
      like: true,
      likes_count: 2,
    });
    expect((await grandma.delete<LikeReply>(`/moments/${moment.id}/likes`)).body).toEqual({
      like: false,
      likes_count: 1,
    });
    expect((await grandma.delete<LikeReply>(`/moments/${moment.id}/likes`)).body).toEqual({
      like: false,
      likes_count: 1,
    });
    expect((await admin.get<MomentReply>(`/moments/${moment.id}`)).body).toMatchObject({ like: true, likes_count: 1 });
    expect((await grandma.get<MomentReply>(`/moments/${moment.id}`)).body).toMatchObject({
      like: false,
      likes_count: 1,
    });

    expect((await grandma.post<LikeReply>(`/events/${event.id}/likes`, {})).body).toEqual({
      like: true,
      likes_count: 1,
    });
    const listed = await grandma.get<EventsReply>(`/events?baby_id=${f.baby.id}`);
    expect(listed.body.list[0]).toMatchObject({ like: true, counts: { likes: 1 } });
    const stranger = await signIn(server.url, (await makeUser(server.ctx, 'stranger')).email);
    expect((await stranger.post(`/moments/${moment.id}/likes`, {})).status).toBe(404);
  });
});

describe('comments', () => {
  it('lets members comment, and the author or an Admin delete', async () => {
    const f = await makeFamily(server.ctx, {
      grandma: { relation: 'grandma', permission: 'can_view' },
      uncle: { relation: 'brother', permission: 'can_upload' },
    });
    const { event, moment } = await seedMoment(server.ctx, f.admin, f.baby.id, BIRTH);
    const grandma = await signIn(server.url, f.members.grandma?.email ?? '');
    const uncle = await signIn(server.url, f.members.uncle?.email ?? '');
    const admin = await signIn(server.url, f.admin.email);
    const form = new FormData();
    form.append('content', '  So sweet!  ');
    const res = await fetch(`${server.url}/api/en/moments/${moment.id}/comments`, {
      method: 'POST',
      body: form,
      headers: { 'x-token': grandma.token ?? '' },
    });
    expect(res.status).toBe(201);
    const comment = (await res.json()) as CommentReply;
    expect(comment.content).toBe('So sweet!');
    const onEvent = await uncle.post<CommentReply>(`/events/${event.id}/comments`, { content: 'Lovely day' });
    expect(onEvent.status).toBe(201);

    const list = await admin.get<CommentsReply>(`/moments/${moment.id}/comments`);
    expect(list.body.list.map((c) => [c.content, c.user.name, c.abilities.delete])).toEqual([
      ['So sweet!', 'grandma', true],
    ]);
    expect((await uncle.get<CommentsReply>(`/moments/${moment.id}/comments`)).body.list[0]?.abilities.delete).toBe(
      false,
    );
    expect((await uncle.delete(`/comments/${comment.id}`)).status).toBe(403);
    expect((await admin.delete(`/comments/${onEvent.body.id}`)).status).toBe(204);
    expect((await grandma.delete(`/comments/${comment.id}`)).status).toBe(204);
    expect((await admin.get<CommentsReply>(`/moments/${moment.id}/comments`)).body.list).toHaveLength(0);

    expect((await grandma.post(`/moments/${moment.id}/comments`, { content: '   ' })).status).toBe(400);
    const long = await grandma.post<{ error: { message: string } }>(`/moments/${moment.id}/comments`, {
      content: 'word '.repeat(1001),
    });
    expect(long.body.error.message).toBe('Please keep it to 1,000 words or fewer.');
  });

  it('hides comments of posts one may not see', async () => {
    const f = await makeFamily(server.ctx, { grandma: { relation: 'grandma', permission: 'can_view' } });
    const { moment } = await seedMoment(server.ctx, f.admin, f.baby.id, BIRTH, 'private');
    const grandma = await signIn(server.url, f.members.grandma?.email ?? '');
    expect((await grandma.get(`/moments/${moment.id}/comments`)).status).toBe(404);
    expect((await grandma.post(`/moments/${moment.id}/comments`, { content: 'hi' })).status).toBe(404);
  });
});

describe('moment edits and deletes', () => {
  it('lets uploaders edit and delete, view-only members do neither, and only the author change privacy', async () => {
    const f = await makeFamily(server.ctx, {
      grandma: { relation: 'grandma', permission: 'can_view' },
      uncle: { relation: 'brother', permission: 'can_upload' },
    });
    const { moment, event } = await seedMoment(server.ctx, f.admin, f.baby.id, BIRTH);
    const grandma = await signIn(server.url, f.members.grandma?.email ?? '');
    const uncle = await signIn(server.url, f.members.uncle?.email ?? '');
    expect((await grandma.request('PUT', `/moments/${moment.id}`, { json: { content: 'x' } })).status).toBe(403);
    expect((await grandma.delete(`/moments/${moment.id}`)).status).toBe(403);
    expect((await grandma.request('PUT', `/events/${event.id}`, { json: { caption: 'x' } })).status).toBe(403);
    expect((await uncle.request('PUT', `/moments/${moment.id}`, { json: { content: 'Edited' } })).body).toMatchObject({
      content: 'Edited',
    });
    expect((await uncle.request('PUT', `/moments/${moment.id}`, { json: { privacy: 'private' } })).status).toBe(403);
    expect((await uncle.delete(`/moments/${moment.id}`)).status).toBe(204);
    expect((await uncle.get(`/moments/${moment.id}`)).status).toBe(404);
    expect((await uncle.get<EventsReply>(`/events?baby_id=${f.baby.id}`)).body.list).toHaveLength(0);
  });
});

describe('table of contents', () => {
  it('counts moments per age bucket the viewer may see, newest bucket first, with translated labels', async () => {
    const f = await makeFamily(server.ctx, { friend: { relation: 'friend', permission: 'can_view' } });
    await seedMoment(server.ctx, f.admin, f.baby.id, BIRTH - 30 * DAY);
    await seedMoment(server.ctx, f.admin, f.baby.id, BIRTH + 2 * DAY);
    await seedMoment(server.ctx, f.admin, f.baby.id, BIRTH + 3 * DAY, 'family_only');
    await seedMoment(server.ctx, f.admin, f.baby.id, BIRTH + 40 * DAY, 'private');
    await seedMoment(server.ctx, f.admin, f.baby.id, BIRTH + 400 * DAY);
    const admin = await signIn(server.url, f.admin.email, undefined, 'de');
    const nav = await admin.get<NavigationsReply>(`/navigations.json?baby_id=${f.baby.id}`);
    expect(nav.body.list.map((e) => [e.key, e.label, e.count])).toEqual([
      ['y01m01', '1 Jahr 1 Mon.', 1],
      ['m01', '1–2 Monate', 1],
      ['m00', '0–1 Monate', 2],
      ['before', 'Vor der Geburt', 1],
    ]);
    const friend = await signIn(server.url, f.members.friend?.email ?? '');
    const theirs = await friend.get<NavigationsReply>(`/navigations.json?baby_id=${f.baby.id}`);
    expect(theirs.body.list.map((e) => [e.key, e.count])).toEqual([
      ['y01m01', 1],
      ['m00', 1],
      ['before', 1],
    ]);
  });

  it('moves posts between buckets when the birthday changes', async () => {
    const f = await makeFamily(server.ctx);
    await seedMoment(server.ctx, f.admin, f.baby.id, BIRTH + 10 * DAY);
    const admin = await signIn(server.url, f.admin.email);
    const form = new FormData();
    form.append('birthday', '2025-10-01');
    expect(
      (
        await fetch(`${server.url}/api/en/babies/${f.baby.id}`, {
          method: 'PUT',
          body: form,
          headers: { 'x-token': admin.token ?? '' },
        })
      ).status,
    ).toBe(200);
    const nav = await admin.get<NavigationsReply>(`/navigations.json?baby_id=${f.baby.id}`);
    expect(nav.body.list.map((e) => [e.key, e.count])).toEqual([['before', 1]]);
  });
});

describe('cached timeline answers', () => {
  it('answer 304 to a matching ETag, and never serve a page older than a change', async () => {
    const f = await makeFamily(server.ctx, { grandma: { relation: 'grandma', permission: 'can_view' } });
    const { event } = await seedMoment(server.ctx, f.admin, f.baby.id, BIRTH);
    const admin = await signIn(server.url, f.admin.email);
    const grandma = await signIn(server.url, f.members.grandma?.email ?? '');
    const url = `/events?baby_id=${f.baby.id}&style=best_12`;
    const first = await grandma.get<EventsReply>(url);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    expect((await grandma.request('GET', `/api/en${url}`, { headers: { 'if-none-match': etag } })).status).toBe(304);

    // A change by someone else, within the same second, shows at once.
    await admin.post(`/events/${event.id}/likes`, {});
    const after = await grandma.get<EventsReply>(url);
    expect(after.body.list[0]?.counts.likes).toBe(1);
    expect(after.headers.get('etag')).not.toBe(etag);
    await admin.delete(`/events/${event.id}/likes`);
    expect((await grandma.get<EventsReply>(url)).body.list[0]?.counts.likes).toBe(0);

    // Viewers never share an answer: the admin's own like flag is theirs alone.
    await admin.post(`/events/${event.id}/likes`, {});
    expect((await admin.get<EventsReply>(url)).body.list[0]?.like).toBe(true);
    expect((await grandma.get<EventsReply>(url)).body.list[0]?.like).toBe(false);

    // Leaving the family ends access even to a cached page.
    await admin.put('/family_invitations/delete_baby', { user_id: f.members.grandma?.id, baby_id: f.baby.id });
    expect((await grandma.get(url)).status).toBe(404);
  });
});
