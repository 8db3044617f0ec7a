import { beforeAll, describe, expect, it } from 'vitest';
import type { UserReply } from '@sprout/shared';
import { Client, signIn } from '../helpers/http.js';
import { makeUser, PASSWORD, uniqueEmail } from '../helpers/family.js';
import { serverWithSmtp } from '../helpers/mail-server.js';
import type { TestServer } from '../helpers/server.js';
import { mailSubject, mailText } from '../helpers/smtp.js';

const mailed = serverWithSmtp();
let server: TestServer;
beforeAll(() => {
  server = mailed.server;
});

type ErrorBody = { error: { code: string; message: string } };

function mailTo(email: string) {
  return mailed.mails.findLast((m) => m.to.includes(email));
}

function changeLink(email: string): string {
  return /\/email\/confirm\?token=([A-Za-z0-9_-]{20,})/.exec(mailText(mailTo(email)?.raw ?? ''))?.[1] ?? '';
}

function confirm(token: string) {
  return new Client(server.url).request<ErrorBody>('POST', '/email_change', { form: { token } });
}

describe('changing the email address', () => {
  it('needs the password, mails the new address a link, tells the old one, and changes only when the link is opened', async () => {
    const user = await makeUser(server.ctx, 'mover');
    const client = await signIn(server.url, user.email);
    const next = uniqueEmail('moved');

    const wrong = await client.request<ErrorBody>('PUT', '/user/email', {
      form: { email: next, current_password: 'not-it-123' },
    });
    expect(wrong.status).toBe(403);
    expect(wrong.body.error.code).toBe('wrong_password');
    expect(mailTo(next)).toBeUndefined();

    expect(
      (
        await client.request('PUT', '/user/email', {
          form: { email: `  ${next.toUpperCase()} `, current_password: PASSWORD },
        })
      ).status,
    ).toBe(202);
    expect(mailSubject(mailTo(next)?.raw ?? '')).toBe('Confirm your new email address for Sprout');
    expect(mailText(mailTo(user.email)?.raw ?? '')).toContain(`change its email address to ${next}`);
    // Nothing changed yet: the old address still signs in.
    expect((await client.get<UserReply>('/user')).body.email).toBe(user.email);

    const token = changeLink(next);
    expect((await confirm(token)).status).toBe(204);
    const after = await client.get<UserReply>('/user');
    expect(after.body).toMatchObject({ email: next, email_verified: true });
    expect((await signIn(server.url, next)).token).toBeTruthy();
    const old = await new Client(server.url).request('POST', '/users/sign_in.json', {
      form: { login: user.email, password: PASSWORD },
    });
    expect(old.status).toBe(401);

    // The link works once.
    const again = await confirm(token);
    expect(again.status).toBe(404);
    expect(again.body.error.code).toBe('email_change_invalid');
  });

  it('cannot take an address that has an account, asked for or taken meanwhile', async () => {
    const user = await makeUser(server.ctx, 'hijacker');
    const victim = await makeUser(server.ctx, 'owner');
    const client = await signIn(server.url, user.email);
    const taken = await client.request<ErrorBody>('PUT', '/user/email', {
      form: { email: victim.email, current_password: PASSWORD },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.error.code).toBe('email_taken');
    expect(mailTo(victim.email)).toBeUndefined();

    const wanted = uniqueEmail('contested');
    expect(
      (await client.request('PUT', '/user/email', { form: { email: wanted, current_password: PASSWORD } })).status,
    ).toBe(202);
    const token = changeLink(wanted);
    await server.ctx.services.users.create({ email: wanted, password: PASSWORD });
    const late = await confirm(token);
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe('email_taken');
    expect((await client.get<UserReply>('/user')).body.email).toBe(user.email);
  });

  it('a newer request or a new password ends the pending link; the same address is refused', async () => {
    const user = await makeUser(server.ctx, 'changer');
    const client = await signIn(server.url, user.email);
    const same = await client.request<ErrorBody>('PUT', '/user/email', {
      form: { email: user.email, current_password: PASSWORD },
    });
    expect(same.status).toBe(422);
    expect(same.body.error.code).toBe('email_unchanged');

    const first = uniqueEmail('first');
    const second = uniqueEmail('second');
    await client.request('PUT', '/user/email', { form: { email: first, current_password: PASSWORD } });
    const firstToken = changeLink(first);
    await client.request('PUT', '/user/email', { form: { email: second, current_password: PASSWORD } });
    expect((await confirm(firstToken)).status).toBe(404);

    // The notice mail says a new password ends a change the owner did not ask for.
    const secondToken = changeLink(second);
    expect(
      (await client.request('PUT', '/user/auth', { form: { current_password: PASSWORD, password: 'another-pass-9' } }))
        .status,
    ).toBe(204);
    expect((await confirm(secondToken)).status).toBe(404);
    expect((await client.get<UserReply>('/user')).body.email).toBe(user.email);
  });

  it("mails in the user's language", async () => {
    const user = await makeUser(server.ctx, 'korean');
    await server.ctx.repos.users.update(user.id, { locale: 'ko' }, Math.floor(Date.now() / 1000));
    const client = await signIn(server.url, user.email);
    const next = uniqueEmail('ko');
    expect(
      (await client.request('PUT', '/user/email', { form: { email: next, current_password: PASSWORD } })).status,
    ).toBe(202);
    expect(mailSubject(mailTo(next)?.raw ?? '')).toBe('Sprout 새 이메일 주소 확인');
    expect(mailSubject(mailTo(user.email)?.raw ?? '')).toBe('Sprout 이메일 주소 변경 요청');
  });
});
