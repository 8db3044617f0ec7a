import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeFamily, PASSWORD } from '../helpers/family.js';
import { Client, signIn } from '../helpers/http.js';
import { startServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

/** What a family's answers may say to caches: never stored, or kept privately and asked again each time. */
const PRIVATE = ['no-store', 'private, no-cache'];

describe('no API answer lands in a shared or disk cache', () => {
  it('says no-store (or private, no-cache where the response cache revalidates) on every kind of answer', async () => {
    const f = await makeFamily(server.ctx, {});
    const mom = await signIn(server.url, f.admin.email, PASSWORD);
    const stranger = new Client(server.url);
    const answers = await Promise.all([
      mom.get('/user'),
      mom.get(`/events?baby_id=${f.baby.id}&style=best_12`),
      mom.get(`/babies/${f.baby.id}`),
      mom.get('/notifications'),
      mom.get(`/family_relations?baby_id=${f.baby.id}`),
      mom.put('/user', { name: 'Mom' }),
      mom.get('/events/999999'),
      stranger.get('/user'),
      stranger.request('POST', '/users/sign_in.json', { form: { login: f.admin.email, password: 'wrong one 1' } }),
      stranger.get('/no/such/route'),
    ]);
    for (const [i, answer] of answers.entries())
      expect(PRIVATE, `answer ${i} (${answer.status})`).toContain(answer.headers.get('cache-control'));
  });
});
