import { simpleParser, type ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowSeconds } from '../../src/util/time.js';
import { makeFamily, PASSWORD } from '../helpers/family.js';
import { signIn, type Client } from '../helpers/http.js';
import { makeTestEnv, startServer, type TestServer } from '../helpers/server.js';
import { startSmtp } from '../helpers/smtp.js';
import { fixture, uploadPicture } from '../helpers/upload.js';

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let env: Awaited<ReturnType<typeof makeTestEnv>>;
let server: TestServer;
beforeAll(async () => {
  smtp = await startSmtp();
  env = await makeTestEnv();
  env.env.SMTP_URL = smtp.url;
  server = await startServer(env);
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

const mailsTo = (address: string) => smtp.mails.filter((m) => m.to.includes(address));
// skipImageLinks: keep the html's cid: references as sent (mailparser would inline them as data: URLs).
const parse = (raw: string): Promise<ParsedMail> => simpleParser(raw, { skipImageLinks: true });

async function scene() {
  const f = await makeFamily(server.ctx, {
    grandma: { relation: 'grandma', permission: 'can_view' },
    friend: { relation: 'friend', permission: 'can_view' },
  });
  const mom = await signIn(server.url, f.admin.email, PASSWORD);
  const grandma = await signIn(server.url, f.members.grandma?.email ?? '', PASSWORD);
  return { ...f, mom, grandma, grandmaUser: f.members.grandma!, friendUser: f.members.friend! };
}

/** A digest covers whole seconds up to the last complete one: waits for the next, so what was just added is in it. */
async function nextSecond() {
  const second = nowSeconds();
  while (nowSeconds() === second) await new Promise((resolve) => setTimeout(resolve, 20));
}

async function daily(client: Client, babyId: number) {
  expect(
    (
      await client.put('/notification_settings', {
        time_zone: 'Europe/Berlin',
        babies: [{ baby_id: babyId, digest: 'daily' }],
      })
    ).status,
  ).toBe(200);
}

describe('e-mail digests', () => {
  it('mail what is new and visible to each member, once per period, with a one-click unsubscribe', async () => {
    const s = await scene();
    await daily(s.grandma, s.baby.id);
    const friend = await signIn(server.url, s.friendUser.email, PASSWORD);
    await daily(friend, s.baby.id);
    // Members join a little before the photos: a first digest looks back one period from now.
    const taken = { taken_at_gmt: nowSeconds() - 3600, time_zone_offset: 0 };
    for (const privacy of ['family_and_relatives', 'family_and_relatives', 'family_only'])
      await uploadPicture(s.mom, s.baby.id, fixture('photo-exif-gps.jpg'), { privacy, ...taken });
    await s.mom.put('/moments/finish', { baby_id: s.baby.id });
    await server.ctx.worker.drain();
    await nextSecond();
    const { digests } = server.ctx.services;
    const period = `d:${new Date().toISOString().slice(0, 10)}`;
    const job = { userId: s.grandmaUser.id, babyId: s.baby.id, period, at: nowSeconds() };
    // The job run twice at once (two workers), then again: one mail.
    const outcomes = await Promise.all([digests.send(job), digests.send(job)]);
    expect(outcomes.sort()).toEqual(['mailed', 'skipped']);
    expect(await digests.send(job)).toBe('skipped');
    await digests.send({ ...job, userId: s.friendUser.id });
    await server.ctx.worker.drain();
    expect(mailsTo(s.grandmaUser.email)).toHaveLength(1);

    const mail = await parse(mailsTo(s.grandmaUser.email)[0]?.raw ?? '');
    expect(mail.subject).toBe('New in your family album on Sprout');
    expect(mail.text).toContain('admin added 3 photos');
    expect(mail.html).toContain('New in Mia&#39;s album');
    // Thumbnails are embedded images made for her, never public URLs.
    const images = mail.attachments.filter((a) => a.contentType === 'image/jpeg');
    expect(images).toHaveLength(3);
    for (const image of images) {
      expect(image.contentDisposition).toBe('inline');
      expect(mail.html).toContain(`cid:${image.cid}`);
      expect(image.content.subarray(0, 2).toString('hex')).toBe('ffd8');
    }
    expect(String(mail.html)).not.toMatch(/\/media\//);
    // The header lines as sent (mailparser folds List-* headers into its own `list` structure).
    const header = (name: string) =>
      mail.headerLines
        .find((h) => h.key === name)
        ?.line.replace(/^[^:]+:\s*/, '')
        .replace(/\r?\n\s+/g, ' ') ?? '';
    const unsubscribe = header('list-unsubscribe');
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const url = /<([^>]+)>/.exec(unsubscribe)?.[1] ?? '';
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/en\/unsubscribe\/[\w-]{20,}$/);
    // The friend is not close family: the family-only photo is not in her mail.
    const friendMail = await parse(mailsTo(s.friendUser.email)[0]?.raw ?? '');
    expect(friendMail.text).toContain('admin added 2 photos');
    expect(friendMail.attachments.filter((a) => a.contentType === 'image/jpeg')).toHaveLength(2);

    // One click, no sign-in (RFC 8058): that member's digest of that baby is off, and nothing else.
    const click = () =>
      fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
    expect((await click()).status).toBe(200);
    const again = await click();
    expect(again.status).toBe(410);
    expect(((await again.json()) as { error: { code: string } }).error.code).toBe('unsubscribe_used');
    const settings = await s.grandma.get<{ babies: Array<{ digest: string; push_uploads: boolean }> }>(
      '/notification_settings',
    );
    expect(settings.body.babies[0]).toMatchObject({ digest: 'none', push_uploads: true });
    const friendSettings = await friend.get<{ babies: Array<{ digest: string }> }>('/notification_settings');
    expect(friendSettings.body.babies[0]?.digest).toBe('daily');
    expect((await fetch(url.replace(/[\w-]+$/, 'x'.repeat(43)), { method: 'POST' })).status).toBe(404);
    // Turned off: the next day's digest is not sent.
    expect(await digests.send({ ...job, period: 'd:2099-01-01' })).toBe('skipped');
  });

  it('sends no mail when nothing is new, and keeps the period from being tried again', async () => {
    const s = await scene();
    await daily(s.grandma, s.baby.id);
    // Only a private photo: nothing new that she may see.
    await uploadPicture(s.mom, s.baby.id, fixture('photo-exif-gps.jpg'), {
      privacy: 'private',
      taken_at_gmt: nowSeconds() - 60,
    });
    await s.mom.put('/moments/finish', { baby_id: s.baby.id });
    await server.ctx.worker.drain();
    const job = { userId: s.grandmaUser.id, babyId: s.baby.id, period: 'd:2030-01-02', at: nowSeconds() };
    expect(await server.ctx.services.digests.send(job)).toBe('empty');
    expect(await server.ctx.services.digests.send(job)).toBe('skipped');
    await server.ctx.worker.drain();
    expect(mailsTo(s.grandmaUser.email)).toEqual([]);
  });

  it('plans digests at the morning hour of each member, weekly by default, and never twice', async () => {
    const s = await scene();
    await s.grandma.put('/notification_settings', { time_zone: 'Asia/Tokyo' });
    const { digests } = server.ctx.services;
    // A Sunday 09:30 in Tokyo is 00:30 UTC: her weekly digest is due; a Saturday is not.
    const sunday = Date.UTC(2030, 0, 6, 0, 30) / 1000;
    const due = await server.ctx.repos.jobs.pendingCount(Number.MAX_SAFE_INTEGER);
    expect(await digests.plan(sunday - 86_400)).toBeGreaterThanOrEqual(0);
    const planned = await digests.plan(sunday);
    expect(planned).toBeGreaterThan(0);
    const queued = await server.ctx.db.kysely
      .selectFrom('jobs')
      .select('payload')
      .where('kind', '=', 'digest.send')
      .where('status', '=', 'queued')
      .execute();
    const mine = queued
      .map((j) => JSON.parse(j.payload) as { userId: number; period: string })
      .filter((p) => p.userId === s.grandmaUser.id);
    expect(mine.map((p) => p.period)).toEqual(['w:2030-W01']);
    // Planned again: the same job (its dedupe key), not a second one.
    await digests.plan(sunday + 900);
    expect(await server.ctx.repos.jobs.pendingCount(Number.MAX_SAFE_INTEGER)).toBeGreaterThan(due);
    const after = await server.ctx.db.kysely
      .selectFrom('jobs')
      .select('payload')
      .where('kind', '=', 'digest.send')
      .execute();
    expect(after.filter((j) => j.payload.includes(`"userId":${s.grandmaUser.id},`))).toHaveLength(1);
  });

  it('survives a server killed between claiming a digest and sending it: the mail goes once', async () => {
    const s = await scene();
    await daily(s.grandma, s.baby.id);
    await uploadPicture(s.mom, s.baby.id, fixture('photo-exif-gps.jpg'), { taken_at_gmt: nowSeconds() - 60 });
    await s.mom.put('/moments/finish', { baby_id: s.baby.id });
    await server.ctx.worker.drain();
    await nextSecond();
    const job = { userId: s.grandmaUser.id, babyId: s.baby.id, period: 'd:2031-03-03', at: nowSeconds() };
    // Claimed, and its mail queued in the same transaction; then the process dies before the mail job runs.
    expect(await server.ctx.services.digests.send(job)).toBe('mailed');
    await server.stop();
    server = await startServer(env);
    // The restarted server runs the digest job again (its lease ran out) and then the queued mail.
    expect(await server.ctx.services.digests.send(job)).toBe('skipped');
    await server.ctx.worker.drain();
    expect(mailsTo(s.grandmaUser.email)).toHaveLength(1);
  });

  it('is off for everyone when the operator says DIGESTS=off', async () => {
    const offEnv = await makeTestEnv();
    offEnv.env.SMTP_URL = smtp.url;
    offEnv.env.DIGESTS = 'off';
    const off = await startServer(offEnv);
    try {
      const f = await makeFamily(off.ctx, { grandma: { relation: 'grandma', permission: 'can_view' } });
      expect(await off.ctx.services.digests.plan(Date.UTC(2030, 0, 6, 12) / 1000)).toBe(0);
      expect(
        await off.ctx.services.digests.send({
          userId: f.members.grandma!.id,
          babyId: f.baby.id,
          period: 'w:2030-W01',
          at: 0,
        }),
      ).toBe('skipped');
    } finally {
      await off.close();
    }
  });
});
