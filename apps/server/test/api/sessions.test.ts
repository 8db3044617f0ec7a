import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_WINDOW } from '../../src/services/auth.service.js';
import { hashToken } from '../../src/util/tokens.js';
import { Client } from '../helpers/http.js';
import { makeUser, PASSWORD } from '../helpers/family.js';
import { startServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

const now = () => Math.floor(Date.now() / 1000);

async function signInWith(remember: boolean) {
  const user = await makeUser(server.ctx, remember ? 'remembered' : 'plain');
  const reply = await new Client(server.url).request<{ auth_token: string }>('POST', '/users/sign_in.json', {
    form: { login: user.email, password: PASSWORD, remember_me: remember ? '1' : '0' },
  });
  expect(reply.status).toBe(200);
  return { token: reply.body.auth_token, cookie: reply.headers.get('set-cookie') ?? '' };
}

function sessionOf(token: string) {
  return server.ctx.db.kysely
    .selectFrom('sessions')
    .selectAll()
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirstOrThrow();
}

/** Moves a session's end, as if time had passed since it was last used. */
async function age(token: string, expiresAt: number) {
  await server.ctx.db.kysely
    .updateTable('sessions')
    .set({ expires_at: expiresAt })
    .where('token_hash', '=', hashToken(token))
    .execute();
  server.ctx.caches.sessions.invalidate();
}

describe('remember me', () => {
  it('without it: a browser-session cookie, and 12 hours idle', async () => {
    const { token, cookie } = await signInWith(false);
    expect(cookie).not.toMatch(/Expires=/i);
    const session = await sessionOf(token);
    expect(Math.abs(session.expires_at - (now() + SESSION_WINDOW.plain.seconds))).toBeLessThanOrEqual(5);
  });

  it('renews a plain session while it is used, and ends it after 12 hours unused', async () => {
    const { token } = await signInWith(false);
    await age(token, now() + SESSION_WINDOW.plain.seconds - 3600);
    expect((await new Client(server.url, token).get('/user')).status).toBe(200);
    expect(Math.abs((await sessionOf(token)).expires_at - (now() + SESSION_WINDOW.plain.seconds))).toBeLessThanOrEqual(
      5,
    );

    await age(token, now() - 1);
    const stale = await new Client(server.url, token).get<{ error: { code: string; message: string } }>('/user');
    expect(stale.status).toBe(401);
    expect(stale.body.error).toEqual({
      code: 'unauthorized',
      message: 'Your sign-in has ended. Please sign in again.',
    });
  });

  it('with it: 30 days, renewed while used, and the cookie moved along', async () => {
    const { token, cookie } = await signInWith(true);
    expect(cookie).toMatch(/Expires=/i);
    expect(
      Math.abs((await sessionOf(token)).expires_at - (now() + SESSION_WINDOW.remember.seconds)),
    ).toBeLessThanOrEqual(5);

    await age(token, now() + 20 * 86_400);
    const used = await fetch(`${server.url}/api/en/user`, { headers: { cookie: `sprout_session=${token}` } });
    expect(used.status).toBe(200);
    const renewed = (await sessionOf(token)).expires_at;
    expect(Math.abs(renewed - (now() + SESSION_WINDOW.remember.seconds))).toBeLessThanOrEqual(5);
    const expires = /Expires=([^;]+)/i.exec(used.headers.get('set-cookie') ?? '')?.[1] ?? '';
    expect(Math.abs(Date.parse(expires) / 1000 - renewed)).toBeLessThanOrEqual(1);

    // A request soon after costs no write and sets no cookie.
    const again = await fetch(`${server.url}/api/en/user`, { headers: { cookie: `sprout_session=${token}` } });
    expect(again.headers.get('set-cookie')).toBeNull();
  });
});

describe('GET /users/session (the route guard asks it on a visit with nothing stored)', () => {
  const state = async (headers: Record<string, string> = {}) => {
    const reply = await fetch(`${server.url}/api/en/users/session`, { headers });
    return { status: reply.status, body: (await reply.json()) as { signed_in: boolean }, reply };
  };

  it('answers 200 either way: signed in by cookie or token, or not (no cookie, a wrong one, an ended session)', async () => {
    const { token } = await signInWith(false);
    expect(await state({ cookie: `sprout_session=${token}` })).toMatchObject({
      status: 200,
      body: { signed_in: true },
    });
    expect(await state({ 'x-token': token })).toMatchObject({ status: 200, body: { signed_in: true } });
    expect(await state()).toMatchObject({ status: 200, body: { signed_in: false } });
    expect(await state({ cookie: `sprout_session=${'x'.repeat(40)}` })).toMatchObject({
      status: 200,
      body: { signed_in: false },
    });
    await age(token, now() - 1);
    expect(await state({ cookie: `sprout_session=${token}` })).toMatchObject({
      status: 200,
      body: { signed_in: false },
    });
  });

  it('moves a remembered cookie along when its look renews the session, like any signed-in call', async () => {
    const { token } = await signInWith(true);
    await age(token, now() + 20 * 86_400);
    const { reply, body } = await state({ cookie: `sprout_session=${token}` });
    expect(body.signed_in).toBe(true);
    const renewed = (await sessionOf(token)).expires_at;
    const expires = /Expires=([^;]+)/i.exec(reply.headers.get('set-cookie') ?? '')?.[1] ?? '';
    expect(Math.abs(Date.parse(expires) / 1000 - renewed)).toBeLessThanOrEqual(1);
  });
});
