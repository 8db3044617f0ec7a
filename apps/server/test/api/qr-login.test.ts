import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QrInfoReply, QrKeyReply, QrLoginReply, UserReply } from '@sprout/shared';
import { hashToken } from '../../src/util/tokens.js';
import { Client, signIn } from '../helpers/http.js';
import { makeUser } from '../helpers/family.js';
import { startServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

async function newKey(): Promise<QrKeyReply> {
  const reply = await new Client(server.url).request<QrKeyReply>('GET', '/users/qr_key', {
    headers: { 'user-agent': DESKTOP_UA },
  });
  expect(reply.status).toBe(200);
  return reply.body;
}

const poll = (key: string) =>
  new Client(server.url).request<QrLoginReply>('POST', '/users/qr_login', { json: { key } });

describe('QR sign-in', () => {
  it('issues a 2-minute key as a code of its page, and signs the desktop in as the phone user who approves, once', async () => {
    const issued = await newKey();
    expect(issued.url).toBe(`${server.url}/qr/${issued.key}`);
    expect(issued.qr).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(issued.qr.split(',')[1] ?? '', 'base64').toString()).toContain('<svg');
    expect(issued.expires_at - Math.floor(Date.now() / 1000)).toBeGreaterThan(110);
    expect((await poll(issued.key)).body).toEqual({ status: 'await' });

    const grandpa = await makeUser(server.ctx, 'grandpa');
    const phone = await signIn(server.url, grandpa.email);
    const info = await phone.get<QrInfoReply>(`/users/qr_info?key=${issued.key}`);
    expect(info.status).toBe(200);
    expect(info.body).toMatchObject({ browser: 'Chrome · Linux', address: '127.0.0.1' });
    expect((await phone.post('/users/qr_approve', { key: issued.key, approve: true })).status).toBe(204);

    const done = await poll(issued.key);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ status: 'ok', user: { id: grandpa.id } });
    expect(done.headers.get('set-cookie')).toMatch(/^sprout_session=/);
    const token = done.body.status === 'ok' ? done.body.auth_token : '';
    expect((await new Client(server.url, token).get<UserReply>('/user')).body.id).toBe(grandpa.id);
    // Its own session: the phone's stays, and signing the desktop out leaves the phone signed in.
    expect(token).not.toBe(phone.token);
    // Used: nobody else gets a session from it, and it cannot be approved again.
    expect((await poll(issued.key)).body).toEqual({ status: 'invalid' });
    expect((await phone.post('/users/qr_approve', { key: issued.key, approve: true })).status).toBe(404);
  });

  it('gives one session when two screens poll an approved key at once', async () => {
    const issued = await newKey();
    const phone = await signIn(server.url, (await makeUser(server.ctx, 'racer')).email);
    await phone.post('/users/qr_approve', { key: issued.key, approve: true });
    const both = await Promise.all([poll(issued.key), poll(issued.key)]);
    expect(both.map((r) => r.body.status).sort()).toEqual(['invalid', 'ok']);
  });

  it('ends a refused key, and lets a key be decided only once', async () => {
    const issued = await newKey();
    const phone = await signIn(server.url, (await makeUser(server.ctx, 'careful')).email);
    const other = await signIn(server.url, (await makeUser(server.ctx, 'other')).email);
    expect((await phone.post('/users/qr_approve', { key: issued.key, approve: false })).status).toBe(204);
    expect((await poll(issued.key)).body).toEqual({ status: 'invalid' });
    expect((await other.post('/users/qr_approve', { key: issued.key, approve: true })).status).toBe(404);
    expect((await poll(issued.key)).body).toEqual({ status: 'invalid' });
  });

  it('says an expired code has expired, and will not approve it', async () => {
    const issued = await newKey();
    await server.ctx.db.kysely
      .updateTable('qr_logins')
      .set({ expires_at: Math.floor(Date.now() / 1000) - 1 })
      .where('key_hash', '=', hashToken(issued.key))
      .execute();
    expect((await poll(issued.key)).body).toEqual({ status: 'expired' });
    const phone = await signIn(server.url, (await makeUser(server.ctx, 'late')).email);
    const approve = await phone.post<{ error: { code: string; message: string } }>('/users/qr_approve', {
      key: issued.key,
      approve: true,
    });
    expect(approve.status).toBe(410);
    expect(approve.body.error).toEqual({ code: 'qr_expired', message: 'The QR code has expired.' });
  });

  it('needs a signed-in user to approve, and answers made-up keys as invalid', async () => {
    const issued = await newKey();
    expect((await new Client(server.url).post('/users/qr_approve', { key: issued.key, approve: true })).status).toBe(
      401,
    );
    expect((await poll('x'.repeat(43))).body).toEqual({ status: 'invalid' });
    expect((await poll('short')).status).toBe(404);
  });
});
