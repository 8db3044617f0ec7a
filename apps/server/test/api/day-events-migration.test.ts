import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommentsReply, EventReply, EventsReply, EventUpdatesReply, NavigationsReply } from '@sprout/shared';
import type { User } from '../../src/db/schema.js';
import { mergeDayEvents, recountBuckets } from '../../src/db/migrations/0018_day_events_and_month_buckets.js';
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

const DAY = 86_400;
const BIRTH = Date.UTC(2025, 8, 1) / 1000; // the test families' babies are born 2025-09-01
const db = () => server.ctx.db.kysely as unknown as Kysely<unknown>;
/** A migration runs before the server starts; here the server is up, so its in-memory versions are dropped as a restart would. */
const restart = () => server.ctx.caches.memberships.invalidate();

/** An upload event as a finished batch left it (seedMoment's, given a batch of its own). */
async function batchEvent(author: User, babyId: number, takenAt: number, caption: string) {
  const seeded = await seedMoment(server.ctx, author, babyId, takenAt);
  const batch = await server.ctx.repos.batches.openFor(author.id, babyId, takenAt);
  await server.ctx.repos.batches.finish(author.id, babyId, takenAt);
  await server.ctx.db.kysely
    .updateTable('events')
    .set({ batch_id: batch, caption })
    .where('id', '=', seeded.event.id)
    .execute();
  return seeded.event.id;
}

describe('migration 0018: one event per person and day', () => {
  it("moves the later batches' moments, comments and likes to the day's first event, and retires the others for synced devices", async () => {
    const f = await makeFamily(server.ctx, {
      uncle: { relation: 'brother', permission: 'can_upload' },
      grandma: { relation: 'grandma', permission: 'can_view' },
    });
    const day = BIRTH + 40 * DAY;
    const first = await batchEvent(f.admin, f.baby.id, day + 8 * 3600, 'Morning walk');
    const second = await batchEvent(f.admin, f.baby.id, day + 15 * 3600, 'Bath time');
    const third = await batchEvent(f.admin, f.baby.id, day + 18 * 3600, '');
    const uncles = await batchEvent(f.members.uncle!, f.baby.id, day + 9 * 3600, '');
    const nextDay = await batchEvent(f.admin, f.baby.id, day + DAY + 9 * 3600, '');
    const diary = (
      await seedMoment(server.ctx, f.admin, f.baby.id, day + 20 * 3600, 'family_and_relatives', { layout: 'diary' })
    ).event.id;

    const admin = await signIn(server.url, f.admin.email);
    const uncle = await signIn(server.url, f.members.uncle?.email ?? '');
    const grandma = await signIn(server.url, f.members.grandma?.email ?? '');
    expect((await grandma.post(`/events/${second}/comments`, { content: 'So sweet' })).status).toBe(201);
    expect((await uncle.post(`/events/${third}/comments`, { content: 'Bubbles!' })).status).toBe(201);
    // The uncle likes two of the three, grandma one: two likes after the merge, not three.
    for (const id of [first, second]) expect((await uncle.post(`/events/${id}/likes`, {})).status).toBe(200);
    expect((await grandma.post(`/events/${third}/likes`, {})).status).toBe(200);
    // Grandma's device holds the day's events.
    const held = await grandma.get<EventsReply>(`/events?baby_id=${f.baby.id}&style=best_12`);
    expect(held.body.list.map((e) => e.id)).toEqual(expect.arrayContaining([first, second, third]));
    const since = Math.floor(Date.now() / 1000);

    await mergeDayEvents(db(), since);
    restart();

    const list = (await grandma.get<EventsReply>(`/events?baby_id=${f.baby.id}&style=best_12`)).body.list;
    expect(list.map((e) => e.id).sort((a, b) => a - b)).toEqual([first, uncles, nextDay, diary].sort((a, b) => a - b));
    const merged = list.find((e) => e.id === first) as EventReply;
    expect(merged).toMatchObject({
      caption: 'Morning walk\n\nBath time',
      like: true,
      counts: { moments: 3, comments: 2, likes: 2 },
    });
    expect(merged.moments.map((m) => m.taken_at_gmt)).toEqual([day + 8 * 3600, day + 15 * 3600, day + 18 * 3600]);
    const thread = await admin.get<CommentsReply>(`/events/${first}/comments`);
    expect(thread.body.list.map((c) => c.content)).toEqual(['So sweet', 'Bubbles!']);
    expect((await uncle.get<EventReply>(`/events/${first}.json`)).body.like).toBe(true);
    for (const id of [second, third]) expect((await admin.get(`/events/${id}.json`)).status).toBe(404);
    // A device that held the retired events is told they are gone, and gets the merged one.
    const updates = (
      await grandma.get<EventUpdatesReply>(`/events/updates?baby_id=${f.baby.id}&style=best_12&since=${since}`)
    ).body.list;
    expect(
      updates
        .filter((e) => !e.active)
        .map((e) => e.id)
        .sort(),
    ).toEqual([second, third].sort());
    expect(updates.find((e) => e.id === first)).toMatchObject({ active: true, counts: { moments: 3 } });
    // A like and a comment on the merged card still work.
    expect((await admin.post(`/events/${first}/comments`, { content: 'Lovely day' })).status).toBe(201);
    expect((await uncle.delete(`/events/${first}/likes`)).status).toBe(200);
    expect((await admin.get<EventReply>(`/events/${first}.json`)).body.counts).toMatchObject({ comments: 3, likes: 1 });
  });
});

describe('migration 0018: month buckets from age one', () => {
  it("counts every baby's moments again under the new keys, dropping the whole-year rows", async () => {
    const f = await makeFamily(server.ctx, { friend: { relation: 'friend', permission: 'can_view' } });
    await seedMoment(server.ctx, f.admin, f.baby.id, BIRTH + 2 * DAY);
    await seedMoment(server.ctx, f.admin, f.baby.id, BIRTH + 400 * DAY);
    await seedMoment(server.ctx, f.admin, f.baby.id, BIRTH + 430 * DAY, 'family_only');
    await seedMoment(server.ctx, f.admin, f.baby.id, BIRTH + 800 * DAY, 'custom', {
      visibleFor: [f.members.friend!.id],
    });
    // What a database counted before the split: one row for the whole first year.
    await server.ctx.db.kysely
      .insertInto('bucket_counts')
      .values({ baby_id: f.baby.id, bucket: 'y01', audience: 'all', user_id: 0, moments: 7 })
      .execute();

    await recountBuckets(db());
    restart();

    const admin = await signIn(server.url, f.admin.email);
    const nav = (await admin.get<NavigationsReply>(`/navigations.json?baby_id=${f.baby.id}`)).body.list;
    expect(nav.map((e) => [e.key, e.count, e.from, e.to])).toEqual([
      ['y02m02', 1, 26, 27],
      ['y01m02', 1, 14, 15],
      ['y01m01', 1, 13, 14],
      ['m00', 1, 0, 1],
    ]);
    const friend = await signIn(server.url, f.members.friend?.email ?? '');
    const theirs = (await friend.get<NavigationsReply>(`/navigations.json?baby_id=${f.baby.id}`)).body.list;
    expect(theirs.map((e) => [e.key, e.label, e.count])).toEqual([
      ['y02m02', '2 yrs 2 mo', 1],
      ['y01m01', '1 yr 1 mo', 1],
      ['m00', '0-1 months', 1],
    ]);
  });
});
