import path from 'node:path';
import fs from 'node:fs';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { CreateMomentReply, EventsReply, UploadTokenReply } from '@sprout/shared';
import { translate } from '@sprout/shared/i18n/server';
import { makeFamily, PASSWORD } from '../helpers/family.js';
import { Client, signIn } from '../helpers/http.js';
import { makeTestEnv, startServer, type TestServer } from '../helpers/server.js';
import { refuseJobRecords } from '../helpers/refuse-job-records.js';
import { canMount, mountSmallDisk, type SmallDisk } from '../helpers/small-disk.js';
import { createPictureMoment, fixture, tusUpload, uploadPicture } from '../helpers/upload.js';
import { waitFor } from '../helpers/wait.js';

/**
 * What a family does while the disk is full, and what happens once space
 * returns (issue 19, items 1 and 5): every write is refused 507 in the
 * reader's language, nothing sent is discarded, reads go on, and the work left
 * waiting resumes by itself within seconds.
 */

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function serverOnSmallDisk(options: { worker?: boolean } = {}): Promise<{ s: TestServer; disk: SmallDisk }> {
  const env = await makeTestEnv({ storage: 'disk' });
  cleanups.push(() => env.cleanup());
  const disk = mountSmallDisk(path.join(env.env.DATA_DIR ?? '', 'small'), 48);
  cleanups.push(() => disk.unmount());
  env.env.DATA_DIR = disk.dir;
  const s = await startServer(env, options);
  cleanups.push(() => s.stop());
  return { s, disk };
}

/** A SQLite database that has run a while (its WAL holds room for small writes); see disk-full.test.ts. */
async function seasonSqlite(s: TestServer): Promise<void> {
  if (s.ctx.db.dialect !== 'sqlite') return;
  const k = s.ctx.db.kysely;
  await sql`create table ballast (b blob)`.execute(k);
  await sql`insert into ballast values (zeroblob(4000000))`.execute(k);
  await sql`drop table ballast`.execute(k);
  await sql`pragma wal_checkpoint(RESTART)`.execute(k);
}

const storageFull = (locale: 'en' | 'de' | 'fr') => ({
  error: { code: 'storage_full', message: translate(locale, 'errors.storage_full') },
});

