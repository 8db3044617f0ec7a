import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser, PASSWORD } from '../helpers/family.js';
import { requestFrom, signInFrom, type RawReply } from '../helpers/from-address.js';
import { startServer, type TestServer } from '../helpers/server.js';

/**
 * A password typed behind a signed-in session (a new password, a new address,
 * deleting the account) counts toward the sign-in limits of the account's login
 * and the client's address: a stolen session may not guess it faster than a
 * sign-in could (10 per login and address, 30 per address, 50 per login a window).
 */
let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

const tally = (replies: RawReply[]) =>
  replies.reduce<Record<number, number>>((acc, r) => ({ ...acc, [r.status]: (acc[r.status] ?? 0) + 1 }), {});

type Attempt = (from: string, token: string, password: string) => Promise<RawReply>;

const form = (fields: Record<string, string>) => ({
  'content-type': 'application/x-www-form-urlencoded',
  body: new URLSearchParams(fields).toString(),
});

const checks: Array<{ label: string; attempt: Attempt; ok: number }> = [
  {
    label: 'PUT /user/auth',
    ok: 204,
    attempt: (from, token, password) => {
      const { body, ...headers } = form({ current_password: password, password: 'another pass 55' });
      return requestFrom(from, `${server.url}/api/en/user/auth`, {
        method: 'PUT',
        headers: { ...headers, 'x-token': token },
        body,
      });
    },
  },
  {
    label: 'PUT /user/email',
    ok: 202,
    attempt: (from, token, password) => {
      const { body, ...headers } = form({ current_password: password, email: `moved-${Date.now()}@example.com` });
      return requestFrom(from, `${server.url}/api/en/user/email`, {
        method: 'PUT',
        headers: { ...headers, 'x-token': token },
        body,
      });
    },
  },
  {
    label: 'DELETE /user',
    ok: 204,
    attempt: (from, token, password) =>
      requestFrom(from, `${server.url}/api/en/user?${new URLSearchParams({ password }).toString()}`, {
        method: 'DELETE',
        headers: { 'x-token': token },
      }),
  },
];

describe('password checks behind a session', () => {
  it.each(checks)('$label: 30 parallel wrong passwords reach the sign-in stop', async ({ label, attempt, ok }) => {
    const user = await makeUser(server.ctx, label.replace(/\W+/g, '-'));
    const address = `127.0.6.${checks.findIndex((c) => c.label === label) + 1}`;
    const session = await signInFrom(address, server.url, user.email, PASSWORD);
    const token = (session.body as { auth_token: string }).auth_token;

    const replies = await Promise.all(Array.from({ length: 30 }, () => attempt(address, token, 'wrong-guess-1')));
    // As a sign-in: 10 checks per login and address a window, the rest "too fast".
    expect(tally(replies)).toEqual({ 403: 10, 429: 20 });
    // The stop holds the right password from the same address too, or it would stop nothing …
    expect((await attempt(address, token, PASSWORD)).status).toBe(429);
    // … and a sign-in of that login from there is stopped as well: they share the count.
    expect((await signInFrom(address, server.url, user.email, PASSWORD)).status).toBe(429);
    // From another address (the owner's phone on another network) the right one works.
    expect((await attempt(`127.0.7.${checks.findIndex((c) => c.label === label) + 1}`, token, PASSWORD)).status).toBe(
      ok,
    );
  });
});
