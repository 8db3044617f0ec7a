import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FamilyRelationsReply, LinkedBaby, UploadTokenReply, VipGrantReply } from '@sprout/shared';
import { translate } from '@sprout/shared/i18n/server';
import type { Baby, User } from '../../src/db/schema.js';
import type { Kysely } from 'kysely';
import { fillStoredBytes } from '../../src/db/migrations/0024_vip_storage.js';
import { earliestNoticeDate } from '../../src/services/space.service.js';
import { nowSeconds } from '../../src/util/time.js';
import { makeFamily, makeUser } from '../helpers/family.js';
import { signIn, type Client } from '../helpers/http.js';
import { makeTestEnv, startServer, type TestServer } from '../helpers/server.js';
import { createPictureMoment, fixture, tusUpload, uploadPicture } from '../helpers/upload.js';

// One byte free: a baby's first upload fills its free storage, so every refusal is one upload away.
let server: TestServer;
beforeAll(async () => {
  const env = await makeTestEnv();
  env.env.FREE_STORAGE_BYTES = '1';
  server = await startServer(env);
});
afterAll(async () => {
  await server.close();
});

const DAY = 86_400;
const photo = () => fixture('photo-exif-gps.jpg');

async function linked(client: Client, babyId: number): Promise<LinkedBaby> {
  const reply = await client.get<FamilyRelationsReply>('/family_relations');
  expect(reply.status).toBe(200);
  const relation = reply.body.list.find((r) => r.with_user.linked_baby_id === babyId);
  if (!relation) throw new Error(`baby ${babyId} not in the list`);
  return relation.with_user.linked_baby;
}

/** The bytes the storage itself recorded for every object a baby's moments hold (the object ledger). */
async function ledgerBytes(babyId: number): Promise<number> {
  const moments = await server.ctx.db.kysely
    .selectFrom('moments')
    .select(['original_key', 'thumb_key', 'large_key', 'xlarge_key'])
    .where('baby_id', '=', babyId)
    .where('purged_at', 'is', null)
    .execute();
  const keys = moments
    .flatMap((m) => [m.original_key, m.thumb_key, m.large_key, m.xlarge_key])
    .filter((k): k is string => !!k);
  if (keys.length === 0) return 0;
  const rows = await server.ctx.db.kysely
    .selectFrom('stored_objects')
    .select('size')
    .where('key', 'in', keys)
    .execute();
  expect(rows).toHaveLength(keys.length);
  return rows.reduce((sum, r) => sum + Number(r.size), 0);
}

const storageOf = async (babyId: number) => Number((await server.ctx.repos.babies.findById(babyId))?.storage_bytes);

/** POST /tus with a fresh upload token: the tus create the web's client sends first. */
async function tusCreate(client: Client, babyId: number, locale = 'en'): Promise<{ status: number; body: string }> {
  const token = await client.get<UploadTokenReply>(`/moments/new?baby_id=${babyId}`);
  expect(token.status).toBe(200);
  const res = await fetch(token.body.endpoint, {
    method: 'POST',
    headers: {
      'tus-resumable': '1.0.0',
      authorization: `Bearer ${token.body.sts_token}`,
      'upload-length': '100',
      'accept-language': locale,
    },
  });
  return { status: res.status, body: await res.text() };
}

async function newBaby(admin: User, name: string): Promise<Baby> {
  return server.ctx.services.babies.create(admin, { name, birthday: '2025-09-01', gender: 'boy', relation: 'dad' });
}

