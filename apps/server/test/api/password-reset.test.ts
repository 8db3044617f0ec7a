import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESET_ANSWER_MS } from '../../src/services/password.service.js';
import { Client, signIn } from '../helpers/http.js';
import { makeUser, PASSWORD, uniqueEmail } from '../helpers/family.js';
import { requestFrom, signInFrom } from '../helpers/from-address.js';
import { serverWithSmtp } from '../helpers/mail-server.js';
import { makeTestEnv, startServer, type TestServer } from '../helpers/server.js';
import { mailSubject, mailText } from '../helpers/smtp.js';

const mailed = serverWithSmtp();
let server: TestServer;
beforeAll(() => {
  server = mailed.server;
});

let nextAddress = 10;
/** Each test asks from its own loopback address, so the per-client limit of one test leaves the others alone. */
function freshAddress(): string {
  nextAddress += 1;
  return `127.0.3.${nextAddress}`;
}

function askReset(from: string, email: string, locale = 'en') {
  return requestFrom(from, `${server.url}/api/${locale}/users/password`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email }).toString(),
  });
}

function setPassword(token: string, password: string) {
  return new Client(server.url).request<{ error: { code: string; message: string } }>('PUT', '/users/password', {
    form: { reset_password_token: token, password },
  });
}

/** The token of the newest reset mail to `email`. */
function resetToken(email: string): string {
  const mail = [...mailed.mails].reverse().find((m) => m.to.includes(email));
  return /\/password\/set\?token=([A-Za-z0-9_-]{20,})/.exec(mailText(mail?.raw ?? ''))?.[1] ?? '';
}

