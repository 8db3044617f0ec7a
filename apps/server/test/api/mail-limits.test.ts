import { beforeAll, describe, expect, it } from 'vitest';
import type { InvitationReply } from '@sprout/shared';
import { signIn } from '../helpers/http.js';
import { makeFamily, makeUser, PASSWORD, uniqueEmail } from '../helpers/family.js';
import { serverWithSmtp } from '../helpers/mail-server.js';
import type { TestServer } from '../helpers/server.js';
import { mailSubject, mailText } from '../helpers/smtp.js';

const mailed = serverWithSmtp();
let server: TestServer;
beforeAll(() => {
  server = mailed.server;
});

const statuses = (replies: { status: number }[]) => replies.map((r) => r.status);
const count = (list: number[], status: number) => list.filter((s) => s === status).length;

describe('mail a user can make Sprout send', () => {
  it('limits invitations per user, even in one parallel burst', async () => {
    const f = await makeFamily(server.ctx);
    const admin = await signIn(server.url, f.admin.email);
    const replies = await Promise.all(
      Array.from({ length: 40 }, () =>
        admin.post<{ error: { code: string; message: string } }>('/family_invitations', {
          email: uniqueEmail('burst'),
          babies: [{ id: f.baby.id }],
        }),
      ),
    );
    const got = statuses(replies);
    expect(count(got, 201)).toBe(20);
    expect(count(got, 429)).toBe(20);
    expect(replies.find((r) => r.status === 429)?.body.error).toEqual({
      code: 'too_fast',
      message: 'That was too quick. Please wait a moment and try again.',
    });
    // Nothing was written for a refused invitation.
    const rows = await server.ctx.db.kysely
      .selectFrom('family_invitations')
      .select('id')
      .where('inviter_id', '=', f.admin.id)
      .execute();
    expect(rows).toHaveLength(20);
  });

  it('limits mail per baby across its Admins', async () => {
    const f = await makeFamily(server.ctx, { dad: { relation: 'dad', permission: 'can_manage' } });
    const mom = await signIn(server.url, f.admin.email);
    const dad = await signIn(server.url, f.members.dad?.email ?? '');
    const invite = (client: typeof mom) =>
      client.post('/family_invitations', { email: uniqueEmail('baby'), babies: [{ id: f.baby.id }] });
    const first = statuses(await Promise.all(Array.from({ length: 20 }, () => invite(mom))));
    expect(count(first, 201)).toBe(20);
    const second = statuses(await Promise.all(Array.from({ length: 20 }, () => invite(dad))));
    expect(count(second, 201)).toBe(10);
    expect(count(second, 429)).toBe(10);
  });

  it('counts resending an invitation to a changed address (mailbox_edit) too', async () => {
    const f = await makeFamily(server.ctx);
    const admin = await signIn(server.url, f.admin.email);
    const invited = await admin.post<InvitationReply>('/family_invitations', {
      email: uniqueEmail('pending'),
      babies: [{ id: f.baby.id }],
    });
    expect(invited.status).toBe(201);
    const got = statuses(
      await Promise.all(
        Array.from({ length: 30 }, () =>
          admin.post('/family_relations/mailbox_edit', { id: invited.body.id, email: uniqueEmail('moved') }),
        ),
      ),
    );
    expect(count(got, 200)).toBe(19);
    expect(count(got, 429)).toBe(11);
  });

  it('limits verification and address-change mails per user, even in one parallel burst', async () => {
    const user = await makeUser(server.ctx, 'resender');
    const client = await signIn(server.url, user.email);
    const verifies = statuses(
      await Promise.all(Array.from({ length: 12 }, () => client.request('POST', '/user/verify_email'))),
    );
    expect(count(verifies, 204), JSON.stringify(verifies)).toBe(5);
    expect(count(verifies, 429), JSON.stringify(verifies)).toBe(7);
    expect(mailed.mails.filter((m) => m.to.includes(user.email))).toHaveLength(5);

    const targets = Array.from({ length: 12 }, () => uniqueEmail('moved-to'));
    const changes = statuses(
      await Promise.all(
        targets.map((email) => client.request('PUT', '/user/email', { form: { email, current_password: PASSWORD } })),
      ),
    );
    expect(count(changes, 202), JSON.stringify(changes)).toBe(5);
    expect(count(changes, 429), JSON.stringify(changes)).toBe(7);
    // Each change mails the new address and tells the old one: 5 of each, no more.
    expect(mailed.mails.filter((m) => targets.some((email) => m.to.includes(email)))).toHaveLength(5);
    expect(mailed.mails.filter((m) => m.to.includes(user.email))).toHaveLength(10);
  });

  it('never puts text a user typed in a mail subject', async () => {
    const spam = 'CHEAP PILLS at spam.example';
    const inviter = await server.ctx.services.users.create({
      email: uniqueEmail('spammer'),
      password: PASSWORD,
      name: spam.slice(0, 27),
    });
    const baby = await server.ctx.services.babies.create(inviter, {
      name: 'WIN NOW spam.example',
      birthday: '2025-09-01',
      gender: 'girl',
      relation: 'mom',
    });
    const client = await signIn(server.url, inviter.email);
    const stranger = uniqueEmail('victim');
    const existing = await makeUser(server.ctx, 'existing');
    for (const email of [stranger, existing.email]) {
      const reply = await client.post('/family_invitations', {
        email,
        relation: 'custom',
        relation_name: 'visit spam.example now',
        babies: [{ id: baby.id }],
      });
      expect(reply.status).toBe(201);
    }
    await server.ctx.worker.drain();
    const [invitedMail] = mailed.mails.filter((m) => m.to.includes(stranger));
    const [addedMail] = mailed.mails.filter((m) => m.to.includes(existing.email));
    expect(mailSubject(invitedMail?.raw ?? '')).toBe('You are invited to a family album on Sprout');
    // An existing account is invited by the same link mail (it joins only by following the link).
    expect(mailSubject(addedMail?.raw ?? '')).toBe('You are invited to a family album on Sprout');
    for (const mail of [invitedMail, addedMail]) {
      expect(mailSubject(mail?.raw ?? '')).not.toMatch(/spam|PILLS|WIN/i);
      // The body may still say who invited them to which album.
      expect(mailText(mail?.raw ?? '')).toContain('WIN NOW spam.example');
    }
  });
});