describe('storage count', () => {
  it('is exact after uploads (originals and derivatives), counts a trashed moment until it is purged', async () => {
    const f = await makeFamily(server.ctx);
    const admin = await signIn(server.url, f.admin.email);
    expect(await linked(admin, f.baby.id)).toMatchObject({ storage_bytes: 0, space_overflow: false });

    const made = (await uploadPicture(admin, f.baby.id, photo())).body as { moment: { id: number } };
    const row = await server.ctx.repos.moments.findById(made.moment.id);
    // Before its derivatives: the original alone.
    expect(await storageOf(f.baby.id)).toBe(row?.original_bytes);
    await server.ctx.worker.drain();
    const afterDerivatives = await storageOf(f.baby.id);
    expect(afterDerivatives).toBeGreaterThan(row?.original_bytes ?? 0);
    expect(afterDerivatives).toBe(await ledgerBytes(f.baby.id));
    expect(await linked(admin, f.baby.id)).toMatchObject({
      storage_bytes: afterDerivatives,
      free_storage_bytes: 1,
      space_overflow: true,
    });

    // A derivative job run again charges nothing more.
    await server.ctx.jobs.enqueue('picture.derivatives', { momentId: made.moment.id });
    await server.ctx.worker.drain();
    expect(await storageOf(f.baby.id)).toBe(afterDerivatives);

    expect((await admin.delete(`/moments/${made.moment.id}`)).status).toBe(204);
    expect(await storageOf(f.baby.id)).toBe(afterDerivatives);
    expect((await admin.delete(`/trash/${made.moment.id}`)).status).toBe(204);
    expect(await storageOf(f.baby.id)).toBe(0);
    expect(await linked(admin, f.baby.id)).toMatchObject({ storage_bytes: 0, space_overflow: false });
  });
  it('counts a QuickTime video as the MP4 it is stored as, with its poster frames, not the .mov it was', async () => {
    const f = await makeFamily(server.ctx);
    const admin = await signIn(server.url, f.admin.email);
    const made = await uploadPicture(admin, f.baby.id, fixture('video.mov'), {
      type: 'video',
      picture_width: 1,
      picture_height: 1,
    });
    expect(made.status).toBe(201);
    expect(await storageOf(f.baby.id)).toBe(fixture('video.mov').length);
    await server.ctx.worker.drain();
    const row = await server.ctx.repos.moments.findById((made.body as { moment: { id: number } }).moment.id);
    expect(row?.original_mime).toBe('video/mp4');
    expect(await storageOf(f.baby.id)).toBe(await ledgerBytes(f.baby.id));
    expect(row?.stored_bytes).toBe(await storageOf(f.baby.id));
  });
});

describe('migration 0024', () => {
  it("fills what moments stored before it from the originals and the ledger's derivative sizes", async () => {
    const f = await makeFamily(server.ctx);
    const admin = await signIn(server.url, f.admin.email);
    await server.ctx.services.space.setVip(f.baby.id, nowSeconds() + DAY);
    for (const id of ['a', 'b'])
      expect((await uploadPicture(admin, f.baby.id, photo(), { client_id: id })).status).toBe(201);
    await server.ctx.worker.drain();
    // As an older Sprout left them: no xlarge yet (migration 0026 came later), only the originals counted,
    // nothing per moment.
    const made = await server.ctx.db.kysely
      .selectFrom('moments')
      .select('xlarge_key')
      .where('baby_id', '=', f.baby.id)
      .execute();
    for (const { xlarge_key } of made) if (xlarge_key) await server.ctx.storage.delete(xlarge_key);
    await server.ctx.db.kysely
      .updateTable('moments')
      .set({ xlarge_key: null })
      .where('baby_id', '=', f.baby.id)
      .execute();
    const exact = await ledgerBytes(f.baby.id);
    await server.ctx.db.kysely
      .updateTable('moments')
      .set({ stored_bytes: 0 })
      .where('baby_id', '=', f.baby.id)
      .execute();
    await server.ctx.db.kysely.updateTable('babies').set({ storage_bytes: 1 }).where('id', '=', f.baby.id).execute();
    await fillStoredBytes(server.ctx.db.kysely as unknown as Kysely<unknown>);
    expect(await storageOf(f.baby.id)).toBe(exact);
  });
});

