import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserReply } from '@sprout/shared';
import { requestFrom } from '../helpers/from-address.js';
import { Client, signIn } from '../helpers/http.js';
import { makeFamily, makeUser, PASSWORD, uniqueEmail } from '../helpers/family.js';
import { serverWithSmtp } from '../helpers/mail-server.js';
import { makeTestEnv, startServer, type TestServer } from '../helpers/server.js';
import { mailText } from '../helpers/smtp.js';
import { fixture, uploadPicture } from '../helpers/upload.js';

const mailed = serverWithSmtp();
let server: TestServer;
beforeAll(() => {
  server = mailed.server;
});

type ErrorBody = { error: { code: string; message: string } };

function patchPicture(client: Client, bytes: Buffer, fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('profile_picture', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'me.jpg');
  return fetch(`${server.url}/api/en/user`, {
    method: 'PATCH',
    headers: { 'x-token': client.token ?? '' },
    body: form,
  });
}

describe('the profile', () => {
  it('changes name (trimmed), gender and language, and refuses what is not one of them', async () => {
    const user = await makeUser(server.ctx, 'profile');
    const client = await signIn(server.url, user.email);
    const me = await client.get<UserReply>('/user');
    expect(me.body).toMatchObject({ id: user.id, email: user.email, email_verified: false, profile_picture: null });
    const changed = await client.request<UserReply>('PATCH', '/user', {
      form: { name: '  Grandma Rose  ', gender: 'girl', locale: 'ko' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      name: 'Grandma Rose',
      display_name: 'Grandma Rose',
      gender: 'girl',
      locale: 'ko',
    });
    expect((await client.get<UserReply>('/user')).body.name).toBe('Grandma Rose');
    expect((await client.request<ErrorBody>('PATCH', '/user', { form: { locale: 'xx' } })).status).toBe(422);
    expect((await client.request<ErrorBody>('PATCH', '/user', { form: { gender: 'dragon' } })).status).toBe(400);
    expect((await client.request<ErrorBody>('PATCH', '/user', { form: { name: '   ' } })).status).toBe(400);
  });

  it('keeps a phone number in E.164, reading one without "+" as Chinese (+86), refusing what cannot be dialled', async () => {
    const f = await makeFamily(server.ctx, { grandpa: { relation: 'grandpa', permission: 'can_view' } });
    const admin = await signIn(server.url, f.admin.email);
    expect((await admin.get<UserReply>('/user')).body.phone).toBeNull();
    const local = await admin.request<UserReply>('PATCH', '/user', { form: { phone: ' 139 1234 5678 ' } });
    expect(local.status).toBe(200);
    expect(local.body.phone).toBe('+8613912345678');
    const german = await admin.request<UserReply>('PATCH', '/user', { json: { phone: '+49 30 12345678' } });
    expect(german.body.phone).toBe('+493012345678');

    for (const bad of ['12345', 'call me', '+49 1', '+1 000 000 0000']) {
      const refused = await fetch(`${server.url}/api/fr/user`, {
        method: 'PATCH',
        headers: { 'x-token': admin.token ?? '', 'content-type': 'application/json' },
        body: JSON.stringify({ phone: bad }),
      });
      expect(refused.status, bad).toBe(422);
      const body = (await refused.json()) as ErrorBody;
      expect(body.error.code, bad).toBe('invalid_phone');
      expect(body.error.message, bad).toContain('numéro de téléphone');
    }
    expect((await admin.request<ErrorBody>('PATCH', '/user', { json: { phone: '1'.repeat(41) } })).status).toBe(400);
    // A refused number leaves the stored one as it was.
    expect((await admin.get<UserReply>('/user')).body.phone).toBe('+493012345678');

    // It is the user's own: a relative reading their family sees no phone number anywhere.
    const grandpa = await signIn(server.url, f.members.grandpa?.email ?? '');
    for (const path of [
      '/family_relations',
      `/family_relations/user_info?user_id=${f.admin.id}&baby_id=${f.baby.id}`,
    ]) {
      const seen = await grandpa.get(path);
      expect(seen.status, path).toBe(200);
      expect(JSON.stringify(seen.body), path).not.toContain('12345678');
    }

    const cleared = await admin.request<UserReply>('PATCH', '/user', { form: { phone: '' } });
    expect(cleared.body.phone).toBeNull();
  });

  it('takes a profile picture that the family sees and strangers do not', async () => {
    const f = await makeFamily(server.ctx, { grandpa: { relation: 'grandpa', permission: 'can_view' } });
    const admin = await signIn(server.url, f.admin.email);
    const reply = await patchPicture(admin, fixture('photo-exif-gps.jpg'), { name: 'Mom' });
    expect(reply.status).toBe(200);
    const body = (await reply.json()) as UserReply;
    expect(body.name).toBe('Mom');
    expect(body.profile_picture).toMatch(new RegExp(`^/media/users/${f.admin.id}/profile\\?v=\\d+$`));
    const url = body.profile_picture ?? '';
    const own = await fetch(server.url + url, { headers: { 'x-token': admin.token ?? '' } });
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('image/jpeg');
    const grandpa = await signIn(server.url, f.members.grandpa?.email ?? '');
    expect((await fetch(server.url + url, { headers: { 'x-token': grandpa.token ?? '' } })).status).toBe(200);
    const stranger = await signIn(server.url, (await makeUser(server.ctx, 'stranger')).email);
    expect((await fetch(server.url + url, { headers: { 'x-token': stranger.token ?? '' } })).status).toBe(404);
    // Not a picture: refused, the old one kept.
    const bad = await patchPicture(admin, fixture('polyglot.jpg'));
    expect(bad.status).toBeGreaterThanOrEqual(400);
    expect(bad.status).toBeLessThan(500);
    expect((await admin.get<UserReply>('/user')).body.profile_picture).toBe(url);
  });
});

describe('changing the password', () => {
  it('needs the current one, and signs every other session out', async () => {
    const user = await makeUser(server.ctx, 'changer');
    const here = await signIn(server.url, user.email);
    const elsewhere = await signIn(server.url, user.email);
    const wrong = await here.request<ErrorBody>('PUT', '/user/auth', {
      form: { current_password: 'not-it-1', password: 'brandnew22' },
    });
    expect(wrong.status).toBe(403);
    expect(wrong.body.error).toEqual({ code: 'wrong_password', message: 'The password is not correct.' });
    const weak = await here.request<ErrorBody>('PUT', '/user/auth', {
      form: { current_password: PASSWORD, password: 'short1' },
    });
    expect(weak.body.error.code).toBe('invalid_password');
    expect((await elsewhere.get('/user')).status).toBe(200);

    expect(
      (await here.request('PUT', '/user/auth', { form: { current_password: PASSWORD, password: ' brandnew22 ' } }))
        .status,
    ).toBe(204);
    expect((await here.get('/user')).status).toBe(200);
    expect((await elsewhere.get('/user')).status).toBe(401);
    expect(
      (
        await new Client(server.url).request('POST', '/users/sign_in.json', {
          form: { login: user.email, password: PASSWORD },
        })
      ).status,
    ).toBe(401);
    expect((await signIn(server.url, user.email, 'brandnew22')).token).toBeTruthy();
  });
});

describe('deleting the account', () => {
  it("is refused for the last Admin of a baby with other members, and keeps a member's posts when they leave", async () => {
    const f = await makeFamily(server.ctx, { aunt: { relation: 'family', permission: 'can_upload' } });
    const admin = await signIn(server.url, f.admin.email);
    const aunt = await signIn(server.url, f.members.aunt?.email ?? '');
    const posted = await uploadPicture(aunt, f.baby.id, fixture('photo-exif-gps.jpg'));
    expect(posted.status).toBe(201);

    const refused = await admin.request<ErrorBody>('DELETE', `/user?password=${encodeURIComponent(PASSWORD)}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toEqual({
      code: 'last_admin_of_family',
      message:
        'You are the only Admin of Mia, whose family has other members. Make someone else Admin first, then delete your account.',
    });
    expect((await aunt.request<ErrorBody>('DELETE', '/user?password=wrong-one-1')).status).toBe(403);
    expect((await aunt.request<ErrorBody>('DELETE', '/user')).status).toBe(403);

    expect((await aunt.request('PATCH', '/user', { form: { phone: '13912345678' } })).status).toBe(200);
    expect((await aunt.request('DELETE', `/user?password=${encodeURIComponent(PASSWORD)}`)).status).toBe(204);
    expect((await aunt.get('/user')).status).toBe(401);
    // Her row stays for what she posted, without what was hers alone.
    expect(await server.ctx.repos.users.findById(f.members.aunt?.id ?? 0)).toMatchObject({ phone: null, name: '' });
    const auntEmail = f.members.aunt?.email ?? '';
    expect(
      (
        await new Client(server.url).request('POST', '/users/sign_in.json', {
          form: { login: auntEmail, password: PASSWORD },
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await new Client(server.url).get<{ available: boolean }>(
          `/users/login_available?login=${encodeURIComponent(auntEmail)}`,
        )
      ).body.available,
    ).toBe(true);
    // Her photo stays in the album; the family is one smaller.
    const events = await admin.get<{ list: Array<{ moments: Array<{ id: number }> }> }>(
      `/events?baby_id=${f.baby.id}&style=best_12`,
    );
    expect(events.body.list.flatMap((e) => e.moments.map((m) => m.id))).toContain(
      (posted.body as { moment: { id: number } }).moment.id,
    );
    expect(await server.ctx.repos.family.memberCount(f.baby.id)).toBe(1);

    // Alone in the family now, the Admin may go.
    expect((await admin.request('DELETE', `/user?password=${encodeURIComponent(PASSWORD)}`)).status).toBe(204);
  });
});

describe('addresses and sign-up', () => {
  it('says whether an address is free', async () => {
    const user = await makeUser(server.ctx, 'taken');
    const anonymous = new Client(server.url);
    expect(
      (
        await anonymous.get<{ available: boolean }>(
          `/users/login_available?login=${encodeURIComponent(user.email.toUpperCase())}`,
        )
      ).body,
    ).toEqual({ available: false });
    expect(
      (await anonymous.get<{ available: boolean }>(`/users/login_available?login=${uniqueEmail('free')}`)).body,
    ).toEqual({ available: true });
    expect((await anonymous.get<{ available: boolean }>('/users/login_available?login=not-an-address')).body).toEqual({
      available: false,
    });
    expect((await anonymous.get('/users/login_available')).status).toBe(400);
  });

  it('answers at most 30 address questions an hour per client, even in one parallel burst', async () => {
    const ask = (from: string) =>
      requestFrom(from, `${server.url}/api/en/users/login_available?login=${uniqueEmail('sweep')}`, { method: 'GET' });
    const got = (await Promise.all(Array.from({ length: 40 }, () => ask('127.0.4.1')))).map((r) => r.status);
    expect(
      got.filter((s) => s === 200),
      JSON.stringify(got),
    ).toHaveLength(30);
    expect(
      got.filter((s) => s === 429),
      JSON.stringify(got),
    ).toHaveLength(10);
    expect((await ask('127.0.4.2')).status).toBe(200);
  });

  it('mails a verification link after sign-up that works once', async () => {
    const email = uniqueEmail('joiner');
    const made = await new Client(server.url, null, 'fr').request<{ auth_token: string; user: UserReply }>(
      'POST',
      '/users',
      { form: { email, password: 'abcdefg1', name: 'Joiner' } },
    );
    expect(made.status).toBe(201);
    expect(made.body.user.email_verified).toBe(false);
    const mail = mailed.mails.findLast((m) => m.to.includes(email));
    const token = /\/verify_email\?token=([A-Za-z0-9_-]{20,})/.exec(mailText(mail?.raw ?? ''))?.[1] ?? '';
    expect(mailText(mail?.raw ?? '')).toContain('Bienvenue sur Sprout');
    const anonymous = new Client(server.url);
    expect((await anonymous.request('POST', '/verify_email', { form: { token } })).status).toBe(204);
    const again = await anonymous.request<ErrorBody>('POST', '/verify_email', { form: { token } });
    expect(again.status).toBe(404);
    expect(again.body.error.code).toBe('verify_link_invalid');
    const client = new Client(server.url, made.body.auth_token);
    expect((await client.get<UserReply>('/user')).body.email_verified).toBe(true);
    // A new link can be asked for from the profile.
    expect((await client.request('POST', '/user/verify_email')).status).toBe(204);
  });
});

describe('sign-up closed (SIGNUP unset)', () => {
  let closed: TestServer;
  beforeAll(async () => {
    const env = await makeTestEnv();
    delete env.env.SIGNUP;
    closed = await startServer(env);
  });
  afterAll(async () => {
    await closed.close();
  });

  it('refuses POST /users with a message that points to invitations, and makes no account', async () => {
    const email = uniqueEmail('closed');
    const reply = await new Client(closed.url).request<ErrorBody>('POST', '/users', {
      form: { email, password: 'abcdefg1' },
    });
    expect(reply.status).toBe(403);
    expect(reply.body.error).toEqual({
      code: 'signup_closed',
      message: "New accounts are created from an invitation. Ask the family's Admin to invite you.",
    });
    expect(await closed.ctx.repos.users.findByEmail(email)).toBeUndefined();
  });

  it('tells the web app to keep the notices', async () => {
    expect((await new Client(closed.url).get('/users/signup')).body).toEqual({ mode: 'invite' });
    expect((await new Client(server.url).get('/users/signup')).body).toEqual({ mode: 'open' });
  });
});
