import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestFrom, signInFrom } from '../helpers/from-address.js';
import { makeUser, PASSWORD } from '../helpers/family.js';
import { startServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
beforeAll(async () => { server = await startServer(); });
afterAll(async () => { await server.close(); });

const tally = (statuses: number[]) => statuses.reduce<Record<number, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});

describe('sign-in throttle', () => {
  it('checks no more passwords for a parallel burst than for a sequence', async () => {
    const user = await makeUser(server.ctx, 'burst');
    const replies = await Promise.all(Array.from({ length: 50 }, () => signInFrom('127.0.0.1', server.url, user.email, 'wrong-password-1')));
    const counts = tally(replies.map((r) => r.status));
    expect(counts[401] ?? 0).toBeGreaterThanOrEqual(1);
    expect(counts[401] ?? 0).toBeLessThanOrEqual(5);
    expect(counts[429]).toBe(50 - (counts[401] ?? 0));
    const refused = replies.find((r) => r.status === 429);
    expect(refused?.body).toEqual({ error: { code: 'too_fast', message: 'Your operation is too fast' } });
  });

  it("does not lock the owner out with a stranger's wrong passwords from another address", async () => {
    const user = await makeUser(server.ctx, 'lockout');
    for (let i = 0; i < 5; i += 1) expect((await signInFrom('127.0.0.4', server.url, user.email, 'guess-1')).status).toBe(401);
    // The stranger's address stays locked, even with the right password.
    expect((await signInFrom('127.0.0.4', server.url, user.email, PASSWORD)).status).toBe(429);
    // The owner, elsewhere, signs in.
    const owner = await signInFrom('127.0.0.2', server.url, user.email, PASSWORD);
    expect(owner.status).toBe(200);
  });

  it('does not take the client address from X-Forwarded-For unless a proxy is configured', async () => {
    const user = await makeUser(server.ctx, 'spoof');
    for (let i = 0; i < 5; i += 1) expect((await signInFrom('127.0.0.5', server.url, user.email, 'guess-1')).status).toBe(401);
    const spoofed = await requestFrom('127.0.0.5', `${server.url}/api/en/users/sign_in.json`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '203.0.113.9' },
      body: new URLSearchParams({ login: user.email, password: 'guess-1' }).toString(),
    });
    expect(spoofed.status).toBe(429);
  });

  it('clears the login+address counter on success', async () => {
    const user = await makeUser(server.ctx, 'clears');
    for (let i = 0; i < 4; i += 1) expect((await signInFrom('127.0.0.3', server.url, user.email, 'typo-1')).status).toBe(401);
    expect((await signInFrom('127.0.0.3', server.url, user.email, PASSWORD)).status).toBe(200);
    for (let i = 0; i < 5; i += 1) expect((await signInFrom('127.0.0.3', server.url, user.email, 'typo-1')).status).toBe(401);
    expect((await signInFrom('127.0.0.3', server.url, user.email, 'typo-1')).status).toBe(429);
  });

  it('still bounds a login attacked from many addresses at once', async () => {
    const user = await makeUser(server.ctx, 'distributed');
    // 12 addresses × 6 parallel guesses: each address alone may make 5, all together at most 50.
    const addresses = Array.from({ length: 12 }, (_v, i) => `127.0.1.${i + 1}`);
    const replies = await Promise.all(addresses.flatMap((address) =>
      Array.from({ length: 6 }, () => signInFrom(address, server.url, user.email, 'spray-1'))));
    const counts = tally(replies.map((r) => r.status));
    expect(counts[401]).toBe(50);
    expect(counts[429]).toBe(72 - 50);
    // Once the login's limit is spent, a fresh address is refused too.
    expect((await signInFrom('127.0.2.1', server.url, user.email, 'spray-1')).status).toBe(429);
  });
});
