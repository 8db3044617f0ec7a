import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  CreateMomentReply,
  FeedbackListReply,
  SupportFeedbackItem,
  SupportFeedbackListReply,
  UserReply,
} from '@sprout/shared';
import { sweepOrphans } from '../../src/jobs/handlers/orphan-sweep.js';
import { FEEDBACK_LIMITS } from '../../src/services/feedback.service.js';
import { nowSeconds } from '../../src/util/time.js';
import { makeFamily, makeUser } from '../helpers/family.js';
import { requestFrom } from '../helpers/from-address.js';
import { Client, signIn } from '../helpers/http.js';
import { serverWithSmtp } from '../helpers/mail-server.js';
import type { TestServer } from '../helpers/server.js';
import { mailSubject, mailText } from '../helpers/smtp.js';
import { storedBytes } from '../helpers/stored.js';
import { fixture, uploadPicture } from '../helpers/upload.js';

const mailed = serverWithSmtp();
let server: TestServer;
let png: Buffer;
beforeAll(async () => {
  server = mailed.server;
  png = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#4a8' } })
    .png()
    .toBuffer();
});

type ErrorBody = { error: { code: string; message: string } };

/** POST /feedbacks as the web sends it: multipart, `category` empty, the screenshots as files. */
async function sendFeedback(
  client: Client,
  content: string,
  files: { bytes: Buffer; name: string; type?: string }[] = [],
  extra: Record<string, string> = {},
  route = '/feedbacks',
) {
  const form = new FormData();
  form.append('content', content);
  form.append('category', '');
  for (const [key, value] of Object.entries(extra)) form.append(key, value);
  for (const file of files)
    form.append('screenshots[]', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'image/png' }), file.name);
  const res = await fetch(`${server.url}/api/${client.locale}${route}`, {
    method: 'POST',
    headers: client.token ? { 'x-token': client.token } : {},
    body: form,
  });
  return { status: res.status, body: (await res.json()) as { id: number } & Partial<ErrorBody> };
}

async function supportClient(): Promise<Client> {
  const staff = await makeUser(server.ctx, 'support');
  await server.ctx.repos.users.setSupport(staff.email, true, nowSeconds());
  return signIn(server.url, staff.email);
}

let nextAddress = 10;
function freshAddress(): string {
  nextAddress += 1;
  return `127.0.4.${nextAddress}`;
}

function sendAnonymous(from: string, form: Record<string, string>) {
  return requestFrom(from, `${server.url}/api/en/no_login_feedbacks`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ category: '', ...form }).toString(),
  });
}

