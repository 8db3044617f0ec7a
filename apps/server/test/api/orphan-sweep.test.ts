import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadTokenReply } from '@sprout/shared';
import { sweepOrphans } from '../../src/jobs/handlers/orphan-sweep.js';
import type { JobLog } from '../../src/jobs/worker.js';
import { nowSeconds } from '../../src/util/time.js';
import { makeFamily, type Family } from '../helpers/family.js';
import { signIn, type Client } from '../helpers/http.js';
import { startServer, type TestServer } from '../helpers/server.js';
import { RawTusUpload } from '../helpers/tus-raw.js';
import { storedBytes } from '../helpers/stored.js';
import { createPictureMoment, fixture, tusUpload } from '../helpers/upload.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

const HOUR = 3600;
const photo = fixture('photo-exif-gps.jpg');

function capture(): JobLog & { lines: Array<{ level: string; obj: object; msg: string }> } {
  const lines: Array<{ level: string; obj: object; msg: string }> = [];
  const at = (level: string) => (obj: object, msg: string) => {
    lines.push({ level, obj, msg });
  };
  return { lines, info: at('info'), warn: at('warn'), error: at('error') };
}

async function finishedUpload(client: Client, babyId: number): Promise<string> {
  const grant = await client.get<UploadTokenReply>(`/moments/new?baby_id=${babyId}`);
  return tusUpload(grant.body.endpoint, grant.body.sts_token, photo);
}