describe('password reset', () => {
  it("mails a link in the user's language that sets a new password once and signs every session out", async () => {
    const user = await makeUser(server.ctx, 'forgetful');
    await server.ctx.repos.users.update(user.id, { locale: 'ko' }, Math.floor(Date.now() / 1000));
    const phone = await signIn(server.url, user.email);
    const laptop = await signIn(server.url, user.email);
    const asked = await askReset(freshAddress(), `  ${user.email.toUpperCase()} `);
    expect(asked.status).toBe(204);
    const mail = mailed.mails.findLast((m) => m.to.includes(user.email));
    expect(mailSubject(mail?.raw ?? '')).toBe('Sprout 새 비밀번호 설정');
    expect(mailText(mail?.raw ?? '')).toContain(`${server.url}/password/set?token=`);
    const token = resetToken(user.email);

    expect((await setPassword(token, '  newpass99  ')).status).toBe(204);
    expect((await phone.get('/user')).status).toBe(401);
    expect((await laptop.get('/user')).status).toBe(401);
    expect((await signInFrom('127.0.3.200', server.url, user.email, PASSWORD)).status).toBe(401);
    // Trimmed, as the spec says for a password that is set.
    expect((await signInFrom('127.0.3.201', server.url, user.email, 'newpass99')).status).toBe(200);
    // The mailbox answered, so the address counts as verified.
    expect((await signIn(server.url, user.email, 'newpass99')).token).toBeTruthy();
    expect(
      (await (await signIn(server.url, user.email, 'newpass99')).get<{ email_verified: boolean }>('/user')).body
        .email_verified,
    ).toBe(true);

    const again = await setPassword(token, 'another99');
    expect(again.status).toBe(404);
    expect(again.body.error).toEqual({
      code: 'reset_link_invalid',
      message:
        'This password link is not valid any more: it was already used. Ask for a new one from the sign-in page.',
    });
  });

  it('lets one of two racing uses of a link through', async () => {
    const user = await makeUser(server.ctx, 'racer');
    expect((await askReset(freshAddress(), user.email)).status).toBe(204);
    const token = resetToken(user.email);
    const replies = await Promise.all([setPassword(token, 'first999a'), setPassword(token, 'second99a')]);
    expect(replies.map((r) => r.status).sort()).toEqual([204, 404]);
  });

  it('refuses an expired link, and a weak password without spending the link', async () => {
    const user = await makeUser(server.ctx, 'late');
    expect((await askReset(freshAddress(), user.email)).status).toBe(204);
    const token = resetToken(user.email);
    const weak = await setPassword(token, 'onlyletters');
    expect(weak.status).toBe(422);
    expect(weak.body.error.code).toBe('invalid_password');
    await server.ctx.db.kysely
      .updateTable('user_tokens')
      .set({ expires_at: Math.floor(Date.now() / 1000) - 1 })
      .where('user_id', '=', user.id)
      .execute();
    const expired = await setPassword(token, 'goodpass1');
    expect(expired.status).toBe(410);
    expect(expired.body.error.message).toBe(
      'This password link has expired (links work for 1 hour). Ask for a new one.',
    );
    expect((await signInFrom('127.0.3.202', server.url, user.email, PASSWORD)).status).toBe(200);
  });

  it("changes only the link owner's password, whoever uses it", async () => {
    const owner = await makeUser(server.ctx, 'owner');
    const other = await makeUser(server.ctx, 'other');
    const otherSession = await signIn(server.url, other.email);
    expect((await askReset(freshAddress(), owner.email)).status).toBe(204);
    const token = resetToken(owner.email);
    const used = await otherSession.request('PUT', '/users/password', {
      form: { reset_password_token: token, password: 'ownersnew1' },
    });
    expect(used.status).toBe(204);
    expect((await otherSession.get('/user')).status).toBe(200);
    expect((await signInFrom('127.0.3.203', server.url, other.email, PASSWORD)).status).toBe(200);
    expect((await signInFrom('127.0.3.203', server.url, owner.email, 'ownersnew1')).status).toBe(200);
    // A link is not a token for anything else: not a session, not a verification link.
    expect((await new Client(server.url, token).get('/user')).status).toBe(401);
  });

  it("answers an unknown address with the spec's message, after as long as a known one, under the same limits", async () => {
    const from = freshAddress();
    const known = await makeUser(server.ctx, 'known');
    const t0 = Date.now();
    const hit = await askReset(from, known.email);
    const knownMs = Date.now() - t0;
    const t1 = Date.now();
    const miss = await askReset(from, uniqueEmail('nobody'));
    const unknownMs = Date.now() - t1;
    expect(hit.status).toBe(204);
    expect(miss.status).toBe(404);
    expect(miss.body).toEqual({ error: { code: 'email_unknown', message: 'The email you provided does not exist.' } });
    expect(knownMs).toBeGreaterThanOrEqual(RESET_ANSWER_MS);
    expect(unknownMs).toBeGreaterThanOrEqual(RESET_ANSWER_MS);
    // The client's 10 an hour cover unknown addresses too: a sweep stops there.
    const sweep = await Promise.all(Array.from({ length: 12 }, () => askReset(from, uniqueEmail('sweep'))));
    const statuses = sweep.map((r) => r.status);
    expect(statuses.filter((s) => s === 404)).toHaveLength(8);
    expect(statuses.filter((s) => s === 429)).toHaveLength(4);
  });

  it('waits a minute before mailing the same address again', async () => {
    const user = await makeUser(server.ctx, 'impatient');
    expect((await askReset(freshAddress(), user.email)).status).toBe(204);
    const soon = await askReset(freshAddress(), user.email, 'de');
    expect(soon.status).toBe(429);
    expect(soon.body).toEqual({ error: { code: 'too_fast', message: expect.any(String) as string } });
  });
});

describe('password reset without a working mail server', () => {
  let broken: TestServer;
  beforeAll(async () => {
    const env = await makeTestEnv();
    env.env.SMTP_URL = 'smtp://127.0.0.1:9';
    broken = await startServer(env);
  });
  afterAll(async () => {
    await broken.close();
  });

  it('says the mail was not sent, and lets the user ask again at once', async () => {
    const user = await makeUser(broken.ctx, 'unlucky');
    const ask = () =>
      new Client(broken.url).request<{ error: { code: string; message: string } }>('POST', '/users/password', {
        form: { email: user.email },
      });
    const first = await ask();
    expect(first.status).toBe(503);
    expect(first.body.error).toEqual({
      code: 'mail_not_sent',
      message: 'The email could not be sent. Please send it again.',
    });
    expect((await ask()).status).toBe(503);
  });
});
