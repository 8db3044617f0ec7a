import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventsReply } from '@sprout/shared';
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

const BIRTH = Date.UTC(2025, 8, 1) / 1000;

// The cached timeline answers share one render among the readers that miss at
// once (ADR 0025): a reader must still see every acknowledged write, however
// many renders of the older version are under way when it asks.
describe('the timeline while the family writes', () => {
  it('shows each comment to the next reader as soon as the comment is acknowledged, with other readers in flight', async () => {
    const f = await makeFamily(server.ctx, { grandma: { relation: 'grandma', permission: 'can_view' } });
    const seeded = await seedMoment(server.ctx, f.admin, f.baby.id, BIRTH + 86_400 * 10);
    const eventId = seeded.event.id;
    const admin = await signIn(server.url, f.admin.email);
    const grandma = await signIn(server.url, f.members.grandma!.email);
    const timeline = `/events?baby_id=${f.baby.id}&style=best_12`;
    const comments = async () => {
      const reply = await grandma.get<EventsReply>(timeline);
      expect(reply.status).toBe(200);
      return reply.body.list.find((e) => e.id === eventId)!.counts.comments;
    };

    let writing = true;
    const background = Array.from({ length: 8 }, async () => {
      while (writing) await comments();
    });
    try {
      for (let n = 1; n <= 12; n += 1) {
        expect((await admin.post(`/events/${eventId}/comments`, { content: `comment ${n}` })).status).toBe(201);
        expect(await comments()).toBe(n);
      }
    } finally {
      writing = false;
      await Promise.all(background);
    }
  });
});