describe('feedback to support', () => {
  it('pages the history newest first with next_page, and shows each person only their own', async () => {
    const writer = await signIn(server.url, (await makeUser(server.ctx, 'writer')).email);
    const other = await signIn(server.url, (await makeUser(server.ctx, 'other')).email);
    const ids: number[] = [];
    for (let i = 1; i <= 12; i += 1) {
      const sent = await sendFeedback(writer, `Message number ${i}`);
      expect(sent.status).toBe(201);
      ids.push(sent.body.id);
    }
    const first = await writer.get<FeedbackListReply>('/feedbacks.json?page=1');
    expect(first.status).toBe(200);
    expect(first.body.list.map((f) => f.id)).toEqual(ids.slice(2).reverse());
    expect(first.body.list[0]).toMatchObject({ content: 'Message number 12', reply: null });
    expect(first.body.next_page).toBe(2);
    const second = await writer.get<FeedbackListReply>('/feedbacks.json?page=2');
    expect(second.body.list.map((f) => f.id)).toEqual([ids[1], ids[0]]);
    expect(second.body.next_page).toBeNull();
    expect((await other.get<FeedbackListReply>('/feedbacks.json')).body).toEqual({ list: [], next_page: null });
    expect((await writer.get<ErrorBody>('/feedbacks.json?page=0')).status).toBe(400);
    expect((await new Client(server.url).get('/feedbacks.json')).status).toBe(401);
  });

  it('keeps a feedback holding [ignore] but does not list it to its writer', async () => {
    const writer = await signIn(server.url, (await makeUser(server.ctx, 'tester')).email);
    const kept = await sendFeedback(writer, 'Shown to me');
    const hidden = await sendFeedback(writer, 'A probe from monitoring [ignore]');
    expect(hidden.status).toBe(201);
    const list = await writer.get<FeedbackListReply>('/feedbacks.json');
    expect(list.body.list.map((f) => f.id)).toEqual([kept.body.id]);
    const staff = await supportClient();
    const one = await staff.get<SupportFeedbackItem>(`/support/feedbacks/${hidden.body.id}`);
    expect(one.body).toMatchObject({ content: 'A probe from monitoring [ignore]', ignored: true });
  });

  it('takes up to three screenshots, refuses a fourth and anything that is not a picture by its content', async () => {
    const writer = await signIn(server.url, (await makeUser(server.ctx, 'shots')).email);
    const shot = (name: string) => ({ bytes: png, name });
    const three = await sendFeedback(writer, 'Three pictures', [shot('a.png'), shot('b.png'), shot('c.png')]);
    expect(three.status).toBe(201);
    const four = await sendFeedback(writer, 'Four pictures', [
      shot('a.png'),
      shot('b.png'),
      shot('c.png'),
      shot('d.png'),
    ]);
    expect(four.status).toBe(422);
    expect(four.body.error).toEqual({
      code: 'too_many_screenshots',
      message: 'Up to three screenshots can be sent with one message.',
    });
    for (const bad of ['text-named.jpg', 'polyglot.jpg', 'script.svg', 'empty.jpg']) {
      const refused = await sendFeedback(writer, `Bad ${bad}`, [
        shot('ok.png'),
        { bytes: fixture(bad), name: bad, type: 'image/jpeg' },
      ]);
      expect(refused.status, bad).toBe(422);
      expect(refused.body.error?.code, bad).toBe('620');
    }
    // Nothing refused was kept.
    const list = await writer.get<FeedbackListReply>('/feedbacks.json');
    expect(list.body.list.map((f) => f.content)).toEqual(['Three pictures']);

    const staff = await supportClient();
    const one = await staff.get<SupportFeedbackItem>(`/support/feedbacks/${three.body.id}`);
    expect(one.body.screenshots).toHaveLength(3);
    expect(one.body.screenshots[0]).toMatchObject({ width: 640, height: 400 });
    const url = one.body.screenshots[0]!.url;
    const bySupport = await staff.get(url);
    expect(bySupport.status).toBe(200);
    expect(bySupport.headers.get('content-type')).toBe('image/jpeg');
    expect((await writer.get(url)).status).toBe(200);
    const stranger = await signIn(server.url, (await makeUser(server.ctx, 'stranger')).email);
    expect((await stranger.get(url)).status).toBe(404);
  });

  it('sweeps screenshots a cut-short send stored without its row, and keeps those a feedback references', async () => {
    const writer = await signIn(server.url, (await makeUser(server.ctx, 'sweeper')).email);
    const sent = await sendFeedback(writer, 'Kept with its picture', [{ bytes: png, name: 'kept.png' }]);
    const [kept] = await server.ctx.repos.feedbacks.screenshotsOf([sent.body.id]);
    const stored = storedBytes(server);
    await stored.ageObject(kept!.storage_key, 2 * 3600);
    const lost = `feedback/${randomUUID()}.jpg`;
    const fresh = `feedback/${randomUUID()}.jpg`;
    await stored.placeObject(lost, png, 2 * 3600);
    await stored.placeObject(fresh, png, 60);
    const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
    const report = await sweepOrphans({
      orphans: server.ctx.repos.orphans,
      moments: server.ctx.repos.moments,
      storage: server.ctx.storage,
      uploads: server.ctx.uploads,
      log: quiet,
    });
    expect(report.screenshotsRemoved).toBe(1);
    expect(await stored.hasObject(lost)).toBe(false);
    expect(await stored.hasObject(fresh)).toBe(true);
    expect(await stored.hasObject(kept!.storage_key)).toBe(true);
  });

  it('refuses empty text and a wrong contact address with stable codes', async () => {
    const writer = await signIn(server.url, (await makeUser(server.ctx, 'careless')).email);
    expect((await sendFeedback(writer, '   ')).body.error?.code).toBe('some_words');
    const wrong = await sendFeedback(writer, 'Hello', [], { contact_email: 'not an address' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.error?.code).toBe('invalid_email');
  });
});

describe('feedback without an account (/noLoginFeedback)', () => {
  it('needs a contact address', async () => {
    const reply = await sendAnonymous(freshAddress(), { content: 'I cannot sign in' });
    expect(reply.status).toBe(422);
    expect((reply.body as ErrorBody).error.code).toBe('invalid_email');
  });

  it('lets no more through per address under a parallel burst than one after another', async () => {
    const from = freshAddress();
    const email = `locked-out-${Date.now()}@example.com`;
    const burst = await Promise.all(
      Array.from({ length: 8 }, (_v, i) => sendAnonymous(from, { content: `Help ${i}`, contact_email: email })),
    );
    const statuses = burst.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(FEEDBACK_LIMITS.perEmailHour);
    expect(statuses.filter((s) => s === 429)).toHaveLength(8 - FEEDBACK_LIMITS.perEmailHour);
    const refused = burst.find((r) => r.status === 429)!.body as ErrorBody;
    expect(refused.error).toEqual({
      code: 'too_fast',
      message: 'That was too quick. Please wait a moment and try again.',
    });
    // Another client with the same address is held by the address's count.
    expect((await sendAnonymous(freshAddress(), { content: 'Again', contact_email: email })).status).toBe(429);
  });

  it('lets no more through per client under a parallel burst, whatever the addresses', async () => {
    const from = freshAddress();
    const burst = await Promise.all(
      Array.from({ length: 14 }, (_v, i) =>
        sendAnonymous(from, { content: `Help ${i}`, contact_email: `burst-${i}-${Date.now()}@example.com` }),
      ),
    );
    expect(burst.filter((r) => r.status === 201)).toHaveLength(FEEDBACK_LIMITS.perClientHour);
    expect(burst.filter((r) => r.status === 429)).toHaveLength(14 - FEEDBACK_LIMITS.perClientHour);
  });
});

describe('the support console', () => {
  it('answers 404 to everyone but support staff, 401 without a session', async () => {
    const writer = await signIn(server.url, (await makeUser(server.ctx, 'curious')).email);
    const sent = await sendFeedback(writer, 'Is anyone there?');
    expect((await writer.get<UserReply>('/user')).body.abilities).toEqual({ use_support_console: false });
    for (const client of [writer, await signIn(server.url, (await makeUser(server.ctx, 'nosy')).email)]) {
      expect((await client.get<ErrorBody>('/support/feedbacks.json')).status).toBe(404);
      expect((await client.get<ErrorBody>(`/support/feedbacks/${sent.body.id}`)).status).toBe(404);
      const reply = await client.request<ErrorBody>('PUT', `/support/feedbacks/${sent.body.id}/reply`, {
        form: { reply: 'I answer myself' },
      });
      expect(reply.status).toBe(404);
      expect(reply.body.error.code).toBe('not_found');
    }
    expect((await new Client(server.url).get('/support/feedbacks.json')).status).toBe(401);
    const staff = await supportClient();
    expect((await staff.get<UserReply>('/user')).body.abilities).toEqual({ use_support_console: true });
    expect((await staff.get('/support/feedbacks.json')).status).toBe(200);
    expect((await staff.get(`/support/feedbacks/999999`)).status).toBe(404);
    // Nothing was answered by the refused calls.
    expect((await writer.get<FeedbackListReply>('/feedbacks.json')).body.list[0]?.reply).toBeNull();
  });

  it("lists every family's feedback newest first, filters the unanswered, and cannot read any album", async () => {
    const family = await makeFamily(server.ctx);
    const parent = await signIn(server.url, family.admin.email);
    const photo = await uploadPicture(parent, family.baby.id, fixture('photo-exif-gps.jpg'));
    expect(photo.status).toBe(201);
    const momentId = (photo.body as CreateMomentReply).moment.id;
    await server.ctx.worker.drain();
    expect((await parent.get(`/media/moments/${momentId}/thumb`)).status).toBe(200);
    const a = await sendFeedback(parent, 'First from the family');
    const b = await sendFeedback(parent, 'Second from the family');
    const anonymous = await sendAnonymous(freshAddress(), {
      content: 'From someone locked out',
      contact_email: `out-${Date.now()}@example.com`,
    });
    const staff = await supportClient();
    const all = await staff.get<SupportFeedbackListReply>('/support/feedbacks.json');
    const ids = all.body.list.map((f) => f.id);
    const anonymousId = (anonymous.body as { id: number }).id;
    expect(ids.slice(0, 3)).toEqual([anonymousId, b.body.id, a.body.id]);
    expect(all.body.list[0]?.writer).toBeNull();
    expect(all.body.list[1]?.writer).toMatchObject({ id: family.admin.id, email: family.admin.email });

    const answered = await staff.request<SupportFeedbackItem>('PUT', `/support/feedbacks/${b.body.id}/reply`, {
      form: { reply: 'Thanks, fixed.' },
    });
    expect(answered.status).toBe(200);
    const open = await staff.get<SupportFeedbackListReply>('/support/feedbacks.json?unanswered=1');
    const openIds = open.body.list.map((f) => f.id);
    expect(openIds).toContain(a.body.id);
    expect(openIds).not.toContain(b.body.id);

    // Support staff are in no family: the album, its media and its counts do not exist for them.
    for (const path of [
      `/events?baby_id=${family.baby.id}`,
      `/navigations.json?baby_id=${family.baby.id}`,
      `/moments/${momentId}`,
      `/media/moments/${momentId}/original`,
      `/media/moments/${momentId}/thumb`,
      `/media/babies/${family.baby.id}/profile`,
    ]) {
      expect((await staff.get(path)).status, path).toBe(404);
    }
  });

  it("mails the reply to the contact address in the writer's language, and the writer's history shows it", async () => {
    const user = await makeUser(server.ctx, 'minji');
    const writer = await signIn(server.url, user.email, undefined, 'ko');
    const contact = `minji-contact-${Date.now()}@example.com`;
    const sent = await sendFeedback(writer, '사진이 안 올라가요', [], { contact_email: contact });
    expect(sent.status).toBe(201);
    const staff = await supportClient();
    const reply = await staff.request('PUT', `/support/feedbacks/${sent.body.id}/reply`, {
      form: { reply: '다시 시도해 주세요. 이제 고쳐졌어요.' },
    });
    expect(reply.status).toBe(200);
    await server.ctx.worker.drain();
    const mail = mailed.mails.findLast((m) => m.to.includes(contact));
    expect(mailSubject(mail?.raw ?? '')).toBe('Sprout 고객지원팀이 의견에 답변했어요');
    const text = mailText(mail?.raw ?? '');
    expect(text).toContain('> 사진이 안 올라가요');
    expect(text).toContain('다시 시도해 주세요. 이제 고쳐졌어요.');
    expect(text).toContain('minji');
    const history = await writer.get<FeedbackListReply>('/feedbacks.json');
    expect(history.body.list[0]).toMatchObject({ id: sent.body.id, reply: '다시 시도해 주세요. 이제 고쳐졌어요.' });
  });
});

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../../../..');
async function cli(...args: string[]): Promise<{ code: number; json: Record<string, unknown> }> {
  try {
    const { stdout } = await run(
      process.execPath,
      ['--import', 'tsx', 'apps/server/src/cli/main.ts', ...args, '--json'],
      {
        cwd: ROOT,
        env: server.env,
      },
    );
    return { code: 0, json: JSON.parse(stdout) as Record<string, unknown> };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { code: failed.code, json: failed.stdout ? (JSON.parse(failed.stdout) as Record<string, unknown>) : {} };
  }
}

describe('the operator CLI for feedback', { timeout: 180_000 }, () => {
  it('makes an account support staff, lists the unanswered and replies with a mail', async () => {
    const staffUser = await makeUser(server.ctx, 'helpdesk');
    expect((await cli('user', 'support', '--email', staffUser.email, '--on')).json).toMatchObject({
      user: { email: staffUser.email, support: true },
    });
    const staff = await signIn(server.url, staffUser.email);
    expect((await staff.get('/support/feedbacks.json')).status).toBe(200);

    const writerUser = await makeUser(server.ctx, 'cli_writer');
    const writer = await signIn(server.url, writerUser.email, undefined, 'de');
    const sent = await sendFeedback(writer, 'Die Seite lädt nicht');
    const listed = await cli('feedback', 'list', '--unanswered');
    expect((listed.json.list as { id: number }[]).map((f) => f.id)).toContain(sent.body.id);
    const replied = await cli('feedback', 'reply', '--id', String(sent.body.id), '--text', 'Jetzt geht es wieder.');
    expect(replied.code).toBe(0);
    await server.ctx.worker.drain();
    const mail = mailed.mails.findLast((m) => m.to.includes(writerUser.email));
    expect(mailSubject(mail?.raw ?? '')).toBe('Der Sprout-Support hat auf dein Feedback geantwortet');

    expect((await cli('user', 'support', '--email', staffUser.email, '--off')).code).toBe(0);
    expect((await staff.get('/support/feedbacks.json')).status).toBe(404);
  });
});
