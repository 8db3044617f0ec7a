import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../helpers/http.js';
import { makeFamily, makeUser, PASSWORD, uniqueEmail } from '../helpers/family.js';
import { startServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const EVIL = { origin: 'https://evil.example' };

async function send(method: string, path: string, headers: Record<string, string>, body?: string) {
  const res = await fetch(`${server.url}/api/en${path}`, { method, headers, ...(body === undefined ? {} : { body }) });
  const text = await res.text();
  return {
    status: res.status,
    cookie: res.headers.get('set-cookie'),
    body: text ? (JSON.parse(text) as unknown) : null,
  };
}
const signInForm = (login: string, password = PASSWORD) => new URLSearchParams({ login, password }).toString();
const REFUSED = { error: { code: 'cross_site', message: 'This request came from another site and was refused.' } };

describe('cross-site state changes', () => {
  it('refuses a sign-in posted from another site (login CSRF), by Origin or by fetch metadata', async () => {
    const user = await makeUser(server.ctx, 'login_csrf');
    for (const headers of [
      EVIL,
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'null' },
    ]) {
      const reply = await send('POST', '/users/sign_in.json', { ...FORM, ...headers }, signInForm(user.email));
      expect(reply.status, JSON.stringify(headers)).toBe(403);
      expect(reply.body).toEqual(REFUSED);
      expect(reply.cookie).toBeNull();
    }
  });

  it('lets our own pages sign in', async () => {
    const user = await makeUser(server.ctx, 'login_ok');
    const host = new URL(server.url).host;
    const reply = await send(
      'POST',
      '/users/sign_in.json',
      { ...FORM, origin: `http://${host}`, 'sec-fetch-site': 'same-origin' },
      signInForm(user.email),
    );
    expect(reply.status).toBe(200);
    expect(reply.cookie).toMatch(/^sprout_session=/);
  });

  it('refuses a signup posted from another site, and makes no account', async () => {
    const email = uniqueEmail('signup_csrf');
    const reply = await send(
      'POST',
      '/users',
      { ...FORM, ...EVIL },
      new URLSearchParams({ email, password: 'abcdefg1', name: 'X' }).toString(),
    );
    expect(reply.status).toBe(403);
    expect(await server.ctx.repos.users.findByEmail(email)).toBeUndefined();
  });

  it('refuses a cookie-borne change that fetch metadata marks cross-site, even without an Origin', async () => {
    const f = await makeFamily(server.ctx);
    const admin = await signIn(server.url, f.admin.email);
    const reply = await send(
      'POST',
      '/family_invitations',
      { 'content-type': 'application/json', cookie: `sprout_session=${admin.token}`, 'sec-fetch-site': 'cross-site' },
      JSON.stringify({ email: uniqueEmail('csrf_invite'), babies: [{ id: f.baby.id }] }),
    );
    expect(reply.status).toBe(403);
    expect(reply.body).toEqual(REFUSED);
    const rows = await server.ctx.db.kysely
      .selectFrom('family_invitations')
      .select('id')
      .where('inviter_id', '=', f.admin.id)
      .execute();
    expect(rows).toHaveLength(0);
  });

  it('lets API clients that send X-Token and no cookie through, but not when a cookie rides along', async () => {
    const user = await makeUser(server.ctx, 'api_client');
    const client = await signIn(server.url, user.email);
    const withCookie = await send('PUT', '/family_relations/refresh', {
      'x-token': client.token ?? '',
      cookie: `sprout_session=${client.token}`,
      ...EVIL,
    });
    expect(withCookie.status).toBe(403);
    const tokenOnly = await send('PUT', '/family_relations/refresh', { 'x-token': client.token ?? '', ...EVIL });
    expect(tokenOnly.status).toBe(200);
  });

  it('leaves reads alone', async () => {
    const user = await makeUser(server.ctx, 'reader');
    const client = await signIn(server.url, user.email);
    expect(
      (await send('GET', '/user', { cookie: `sprout_session=${client.token}`, 'sec-fetch-site': 'cross-site' })).status,
    ).toBe(200);
  });
});