describe('the orphan sweep', () => {
  let f: Family;
  let admin: Client;
  beforeAll(async () => {
    f = await makeFamily(server.ctx);
    admin = await signIn(server.url, f.admin.email);
  });

  it('frees upload bytes that became a moment, that no row claims or that nobody continued for a day, and keeps live ones', async () => {
    const { ctx } = server;
    const { uploads } = ctx;
    const stored = storedBytes(server);
    // A moment made, then a crash before its upload's copy was removed: the copy is back.
    const consumed = await finishedUpload(admin, f.baby.id);
    const putBack = await stored.keepUpload(consumed);
    expect((await createPictureMoment(admin, f.baby.id, consumed)).status).toBe(201);
    await putBack();
    // Bytes no upload row claims.
    const stranger = `orphan${randomBytes(6).toString('hex')}`;
    await stored.strayUpload(stranger);
    // Half an upload nobody continued for 25 hours, and one begun a minute ago.
    const abandoned = await RawTusUpload.create(admin, f.baby.id, photo.length);
    expect((await abandoned.patch(0, photo.subarray(0, 1000))).status).toBe(204);
    await stored.ageUpload(abandoned.id, 25 * HOUR);
    const live = await RawTusUpload.create(admin, f.baby.id, photo.length);
    expect((await live.patch(0, photo.subarray(0, 1000))).status).toBe(204);
    const waiting = await finishedUpload(admin, f.baby.id);
    // A row two days old whose bytes never came.
    const bytesless = `never${randomBytes(6).toString('hex')}`;
    await ctx.repos.uploads.insertUpload({
      id: bytesless,
      user_id: f.admin.id,
      baby_id: f.baby.id,
      size: 10,
      created_at: nowSeconds() - 48 * HOUR,
    });

    const log = capture();
    const report = await sweepOrphans({
      orphans: ctx.repos.orphans,
      moments: ctx.repos.moments,
      storage: ctx.storage,
      uploads,
      log,
    });

    expect(report.uploadsRemoved).toEqual({ consumed: 1, unknown: 1, abandoned: 1 });
    expect(report.uploadsMarkedAbandoned).toBe(2);
    for (const id of [consumed, stranger, abandoned.id]) expect(await stored.hasUpload(id)).toBe(false);
    for (const id of [live.id, waiting]) expect(await stored.hasUpload(id)).toBe(true);
    expect((await ctx.repos.uploads.findUpload(abandoned.id))?.abandoned_at).not.toBeNull();
    expect((await ctx.repos.uploads.findUpload(bytesless))?.abandoned_at).not.toBeNull();
    expect((await ctx.repos.uploads.findUpload(live.id))?.abandoned_at).toBeNull();
    expect((await ctx.repos.uploads.findUpload(consumed))?.abandoned_at).toBeNull();
    // The live upload still finishes and becomes a moment; the waiting one too.
    expect(await live.resume(photo)).toBe(photo.length);
    expect((await createPictureMoment(admin, f.baby.id, live.id)).status).toBe(201);
    expect((await createPictureMoment(admin, f.baby.id, waiting)).status).toBe(201);
    expect(log.lines.some((line) => line.level === 'info' && line.msg.includes('swept'))).toBe(true);
  });

  it('removes originals no moment references once an hour old, unless their upload still waits for its moment', async () => {
    const { ctx } = server;
    const stored = storedBytes(server);
    const folder = `originals/${f.baby.id}/2025`;
    const place = async (name: string, seconds: number) => {
      await stored.placeObject(`${folder}/${name}`, photo, seconds);
      return `${folder}/${name}`;
    };
    const exist = (keys: string[]) => Promise.all(keys.map((key) => stored.hasObject(key)));
    // A crash between storing an original and committing its moment, two hours ago, its upload since given up.
    const crashed = await place(`${randomBytes(8).toString('hex')}.jpg`, 2 * HOUR);
    const tmp = await place(`${randomBytes(8).toString('hex')}.jpg.${randomUUID()}.tmp`, 2 * HOUR);
    const fresh = await place(`${randomBytes(8).toString('hex')}.jpg`, 60);
    const pendingId = await finishedUpload(admin, f.baby.id);
    const pending = await place(`${pendingId}.jpg`, 2 * HOUR);
    const made = await createPictureMoment(admin, f.baby.id, await finishedUpload(admin, f.baby.id));
    const moment = await ctx.repos.moments.findById((made.body as { moment: { id: number } }).moment.id);
    const referenced = moment?.original_key ?? '';
    await stored.ageObject(referenced, 2 * HOUR);

    const report = await sweepOrphans({
      orphans: ctx.repos.orphans,
      moments: ctx.repos.moments,
      storage: ctx.storage,
      uploads: ctx.uploads,
      log: capture(),
    });

    expect(report.originalsRemoved).toBe(2);
    expect(await exist([crashed, tmp])).toEqual([false, false]);
    expect(await exist([fresh, pending, referenced])).toEqual([true, true, true]);
    // The retried POST /moments of the waiting upload stores its original again and succeeds.
    expect((await createPictureMoment(admin, f.baby.id, pendingId)).status).toBe(201);
  });

  it('removes half-written temp files an hour old everywhere it owns: derivatives, pictures, the uploads', async () => {
    const { ctx } = server;
    const stored = storedBytes(server);
    const tmp = (key: string) => `${key}.${randomUUID()}.tmp`;
    const old = [
      tmp(`derivatives/${f.baby.id}/2025/${randomBytes(8).toString('hex')}-thumb.jpg`),
      tmp(`babies/${f.baby.id}/profile-${randomUUID()}.jpg`),
      tmp(`users/${f.admin.id}/profile-${randomUUID()}.jpg`),
    ];
    for (const key of old) await stored.placeObject(key, photo.subarray(0, 5000), 2 * HOUR);
    const fresh = tmp(`derivatives/${f.baby.id}/2025/${randomBytes(8).toString('hex')}-large.jpg`);
    await stored.placeObject(fresh, photo.subarray(0, 5000), 60);
    // A derivative's finished file is not a temp file, however old.
    const finished = `derivatives/${f.baby.id}/2025/${randomBytes(8).toString('hex')}-thumb.jpg`;
    await stored.placeObject(finished, photo, 2 * HOUR);
    // The uploads' own: a HEIC's JPEG cut short beside its waiting upload (disk), or a staged tail (bucket).
    const waiting = await finishedUpload(admin, f.baby.id);
    const uploadTemp = stored.placeUploadTemp(waiting, 2 * HOUR);
    const freshUploadTemp = stored.placeUploadTemp(`${waiting}x`, 60);

    const report = await sweepOrphans({
      orphans: ctx.repos.orphans,
      moments: ctx.repos.moments,
      storage: ctx.storage,
      uploads: ctx.uploads,
      log: capture(),
    });

    expect(report.tempFilesRemoved).toBeGreaterThanOrEqual(old.length + 1);
    expect(await Promise.all(old.map((key) => stored.hasObject(key)))).toEqual([false, false, false]);
    expect(await Promise.all([fresh, finished].map((key) => stored.hasObject(key)))).toEqual([true, true]);
    expect(fs.existsSync(uploadTemp)).toBe(false);
    expect(fs.existsSync(freshUploadTemp)).toBe(true);
    fs.rmSync(freshUploadTemp, { force: true });
    // The upload beside it is untouched and still becomes a moment.
    expect((await createPictureMoment(admin, f.baby.id, waiting)).status).toBe(201);
  });

  it('tells loudly of a moment whose original is missing and marks it failed, keeping its row', async () => {
    const { ctx } = server;
    const lost = await createPictureMoment(admin, f.baby.id, await finishedUpload(admin, f.baby.id));
    const lostId = (lost.body as { moment: { id: number } }).moment.id;
    const whole = await createPictureMoment(admin, f.baby.id, await finishedUpload(admin, f.baby.id));
    const wholeId = (whole.body as { moment: { id: number } }).moment.id;
    const lostMoment = await ctx.repos.moments.findById(lostId);
    await ctx.storage.delete(lostMoment?.original_key ?? '');

    const log = capture();
    const report = await sweepOrphans({
      orphans: ctx.repos.orphans,
      moments: ctx.repos.moments,
      storage: ctx.storage,
      uploads: ctx.uploads,
      log,
    });

    expect(report.momentsMissingOriginal).toBe(1);
    expect(await ctx.repos.moments.findById(lostId)).toMatchObject({ id: lostId, media_state: 'failed', active: 1 });
    expect((await ctx.repos.moments.findById(wholeId))?.media_state).not.toBe('failed');
    expect(log.lines).toContainEqual(
      expect.objectContaining({
        level: 'error',
        obj: expect.objectContaining({ momentId: lostId, key: lostMoment?.original_key }),
      }),
    );
    const events = await admin.get<{ list: Array<{ moments: Array<{ id: number; picture?: { state: string } }> }> }>(
      `/events?baby_id=${f.baby.id}`,
    );
    expect(events.body.list.flatMap((e) => e.moments).find((m) => m.id === lostId)?.picture?.state).toBe('failed');
  });

  it('runs as a job: queued by a starting worker, and queued again a day after each run', async () => {
    const { ctx } = server;
    const before = nowSeconds();
    ctx.worker.start();
    await ctx.worker.stop();
    const sweeps = () =>
      ctx.db.kysely.selectFrom('jobs').selectAll().where('kind', '=', 'orphans.sweep').orderBy('id').execute();
    const [queued] = await sweeps();
    expect(queued).toMatchObject({ status: 'queued', dedupe_key: 'every:orphans.sweep' });
    expect(queued?.run_at).toBeGreaterThanOrEqual(before);
    expect(queued?.run_at).toBeLessThanOrEqual(nowSeconds() + 60);

    await ctx.db.kysely
      .updateTable('jobs')
      .set({ run_at: 0 })
      .where('id', '=', queued?.id ?? 0)
      .execute();
    await ctx.worker.drain();
    const [done, next] = await sweeps();
    expect(done).toMatchObject({ id: queued?.id, status: 'done' });
    expect(next).toMatchObject({ status: 'queued', dedupe_key: 'every:orphans.sweep' });
    expect(next?.run_at).toBeGreaterThanOrEqual(nowSeconds() + 24 * HOUR - 60);
  });
});
