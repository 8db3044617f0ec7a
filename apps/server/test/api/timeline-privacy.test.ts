import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventReply, EventsReply, EventUpdatesReply } from '@sprout/shared';
import { signIn } from '../helpers/http.js';
import { makeFamily } from '../helpers/family.js';
import { addMoment, seedMoment } from '../helpers/seed.js';
import { startServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

const DAY = 86_400;
const BIRTH = Date.UTC(2025, 8, 1) / 1000;

/** Moves the clock of later writes forward, so updated_at differs from the seeding's. */
async function nextSecond(): Promise<void> {
  const start = Math.floor(Date.now() / 1000);
  while (Math.floor(Date.now() / 1000) === start) await new Promise((r) => setTimeout(r, 20));
}

const updates = (client: Awaited<ReturnType<typeof signIn>>, babyId: number, since: number, extra = '') =>
  client.get<EventUpdatesReply>(`/events/updates?baby_id=${babyId}&style=best_12&since=${since}${extra}`);

describe('what /events/updates tells a viewer about posts they cannot see', () => {
  it('never mentions family-only or private posts to a friend who was never shown them', async () => {
    const f = await makeFamily(server.ctx, {
      friend: { relation: 'friend', permission: 'can_view' },
      grandma: { relation: 'grandma', permission: 'can_view' },
    });
    const familyOnly = await seedMoment(server.ctx, f.admin, f.baby.id, BIRTH + DAY, 'family_only');
    const hidden = await seedMoment(server.ctx, f.admin, f.baby.id, BIRTH + 2 * DAY, 'private');
    const open = await seedMoment(server.ctx, f.admin, f.baby.id, BIRTH + 3 * DAY);
    const friend = await signIn(server.url, f.members.friend?.email ?? '');
    const grandma = await signIn(server.url, f.members.grandma?.email ?? '');
    const admin = await signIn(server.url, f.admin.email);

    for (const extra of ['', '&skip_invisible=1']) {
      const first = await updates(friend, f.baby.id, 0, extra);
      expect(first.body.list.map((e) => e.id)).toEqual([open.event.id]);
    }
    // Close family sees the family-only post.
    expect((await updates(grandma, f.baby.id, 0)).body.list.map((e) => e.id).sort()).toEqual(
      [familyOnly.event.id, open.event.id].sort(),
    );

    // The hidden posts change later: still nothing for the friend, and `since` does not give their time away.
    const synced = await updates(friend, f.baby.id, 0);
    await nextSecond();
    for (const event of [familyOnly.event, hidden.event]) {
      expect((await admin.request('PUT', `/events/${event.id}`, { json: { caption: 'secret caption' } })).status).toBe(
        200,
      );
    }
    const later = await updates(friend, f.baby.id, synced.body.since);
    expect(later.body.list.map((e) => e.id)).toEqual([open.event.id]);
    expect(later.body.since).toBe(open.event.updated_at);
    expect(JSON.stringify(later.body)).not.toContain('secret caption');
  });

  it('tells a viewer who was shown an event that it is gone, with nothing but its id and time', async () => {
    const f = await makeFamily(server.ctx, { friend: { relation: 'friend', permission: 'can_view' } });
    const madePrivate = await seedMoment(server.ctx, f.admin, f.baby.id, BIRTH + DAY);
    const deleted = await seedMoment(server.ctx, f.admin, f.baby.id, BIRTH + 2 * DAY);
    const friend = await signIn(server.url, f.members.friend?.email ?? '');
    const admin = await signIn(server.url, f.admin.email);
    // Shown through the first page of the timeline (the web's first load), not through updates.
    expect((await friend.get<EventsReply>(`/events?baby_id=${f.baby.id}&style=best_12`)).body.list).toHaveLength(2);

    await nextSecond();
    expect(
      (await admin.request('PUT', `/moments/${madePrivate.moment.id}`, { json: { privacy: 'private' } })).status,
    ).toBe(200);
    expect((await admin.delete(`/moments/${deleted.moment.id}`)).status).toBe(204);
    for (const extra of ['', '&skip_invisible=1']) {
      const reply = await updates(friend, f.baby.id, 0, extra);
      const entries = new Map(reply.body.list.map((e) => [e.id, e]));
      expect(entries.size).toBe(2);
      for (const id of [madePrivate.event.id, deleted.event.id]) {
        expect(entries.get(id)).toEqual({
          id,
          id_str: String(id),
          active: false,
          updated_at_in_ts: expect.any(Number),
        });
      }
    }
  });

  it("dates an event by the earliest moment the viewer may see, never a hidden one's", async () => {
    const f = await makeFamily(server.ctx, { friend: { relation: 'friend', permission: 'can_view' } });
    const visibleAt = BIRTH + 30 * DAY + 3600;
    const secretAt = BIRTH + 30 * DAY + 60;
    const { event } = await seedMoment(server.ctx, f.admin, f.baby.id, visibleAt);
    await addMoment(server.ctx, f.admin, event, secretAt, 'private');
    // 19 newer events and 1 older one: the mixed event is the last of the first page.
    for (let i = 1; i <= 19; i += 1) await seedMoment(server.ctx, f.admin, f.baby.id, visibleAt + i * DAY);
    await seedMoment(server.ctx, f.admin, f.baby.id, BIRTH);
    const friend = await signIn(server.url, f.members.friend?.email ?? '');
    const admin = await signIn(server.url, f.admin.email);

    const page = await friend.get<EventsReply>(`/events?baby_id=${f.baby.id}&style=best_12`);
    const listed = page.body.list.find((e) => e.id === event.id);
    expect(listed?.taken_at_gmt).toBe(visibleAt);
    expect(listed?.moments.map((m) => m.taken_at_gmt)).toEqual([visibleAt]);
    expect(page.body.next_page).not.toBeNull();
    const cursorText = Buffer.from(page.body.next_page ?? '', 'base64url').toString();
    expect(cursorText).not.toContain(String(secretAt));
    const rest = await friend.get<EventsReply>(
      `/events?baby_id=${f.baby.id}&style=best_12&next_page=${page.body.next_page}`,
    );
    expect(rest.status).toBe(200);
    expect(rest.body.list.map((e) => e.taken_at_gmt)).toEqual([BIRTH]);

    const viaUpdates = (await updates(friend, f.baby.id, 0)).body.list.find((e) => e.id === event.id) as EventReply;
    expect(viaUpdates.taken_at_gmt).toBe(visibleAt);
    expect((await friend.get<EventReply>(`/events/${event.id}.json`)).body.taken_at_gmt).toBe(visibleAt);
    expect(JSON.stringify((await friend.get(`/events/${event.id}.json`)).body)).not.toContain(String(secretAt));
    // The author sees the event start at the private moment.
    expect((await admin.get<EventReply>(`/events/${event.id}.json`)).body.taken_at_gmt).toBe(secretAt);
  });
});
