import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ResponseCache } from '../../src/http/response-cache.js';
import type { VersionedViewer } from '../../src/services/actor.js';

// Readers that miss at once share one render (ADR 0025), but only readers of
// the same timeline_version: one who asks after a change must never be handed
// a render that began before it.
describe('ResponseCache', () => {
  it('shares a render among readers of one version, never across a change', async () => {
    const cache = new ResponseCache();
    let version = 1;
    let renders = 0;
    const gates: Array<() => void> = [];
    const app = Fastify();
    app.decorateRequest('locale', 'en');
    app.get('/timeline', (request, reply) => {
      const viewer = { userId: 1, permission: 'can_view', relation: 'grandma', timelineVersion: version };
      return cache.send(request, reply, viewer as unknown as VersionedViewer, async () => {
        renders += 1;
        const seen = version;
        await new Promise<void>((resolve) => gates.push(resolve));
        return { version: seen };
      });
    });
    await app.ready();
    try {
      const ask = () => app.inject({ method: 'GET', url: '/timeline' }).then((r) => r.json<{ version: number }>());
      const before = [ask(), ask()];
      await new Promise((r) => setTimeout(r, 20));
      expect(renders).toBe(1);
      version = 2;
      const after = [ask(), ask()];
      await new Promise((r) => setTimeout(r, 20));
      expect(renders).toBe(2);
      for (const open of gates) open();
      expect(await Promise.all(before)).toEqual([{ version: 1 }, { version: 1 }]);
      expect(await Promise.all(after)).toEqual([{ version: 2 }, { version: 2 }]);
    } finally {
      await app.close();
    }
  });
});