describe('uploads and the free limit', () => {
  it('refuses tus create and POST /moments when the free storage is used up, and takes them with VIP', async () => {
    const f = await makeFamily(server.ctx);
    const admin = await signIn(server.url, f.admin.email);
    // Two uploads begun while the space is empty; the first moment fills it.
    const token = (await admin.get<UploadTokenReply>(`/moments/new?baby_id=${f.baby.id}`)).body;
    const first = await tusUpload(token.endpoint, token.sts_token, photo());
    const second = await tusUpload(token.endpoint, token.sts_token, photo(), 'other.jpg');
    expect((await createPictureMoment(admin, f.baby.id, first)).status).toBe(201);

    const refused = await createPictureMoment(admin, f.baby.id, second, { client_id: 'second' });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      error: { code: 'free_storage_used_up', message: translate('en', 'errors.free_storage_used_up') },
    });
    const created = await tusCreate(admin, f.baby.id);
    expect(created.status).toBe(409);
    expect(JSON.parse(created.body)).toEqual({
      error: { code: 'free_storage_used_up', message: translate('en', 'errors.free_storage_used_up') },
    });
    // In the uploader's language.
    const ko = JSON.parse((await tusCreate(admin, f.baby.id, 'ko')).body) as { error: { message: string } };
    expect(ko.error.message).toBe(translate('ko', 'errors.free_storage_used_up'));
    expect(ko.error.message).not.toBe(translate('en', 'errors.free_storage_used_up'));
    // A text moment stores no file: it is not an upload.
    const text = await admin.post('/moments', {
      baby_id: f.baby.id,
      moment: { type: 'text', content: 'still writing', taken_at_gmt: 1_748_740_830, privacy: 'family_and_relatives' },
    });
    expect(text.status).toBe(201);

    await server.ctx.services.space.setVip(f.baby.id, nowSeconds() + 90 * DAY);
    const vip = await linked(admin, f.baby.id);
    expect(vip.vip_expiration).toBeGreaterThan(nowSeconds());
    expect(vip.space_overflow).toBe(true);
    expect((await createPictureMoment(admin, f.baby.id, second, { client_id: 'second' })).status).toBe(201);
    expect((await tusCreate(admin, f.baby.id)).status).toBe(201);
  });

  it('after VIP expires keeps every file readable and refuses new uploads as VIP expired', async () => {
    const f = await makeFamily(server.ctx, { aunt: { relation: 'grandma', permission: 'can_view' } });
    const admin = await signIn(server.url, f.admin.email);
    await server.ctx.services.space.setVip(f.baby.id, nowSeconds() + 30 * DAY);
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      const made = await uploadPicture(admin, f.baby.id, photo(), { client_id: `m${i}` });
      expect(made.status).toBe(201);
      ids.push((made.body as { moment: { id: number } }).moment.id);
    }
    await server.ctx.worker.drain();
    const stored = await storageOf(f.baby.id);

    await server.ctx.services.space.setVip(f.baby.id, nowSeconds() - DAY);
    const expired = await linked(admin, f.baby.id);
    expect(expired.vip_expiration).toBeGreaterThan(0);
    expect(expired.vip_expiration).toBeLessThan(nowSeconds());
    const created = await tusCreate(admin, f.baby.id, 'fr');
    expect(created.status).toBe(409);
    expect(JSON.parse(created.body)).toEqual({
      error: { code: 'vip_expired', message: translate('fr', 'errors.vip_expired') },
    });

    // Nothing is hidden or removed: every member still sees and opens every file.
    const aunt = await signIn(server.url, f.members.aunt?.email ?? '');
    for (const client of [admin, aunt]) {
      for (const id of ids) {
        expect((await client.get(`/moments/${id}`)).status).toBe(200);
        for (const variant of ['thumb', 'large', 'original'])
          expect((await client.get(`/media/moments/${id}/${variant}`)).status).toBe(200);
      }
    }
    expect(await storageOf(f.baby.id)).toBe(stored);
  });

  it('refuses a viewer-only member with 403 and a stranger with 404 whatever the space', async () => {
    const f = await makeFamily(server.ctx, { aunt: { relation: 'grandma', permission: 'can_view' } });
    const aunt = await signIn(server.url, f.members.aunt?.email ?? '');
    expect((await aunt.get(`/moments/new?baby_id=${f.baby.id}`)).status).toBe(403);
    const stranger = await signIn(server.url, (await makeUser(server.ctx, 'stranger')).email);
    expect((await stranger.get(`/moments/new?baby_id=${f.baby.id}`)).status).toBe(404);
  });
});

