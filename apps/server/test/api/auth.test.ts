import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNUPS_PER_ADDRESS_HOUR } from '../../src/services/user.service.js';
import { requestFrom } from '../helpers/from-address.js';
import { Client, signIn } from '../helpers/http.js';
import { makeUser, PASSWORD } from '../helpers/family.js';
import { solvedPuzzle } from '../helpers/puzzle.js';
import { startServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

describe('sign in', () => {
  it('trims the login, returns a token, the user and the CDN config, and sets an HttpOnly cookie', async () => {
    const user = await makeUser(server.ctx, 'signin');
    const client = new Client(server.url);
    const reply = await client.request<{
      auth_token: string;
      user: { id: number; email: string };
      config: { cdns: unknown[] };
    }>('POST', '/users/sign_in.json', {
      form: { login: `  ${user.email.toUpperCase()} `, password: PASSWORD, remember_me: '1' },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.auth_token.length).toBeGreaterThanOrEqual(22);
    expect(reply.body.user).toMatchObject({ id: user.id, email: user.email });
    expect(reply.body.config.cdns).toEqual([{ url: '', auth: 'session', expire: 43200 }]);
    // GET /user answers it again, for a client whose copy is older than its expiry (spec §4).
    const me = await new Client(server.url, reply.body.auth_token).get<{ id: number; config: unknown }>('/user');
    expect(me.body).toMatchObject({ id: user.id, config: { cdns: [{ url: '', auth: 'session', expire: 43200 }] } });
    const cookie = reply.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^sprout_session=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Expires=/i);
  });

  it('sends the password as typed: surrounding spaces make it wrong', async () => {
    const user = await makeUser(server.ctx, 'spaces');
    const reply = await new Client(server.url).request('POST', '/users/sign_in.json', {
      form: { login: user.email, password: ` ${PASSWORD}` },
    });
    expect(reply.status).toBe(401);
    // A success from this address starts its count of failures again, before it asks for the puzzle.
    await signIn(server.url, user.email);
  });

  it('answers wrong credentials with 401 and the message in the locale', async () => {
    const user = await makeUser(server.ctx, 'wrong');
    const en = await new Client(server.url).request('POST', '/users/sign_in.json', {
      form: { login: user.email, password: 'nope' },
    });
    expect(en.status).toBe(401);
    expect(en.body).toEqual({
      error: { code: 'invalid_credentials', message: 'The email or password is incorrect. Please try again.' },
    });
    const ko = await new Client(server.url, null, 'ko').request<{ error: { message: string } }>(
      'POST',
      '/users/sign_in.json',
      { form: { login: 'nobody@example.com', password: 'nope' } },
    );
    expect(ko.status).toBe(401);
    expect(ko.body.error.message).toBe('이메일 또는 비밀번호가 올바르지 않습니다! 다시 시도해 주세요.');
    await signIn(server.url, user.email);
  });

  it('asks for the puzzle after 3 failures, even with the right password, and lets a solved one through', async () => {
    const user = await makeUser(server.ctx, 'throttle');
    const client = new Client(server.url);
    for (let i = 0; i < 3; i += 1) {
      expect(
        (await client.request('POST', '/users/sign_in.json', { form: { login: user.email, password: 'bad' } })).status,
      ).toBe(401);
    }
    const blocked = await client.request<{ error: { code: string; message: string } }>('POST', '/users/sign_in.json', {
      form: { login: user.email, password: PASSWORD },
    });
    expect(blocked.status).toBe(403);
    expect(blocked.body.error).toEqual({
      code: 'puzzle_required',
      message: 'Please slide the piece into the gap to continue.',
    });
    const solved = await client.request('POST', '/users/sign_in.json', {
      form: { login: user.email, password: PASSWORD, ...(await solvedPuzzle(server)) },
    });
    expect(solved.status).toBe(200);
  });

  it('refuses a missing login or password with a 4xx, never a 500', async () => {
    const reply = await new Client(server.url).request('POST', '/users/sign_in.json', { form: { login: '' } });
    expect(reply.status).toBe(401);
    const json = await new Client(server.url).request('POST', '/users/sign_in.json', { json: 'not an object' });
    expect(json.status).toBeGreaterThanOrEqual(400);
    expect(json.status).toBeLessThan(500);
  });
});

describe('sessions', () => {
  it('works with X-Token and with the cookie, and sign out revokes it', async () => {
    const user = await makeUser(server.ctx, 'session');
    const client = await signIn(server.url, user.email);
    expect((await client.get<{ id: number }>('/user')).body.id).toBe(user.id);

    const cookieReply = await fetch(`${server.url}/api/en/user`, {
      headers: { cookie: `sprout_session=${client.token}` },
    });
    expect(cookieReply.status).toBe(200);

    expect((await client.delete('/users/sign_out.json')).status).toBe(204);
    expect((await client.get('/user')).status).toBe(401);
    const after = await fetch(`${server.url}/api/en/user`, { headers: { cookie: `sprout_session=${client.token}` } });
    expect(after.status).toBe(401);
  });

  it('answers 401 without a session and for a made-up token', async () => {
    const anonymous = await new Client(server.url).get<{ error: { code: string } }>('/user');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error.code).toBe('unauthorized');
    expect((await new Client(server.url, 'x'.repeat(43)).get('/family_relations')).status).toBe(401);
  });

  it('stores only a hash of the token', async () => {
    const user = await makeUser(server.ctx, 'hash');
    const client = await signIn(server.url, user.email);
    const rows = await server.ctx.db.kysely
      .selectFrom('sessions')
      .select('token_hash')
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).not.toContain(client.token);
    expect(rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a cookie-authenticated change that comes from another site', async () => {
    const user = await makeUser(server.ctx, 'csrf');
    const client = await signIn(server.url, user.email);
    const res = await fetch(`${server.url}/api/en/users/sign_out.json`, {
      method: 'DELETE',
      headers: { cookie: `sprout_session=${client.token}`, origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
    expect((await client.get('/user')).status).toBe(200);
  });
});

describe('locales and unknown paths', () => {
  it('answers 404 for a locale that is not one of the seven', async () => {
    expect((await new Client(server.url).request('GET', '/api/pt/user')).status).toBe(404);
    expect((await new Client(server.url).request('GET', '/api/zh-CN/user')).status).toBe(401);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const reply = await new Client(server.url).get<{ error: { code: string } }>('/no_such_thing');
    expect(reply.status).toBe(404);
    expect(reply.body.error.code).toBe('not_found');
  });
});

describe('signup', () => {
  it('creates an account with trimmed email and password, and refuses a second one for the address', async () => {
    const client = new Client(server.url);
    const made = await client.request<{ auth_token: string; user: { email: string } }>('POST', '/users', {
      form: { email: ' New.Person@Example.com ', password: ' abcdefg1 ', name: 'New' },
    });
    expect(made.status).toBe(201);
    expect(made.body.user.email).toBe('new.person@example.com');
    expect((await signIn(server.url, 'new.person@example.com', 'abcdefg1')).token).toBeTruthy();
    const again = await client.request<{ error: { code: string; message: string } }>('POST', '/users', {
      form: { email: 'new.person@example.com', password: 'abcdefg1' },
    });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('Email address is already registered.');
  });

  it('makes at most 10 accounts an hour from one address, under a parallel burst too, and never one past that', async () => {
    const signUpFrom = (address: string, email: string, password = 'abcdefg1') =>
      requestFrom(address, `${server.url}/api/en/users`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email, password }).toString(),
      });
    // A form the rules refuse costs nothing: a person who mistypes is not locked out.
    for (let i = 0; i < 3; i += 1)
      expect((await signUpFrom('127.0.3.1', `typo-${i}@example.com`, 'short')).status).toBe(422);
    const emails = Array.from(
      { length: SIGNUPS_PER_ADDRESS_HOUR + 6 },
      (_v, i) => `burst-${i}-${Date.now()}@example.com`,
    );
    const replies = await Promise.all(emails.map((email) => signUpFrom('127.0.3.1', email)));
    const statuses = replies.map((r) => r.status);
    expect(
      statuses.filter((s) => s === 201),
      JSON.stringify(statuses),
    ).toHaveLength(SIGNUPS_PER_ADDRESS_HOUR);
    expect(
      statuses.filter((s) => s === 429),
      JSON.stringify(statuses),
    ).toHaveLength(6);
    expect(replies.find((r) => r.status === 429)?.body).toEqual({
      error: { code: 'too_fast', message: 'That was too quick. Please wait a moment and try again.' },
    });
    // The refused ones made no account: their addresses are still free.
    const refused = emails.filter((_e, i) => statuses[i] === 429);
    for (const email of refused) expect(await server.ctx.repos.users.findByEmail(email)).toBeUndefined();
    // Nor can the spent address still tell which addresses have accounts.
    const probe = await signUpFrom('127.0.3.1', emails[statuses.indexOf(201)]!);
    expect(probe.status).toBe(429);
    // Another address is not held back by this one.
    expect((await signUpFrom('127.0.3.2', refused[0]!)).status).toBe(201);
  });

  it('checks the email and the password strength', async () => {
    const client = new Client(server.url);
    const bad = await client.request<{ error: { code: string } }>('POST', '/users', {
      form: { email: 'not-an-email', password: 'abcdefg1' },
    });
    expect(bad.body.error.code).toBe('invalid_email');
    const weak = await client.request<{ error: { code: string } }>('POST', '/users', {
      form: { email: 'weak@example.com', password: 'abcdefgh' },
    });
    expect(weak.status).toBe(422);
    expect(weak.body.error.code).toBe('invalid_password');
  });
});
