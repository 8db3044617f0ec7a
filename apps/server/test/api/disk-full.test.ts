import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import type { EventsReply, UploadTokenReply } from '@sprout/shared';
import { translate } from '@sprout/shared/i18n/server';
import { makeFamily } from '../helpers/family.js';
import { signIn } from '../helpers/http.js';
import { makeTestEnv, startServer, type TestEnv, type TestServer } from '../helpers/server.js';
import { refuseJobRecords } from '../helpers/refuse-job-records.js';
import { canMount, mountSmallDisk, type SmallDisk } from '../helpers/small-disk.js';
import { RawTusUpload } from '../helpers/tus-raw.js';
import { createPictureMoment, fixture, tusUpload, uploadPicture } from '../helpers/upload.js';

let env: TestEnv | undefined;
let server: TestServer | undefined;
let disk: SmallDisk | undefined;
afterAll(async () => {
  await server?.stop();
  disk?.unmount();
  await env?.cleanup();
});

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** A real JPEG of a few megabytes (noise does not compress), so an upload spans the moment the disk fills. */
const bigPicture = () =>
  sharp({
    create: {
      width: 1600,
      height: 1200,
      channels: 3,
      background: { r: 0, g: 0, b: 0 },
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .jpeg({ quality: 95 })
    .toBuffer();

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}

/**
 * A SQLite database that has run a while: its WAL and free pages already hold
 * room for small writes, so on a full disk the worker's claim still lands and
 * what meets the full disk is the job's own bytes, every time.
 */
async function seasonSqlite(s: TestServer): Promise<void> {
  if (s.ctx.db.dialect !== 'sqlite') return;
  const k = s.ctx.db.kysely;
  await sql`create table ballast (b blob)`.execute(k);
  await sql`insert into ballast values (zeroblob(4000000))`.execute(k);
  await sql`drop table ballast`.execute(k);
  await sql`pragma wal_checkpoint(RESTART)`.execute(k);
}

describe.skipIf(!canMount())('a full disk', () => {
  it("answers 507 in the client's language, keeps serving reads and every stored byte, and recovers once space returns", async () => {
    env = await makeTestEnv({ storage: 'disk' });
    disk = mountSmallDisk(path.join(env.env.DATA_DIR ?? '', 'small'), 48);
    env.env.DATA_DIR = disk.dir;
    server = await startServer(env);
    const s = server;
    const f = await makeFamily(s.ctx);
    const admin = await signIn(s.url, f.admin.email);

    // Before the disk fills: a ready picture, a finished upload not yet a moment, half of a big upload, a queued job.
    const first = fixture('photo-exif-gps.jpg');
    const made = await uploadPicture(admin, f.baby.id, first);
    expect(made.status).toBe(201);
    await s.ctx.worker.drain();
    const grant = await admin.get<UploadTokenReply>(`/moments/new?baby_id=${f.baby.id}`);
    const finishedId = await tusUpload(grant.body.endpoint, grant.body.sts_token, first);
    const big = await bigPicture();
    const half = Math.floor(big.length / 2);
    const partial = await RawTusUpload.create(admin, f.baby.id, big.length);
    expect((await partial.patch(0, big.subarray(0, half))).status).toBe(204);
    const firstMoment = (made.body as { moment: { id: number } }).moment.id;
    const jobId = await s.ctx.jobs.enqueue('picture.derivatives', { momentId: firstMoment });
    const liftRefusal = await refuseJobRecords(s);
    await seasonSqlite(s);

    const filler = disk.fill();

    // Writes: a tus PATCH is refused 507 in the client's language, and the bytes already acknowledged stay.
    const refused = await partial.patch(half, big.subarray(half), { 'accept-language': 'de-DE,de;q=0.9' });
    expect(refused.status).toBe(507);
    expect(refused.body).toEqual({ error: { code: 'storage_full', message: translate('de', 'errors.storage_full') } });
    expect(await partial.offset()).toBeGreaterThanOrEqual(half);
    // A moment from the finished upload is stored or refused 507 (SQLite shares the full disk), never a 500.
    const late = await createPictureMoment(admin, f.baby.id, finishedId);
    expect([201, 507]).toContain(late.status);
    if (late.status === 507)
      expect(late.body).toMatchObject({
        error: { code: 'storage_full', message: translate('en', 'errors.storage_full') },
      });

    // The worker: its job fails for lack of space, recording that fails too, and it lives on.
    await s.ctx.worker.drain();
    expect((await s.ctx.repos.jobs.findById(jobId))?.status).toBe('running');

    // Reads go on: the timeline, the thumbnail, the original byte for byte.
    const events = await admin.get<EventsReply>(`/events?baby_id=${f.baby.id}`);
    expect(events.status).toBe(200);
    const picture = events.body.list.flatMap((e) => e.moments).find((m) => m.id === firstMoment)?.picture;
    expect((await fetch(s.url + (picture?.thumb ?? ''), { headers: { 'x-token': admin.token ?? '' } })).status).toBe(
      200,
    );
    const original = await fetch(s.url + (picture?.original ?? ''), { headers: { 'x-token': admin.token ?? '' } });
    expect(Buffer.from(await original.arrayBuffer()).equals(first)).toBe(true);

    // Space returns: the upload resumes from the server's offset, the moments are made, the job completes.
    fs.rmSync(filler);
    await liftRefusal();
    expect(await partial.resume(big)).toBe(big.length);
    expect((await createPictureMoment(admin, f.baby.id, partial.id)).status).toBe(201);
    expect([200, 201]).toContain((await createPictureMoment(admin, f.baby.id, finishedId)).status);
    // The refused record left the job running under a lease; let it run out rather than wait two minutes.
    await s.ctx.db.kysely
      .updateTable('jobs')
      .set({ locked_until: 0, run_at: 0 })
      .where('status', 'in', ['running', 'queued'])
      .execute();
    await s.ctx.worker.drain();
    expect(await s.ctx.repos.jobs.pendingCount()).toBe(0);
    expect((await s.ctx.repos.jobs.findById(jobId))?.status).toBe('done');

    const after = await admin.get<EventsReply>(`/events?baby_id=${f.baby.id}`);
    const moments = after.body.list.flatMap((e) => e.moments);
    expect(moments).toHaveLength(3);
    expect(moments.every((m) => m.picture?.state === 'ready')).toBe(true);
    const stored = await s.ctx.repos.moments.findByUpload(partial.id);
    const bytes = await s.ctx.storage.withLocalFile(stored?.original_key ?? '', (file) => fs.promises.readFile(file));
    expect(sha256(bytes)).toBe(sha256(big));
    // A store that failed half-way left no temporary file behind.
    expect(filesUnder(path.join(disk.dir, 'media')).filter((file) => file.endsWith('.tmp'))).toEqual([]);
  });
});