describe('sharing VIP', () => {
  it('covers at most 3 babies, with a message for every outcome, and is taken back', async () => {
    const f = await makeFamily(server.ctx);
    const admin = await signIn(server.url, f.admin.email, undefined, 'de');
    const [b, c, d, e] = [
      await newBaby(f.admin, 'Ben'),
      await newBaby(f.admin, 'Cleo'),
      await newBaby(f.admin, 'Dan'),
      await newBaby(f.admin, 'Eva'),
    ];
    const until = nowSeconds() + 365 * DAY;
    await server.ctx.services.space.setVip(f.baby.id, until);
    const grant = (to: number, from = f.baby.id) =>
      admin.post<VipGrantReply>('/vip_grants', { from_baby_id: from, baby_id: to });
    const refusal = (code: string) => ({ error: { code, message: translate('de', `errors.${code}`) } });

    const granted = await grant(b.id);
    expect(granted.status).toBe(201);
    expect(granted.body).toEqual({
      baby_id: b.id,
      from_baby_id: f.baby.id,
      vip_expiration: until,
      message: translate('de', 'vip.granted', { name: 'Ben' }),
    });
    // The German sentence itself, not a key that fell through.
    expect(granted.body.message).toBe('VIP vergeben: Ben teilt jetzt dieses VIP.');
    expect(await linked(admin, b.id)).toMatchObject({ vip_expiration: until, vip_from_baby_id: f.baby.id });

    const again = await grant(b.id);
    expect([again.status, again.body]).toEqual([409, refusal('vip_already')]);
    const self = await grant(f.baby.id);
    expect([self.status, self.body]).toEqual([409, refusal('vip_already')]);
    expect((await grant(c.id)).status).toBe(201);
    // The VIP baby and two more: the quota of 3 is used.
    const full = await grant(d.id);
    expect([full.status, full.body]).toEqual([409, refusal('vip_no_quota')]);
    // A shared VIP is not passed on, and a baby without VIP has none to give.
    const passOn = await grant(d.id, b.id);
    expect([passOn.status, passOn.body]).toEqual([409, refusal('vip_grant_failed')]);
    const none = await grant(d.id, e.id);
    expect([none.status, none.body]).toEqual([409, refusal('vip_grant_failed')]);

    const back = await admin.delete<VipGrantReply>(`/vip_grants/${c.id}`);
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ baby_id: c.id, from_baby_id: null, vip_expiration: 0 });
    expect(back.body.message).toBe(translate('de', 'vip.revoked', { name: 'Cleo' }));
    expect(back.body.message).toBe('VIP von Cleo zurückgenommen.');
    expect(await linked(admin, c.id)).toMatchObject({ vip_expiration: 0, vip_from_baby_id: null });
    expect((await admin.delete(`/vip_grants/${c.id}`)).status).toBe(404);
    expect((await grant(d.id)).status).toBe(201);

    // A shared VIP lets the other baby upload past its free storage too.
    expect((await uploadPicture(admin, d.id, photo())).status).toBe(201);
    expect((await uploadPicture(admin, d.id, photo(), { client_id: 'again' })).status).toBe(201);
  });

  it('keeps the quota when one Admin fires six grants at once: two succeed, four get vip_no_quota', async () => {
    const f = await makeFamily(server.ctx);
    const admin = await signIn(server.url, f.admin.email, undefined, 'fr');
    const targets: Baby[] = [];
    for (const name of ['Ana', 'Bo', 'Cy', 'Di', 'Ed', 'Flo']) targets.push(await newBaby(f.admin, name));
    await server.ctx.services.space.setVip(f.baby.id, nowSeconds() + 365 * DAY);

    // Sent together: on PostgreSQL each runs in its own transaction, and only the source baby's row lock
    // (SELECT ... FOR NO KEY UPDATE) makes them count the quota one after the other.
    const replies = await Promise.all(
      targets.map((t) => admin.post<VipGrantReply>('/vip_grants', { from_baby_id: f.baby.id, baby_id: t.id })),
    );
    const statuses = replies.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 201, 409, 409, 409, 409]);
    for (const r of replies.filter((x) => x.status === 409))
      expect(r.body).toEqual({
        error: { code: 'vip_no_quota', message: translate('fr', 'errors.vip_no_quota') },
      });
    expect(await server.ctx.repos.vip.sharedWith(f.baby.id)).toHaveLength(2);
  });

  it('gives the second of two VIPs granting one baby at once "already VIP", never a collision', async () => {
    const f = await makeFamily(server.ctx);
    const admin = await signIn(server.url, f.admin.email, undefined, 'fr');
    const otherVip = await newBaby(f.admin, 'Vera');
    const target = await newBaby(f.admin, 'Tess');
    await server.ctx.services.space.setVip(f.baby.id, nowSeconds() + 365 * DAY);
    await server.ctx.services.space.setVip(otherVip.id, nowSeconds() + 365 * DAY);

    const replies = await Promise.all(
      [f.baby.id, otherVip.id].map((from) =>
        admin.post<VipGrantReply>('/vip_grants', { from_baby_id: from, baby_id: target.id }),
      ),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([201, 409]);
    const refused = replies.find((r) => r.status === 409);
    expect(refused?.body).toEqual({ error: { code: 'vip_already', message: translate('fr', 'errors.vip_already') } });
    const shared = [
      ...(await server.ctx.repos.vip.sharedWith(f.baby.id)),
      ...(await server.ctx.repos.vip.sharedWith(otherVip.id)),
    ];
    expect(shared).toHaveLength(1);
  });

  it('is for an Admin of both babies: 403 for another member, 404 for a stranger', async () => {
    const f = await makeFamily(server.ctx, { dad: { relation: 'dad', permission: 'can_upload' } });
    const dadUser = f.members.dad as User;
    const other = await newBaby(f.admin, 'Otto');
    const dadsOwn = await newBaby(dadUser, 'Kit');
    await server.ctx.services.space.setVip(f.baby.id, nowSeconds() + 90 * DAY);
    const dad = await signIn(server.url, dadUser.email);
    const admin = await signIn(server.url, f.admin.email);

    // The dad uploads to the VIP baby but does not administer it.
    const byDad = await dad.post('/vip_grants', { from_baby_id: f.baby.id, baby_id: dadsOwn.id });
    expect(byDad.status).toBe(403);
    // The admin is no member of the dad's own baby: it is not there for them.
    expect((await admin.post('/vip_grants', { from_baby_id: f.baby.id, baby_id: dadsOwn.id })).status).toBe(404);
    const stranger = await signIn(server.url, (await makeUser(server.ctx, 'stranger')).email);
    expect((await stranger.post('/vip_grants', { from_baby_id: f.baby.id, baby_id: other.id })).status).toBe(404);

    expect((await admin.post('/vip_grants', { from_baby_id: f.baby.id, baby_id: other.id })).status).toBe(201);
    await server.ctx.services.family.addByEmail(other.id, dadUser.email, 'dad', 'can_upload');
    expect((await dad.delete(`/vip_grants/${other.id}`)).status).toBe(403);
    expect((await stranger.delete(`/vip_grants/${other.id}`)).status).toBe(404);
    expect((await admin.post('/vip_grants', { from_baby_id: 'x', baby_id: other.id })).status).toBe(400);
    expect((await admin.delete(`/vip_grants/${other.id}`)).status).toBe(200);
  });
});

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const run = promisify(execFile);