describe.skipIf(!canMount())('a full disk, and space coming back', () => {
  it('keeps a HEIC whose conversion met the full disk, so the same POST /moments makes its moment later', async () => {
    const { s, disk } = await serverOnSmallDisk();
    const f = await makeFamily(s.ctx);
    const admin = await signIn(s.url, f.admin.email, PASSWORD, 'fr');
    const grant = await admin.get<UploadTokenReply>(`/moments/new?baby_id=${f.baby.id}`);
    const heic = fixture('photo-12mp.heic');
    const id = await tusUpload(grant.body.endpoint, grant.body.sts_token, heic, 'IMG_0012.HEIC');

    const filler = disk.fill();
    const refused = await createPictureMoment(admin, f.baby.id, id);
    expect(refused.status).toBe(507);
    expect(refused.body).toEqual(storageFull('fr'));
    // What the family sent is still there, whole.
    expect(await s.ctx.uploads.receivedBytes(id)).toBe(heic.length);

    fs.rmSync(filler);
    const made = await createPictureMoment(admin, f.baby.id, id);
    expect(made.status).toBe(201);
    const { moment } = made.body as CreateMomentReply;
    expect(moment).toMatchObject({ type: 'picture' });
    expect((await s.ctx.repos.moments.findById(moment.id))?.original_mime).toBe('image/jpeg');
  });

  it('answers comments, sign-in and a JPEG POST /moments 507, translated, while signed-in people keep reading', async () => {
    const { s, disk } = await serverOnSmallDisk();
    const f = await makeFamily(s.ctx);
    const admin = await signIn(s.url, f.admin.email, PASSWORD, 'de');
    const made = await uploadPicture(admin, f.baby.id, fixture('photo-exif-gps.jpg'));
    expect(made.status).toBe(201);
    const momentId = (made.body as CreateMomentReply).moment.id;
    const grant = await admin.get<UploadTokenReply>(`/moments/new?baby_id=${f.baby.id}`);
    const waiting = await tusUpload(grant.body.endpoint, grant.body.sts_token, fixture('photo-exif-gps.jpg'));
    await s.ctx.worker.drain();

    const filler = disk.fill();
    // SQLite keeps its database on the full disk; PostgreSQL's is elsewhere, so there a comment and a sign-in land.
    const onTheDisk = s.ctx.db.dialect === 'sqlite';
    const comment = await admin.post(`/moments/${momentId}/comments`, { content: 'So sweet!' });
    expect(comment.status).toBe(onTheDisk ? 507 : 201);
    if (onTheDisk) expect(comment.body).toEqual(storageFull('de'));
    const guest = new Client(s.url, null, 'de');
    const signInReply = await guest.request('POST', '/users/sign_in.json', {
      form: { login: f.admin.email, password: PASSWORD },
    });
    expect(signInReply.status).toBe(onTheDisk ? 507 : 200);
    if (onTheDisk) expect(signInReply.body).toEqual(storageFull('de'));
    // On SQLite its rows cannot be written; on PostgreSQL the upload becomes the original by a hard link.
    const jpeg = await createPictureMoment(admin, f.baby.id, waiting);
    expect(jpeg.status).toBe(onTheDisk ? 507 : 201);
    if (onTheDisk) expect(jpeg.body).toEqual(storageFull('de'));

    // Reading needs no space: the timeline and the comments still answer.
    const events = await admin.get<EventsReply>(`/events?baby_id=${f.baby.id}`);
    expect(events.status).toBe(200);
    expect(events.body.list.flatMap((e) => e.moments).map((m) => m.id)).toContain(momentId);
    expect((await admin.get(`/moments/${momentId}/comments`)).status).toBe(200);

    fs.rmSync(filler);
    if (onTheDisk) {
      expect((await admin.post(`/moments/${momentId}/comments`, { content: 'So sweet!' })).status).toBe(201);
      expect((await createPictureMoment(admin, f.baby.id, waiting)).status).toBe(201);
    }
    await signIn(s.url, f.admin.email);
  });

  it('resumes a job that met the full disk within seconds of space coming back', async () => {
    const { s, disk } = await serverOnSmallDisk();
    const f = await makeFamily(s.ctx);
    const admin = await signIn(s.url, f.admin.email);
    const made = await uploadPicture(admin, f.baby.id, fixture('photo-exif-gps.jpg'));
    expect(made.status).toBe(201);
    const momentId = (made.body as CreateMomentReply).moment.id;
    await seasonSqlite(s);

    const filler = disk.fill();
    s.ctx.worker.start();
    // The derivatives cannot be written: the job is tried, and tried again, while the disk stays full.
    const job = () =>
      s.ctx.db.kysely
        .selectFrom('jobs')
        .selectAll()
        .where('dedupe_key', '=', `derivatives:${momentId}`)
        .executeTakeFirstOrThrow();
    // (attempts counts claims: the third failure is recorded once the job is queued again).
    await waitFor(async () => {
      const row = await job();
      return row.attempts >= 3 && row.status === 'queued';
    }, 40_000);
    expect((await s.ctx.repos.moments.findById(momentId))?.media_state).toBe('processing');

    fs.rmSync(filler);
    // Generous, and still far short of the two minutes a lease takes or the minute the old backoff reached.
    await waitFor(async () => (await s.ctx.repos.moments.findById(momentId))?.media_state === 'ready', 20_000);
    expect((await job()).status).toBe('done');
  }, 120_000);

  it('resumes a job whose failure the full disk would not even let it record, within seconds of space coming back', async () => {
    const { s, disk } = await serverOnSmallDisk();
    const f = await makeFamily(s.ctx);
    const admin = await signIn(s.url, f.admin.email);
    const made = await uploadPicture(admin, f.baby.id, fixture('photo-exif-gps.jpg'));
    expect(made.status).toBe(201);
    const momentId = (made.body as CreateMomentReply).moment.id;
    const liftRefusal = await refuseJobRecords(s);
    await seasonSqlite(s);

    const filler = disk.fill();
    s.ctx.worker.start();
    await waitFor(async () => s.ctx.worker.heldFailures >= 1, 30_000);

    fs.rmSync(filler);
    await liftRefusal();
    // Its lease still runs for two minutes: the held failure is recorded instead, and the job retried.
    await waitFor(async () => (await s.ctx.repos.moments.findById(momentId))?.media_state === 'ready', 20_000);
  }, 120_000);
});