async function cli(...args: string[]): Promise<{ code: number; json: Record<string, unknown>; stderr: string }> {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', 'apps/server/src/cli/main.ts', ...args, '--json'],
      { cwd: ROOT, env: server.env },
    );
    return { code: 0, json: JSON.parse(stdout), stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, json: failed.stdout ? JSON.parse(failed.stdout) : {}, stderr: failed.stderr };
  }
}

// Each call starts a process that compiles the CLI with tsx.
describe('the operator', { timeout: 180_000 }, () => {
  it('sets VIP and announces the end of free storage at least three months ahead, shown to every member', async () => {
    const f = await makeFamily(server.ctx, { aunt: { relation: 'grandma', permission: 'can_view' } });
    const set = await cli('vip', 'set', '--baby', String(f.baby.id), '--until', '2099-12-31');
    expect(set.code).toBe(0);
    const aunt = await signIn(server.url, f.members.aunt?.email ?? '');
    expect((await linked(aunt, f.baby.id)).vip_expiration).toBe(Date.UTC(2099, 11, 31, 23, 59, 59) / 1000);

    const tooSoon = new Date((nowSeconds() + 60 * DAY) * 1000).toISOString().slice(0, 10);
    const refused = await cli('storage', 'notice', '--date', tooSoon);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain(earliestNoticeDate(nowSeconds()));
    expect((await aunt.get<FamilyRelationsReply>('/family_relations')).body.storage_notice).toBeNull();

    const ends = earliestNoticeDate(nowSeconds() + 2 * DAY);
    expect((await cli('storage', 'notice', '--date', ends)).code).toBe(0);
    expect((await aunt.get<FamilyRelationsReply>('/family_relations')).body.storage_notice).toEqual({
      free_storage_ends_on: ends,
    });
    await server.ctx.services.space.setNotice(null);
  });
});

describe('the notice date', () => {
  it('is three calendar months on, the month end kept', () => {
    const at = (iso: string) => Date.parse(`${iso}T12:00:00Z`) / 1000;
    expect(earliestNoticeDate(at('2026-12-02'))).toBe('2027-03-02');
    expect(earliestNoticeDate(at('2026-11-30'))).toBe('2027-03-01');
  });
});
