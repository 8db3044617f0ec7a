import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MomentReply, QrKeyReply, QrLoginReply, UploadTokenReply } from '@sprout/shared';
import { boot } from '../../src/boot.js';
import type { AppContext } from '../../src/context.js';
import { signInFrom } from '../helpers/from-address.js';
import { makeFamily, makeUser } from '../helpers/family.js';
import { Client, signIn } from '../helpers/http.js';
import { startServerProcess, startWorkerProcess, type ServerProcess } from '../helpers/server-process.js';
import { makeTestEnv, type TestEnv } from '../helpers/server.js';
import { RawTusUpload } from '../helpers/tus-raw.js';
import { createPictureMoment, fixture } from '../helpers/upload.js';
import { waitFor } from '../helpers/wait.js';

/**
 * The hosted shape (issue 20, ADR 0031): two API processes (A and B) and a worker, each its own
 * `node apps/server/src/main.ts`, on one PostgreSQL schema with media in a loopback S3 bucket.
 * Nothing a request needs may live in one process's memory: each check starts on one instance and
 * ends on the other. Polls wait for the change listener's delivery; nothing here is timed.
 */
let env: TestEnv;
let ctx: AppContext;
let a: ServerProcess;
let b: ServerProcess;
let worker: ServerProcess & { name: string };
const spare: ServerProcess[] = [];

beforeAll(async () => {
  env = await makeTestEnv({ storage: 's3' });
  // This process only sets families up and looks at rows: it runs no jobs and serves nothing.
  ctx = await boot(env.env, 'silent');
  const apiEnv = { ...env.env, SPROUT_WORKER: '', SPROUT_ROLE: 'api' };
  [a, b] = await Promise.all([startServerProcess(apiEnv), startServerProcess(apiEnv)]);
  worker = await startWorkerProcess({ ...env.env, SPROUT_WORKER: '', WORKER_CONCURRENCY: '1' });
}, 120_000);

afterAll(async () => {
  for (const proc of [a, b, worker, ...spare]) await proc?.kill('SIGKILL');
  await ctx?.db.close();
  await env?.cleanup();
});

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');
/** A real JPEG made distinct by one byte after its end: same picture, its own hash. */
const photo = (n: number) => Buffer.concat([fixture('photo-exif-gps.jpg'), Buffer.from(`cluster-${n}`)]);
/** The same tus upload as seen through another instance. */
const via = (server: ServerProcess, upload: RawTusUpload) =>
  RawTusUpload.at(new URL(new URL(upload.url).pathname, server.url).toString(), upload.token, upload.size);

async function jobsOf(momentId: number) {
  return (await ctx.db.kysely.selectFrom('jobs').selectAll().where('kind', 'like', '%.derivatives').execute()).filter(
    (job) => (JSON.parse(job.payload) as { momentId?: number }).momentId === momentId,
  );
}

describe('a cluster of two API processes and a worker on PostgreSQL + S3', () => {
  it('takes an upload whose PATCHes alternate between A and B, shows it through B, and makes its derivatives once', async () => {
    const { admin, baby } = await makeFamily(ctx);
    const onA = await signIn(a.url, admin.email);
    const onB = new Client(b.url, onA.token);
    const data = photo(1);
    const upload = await RawTusUpload.create(onA, baby.id, data.length);
    const CHUNK = 64 * 1024;
    for (let offset = 0, n = 0; offset < data.length; offset += CHUNK, n += 1) {
      const target = n % 2 === 0 ? upload : via(b, upload);
      const sent = await target.patch(offset, data.subarray(offset, offset + CHUNK));
      expect(sent.status, JSON.stringify(sent.body)).toBe(204);
      expect(sent.offset).toBe(Math.min(offset + CHUNK, data.length));
    }
    const made = await createPictureMoment(onA, baby.id, upload.id);
    expect(made.status).toBe(201);
    const momentId = (made.body as { moment: MomentReply }).moment.id;

    const stored = await ctx.db.kysely
      .selectFrom('moments')
      .select('content_sha256')
      .where('id', '=', momentId)
      .executeTakeFirstOrThrow();
    expect(stored.content_sha256).toBe(sha256(data));
    await waitFor(
      async () => (await onB.get<MomentReply>(`/moments/${momentId}`)).body.picture?.state === 'ready',
      60_000,
    );
    const thumb = (await onB.get<MomentReply>(`/moments/${momentId}`)).body.picture?.thumb ?? '';
    const shown = await fetch(b.url + thumb, { headers: { 'x-token': onA.token ?? '' } });
    expect(shown.status).toBe(200);
    expect(shown.headers.get('content-type')).toMatch(/^image\//);
    const jobs = await jobsOf(momentId);
    expect(jobs.map((job) => ({ status: job.status, attempts: job.attempts }))).toEqual([
      { status: 'done', attempts: 1 },
    ]);
  });

  it('refuses on B a session signed out on A, and shuts a member removed on B out of A', async () => {
    const { admin, baby, members } = await makeFamily(ctx, {
      grandma: { relation: 'grandma', permission: 'can_view' },
    });
    const onA = await signIn(a.url, admin.email);
    const sameOnB = new Client(b.url, onA.token);
    expect((await sameOnB.get('/user')).status).toBe(200);
    expect((await onA.delete('/users/sign_out.json')).status).toBe(204);
    await expect.poll(async () => (await sameOnB.get('/user')).status, { timeout: 10_000, interval: 20 }).toBe(401);

    const grandmaOnA = await signIn(a.url, members.grandma!.email);
    const timeline = `/events?baby_id=${baby.id}`;
    expect((await grandmaOnA.get(timeline)).status).toBe(200);
    const adminOnB = await signIn(b.url, admin.email);
    expect(
      (await adminOnB.put('/family_invitations/delete_baby', { baby_id: baby.id, user_id: members.grandma!.id }))
        .status,
    ).toBe(204);
    await expect.poll(async () => (await grandmaOnA.get(timeline)).status, { timeout: 10_000, interval: 20 }).toBe(404);
  });

  it('signs a desktop in on A with a QR code approved on B', async () => {
    const issued = await new Client(a.url).get<QrKeyReply>('/users/qr_key');
    expect(issued.status).toBe(200);
    const phone = await signIn(b.url, (await makeUser(ctx, 'qr-phone')).email);
    expect((await phone.post('/users/qr_approve', { key: issued.body.key, approve: true })).status).toBe(204);
    const polled = await new Client(a.url).request<QrLoginReply>('POST', '/users/qr_login', {
      json: { key: issued.body.key },
    });
    expect(polled.body.status).toBe('ok');
  });

  it('counts wrong passwords across both instances, for a parallel burst as for one', async () => {
    const user = await makeUser(ctx, 'cluster-burst');
    const replies = await Promise.all(
      Array.from({ length: 40 }, (_, i) => signInFrom('127.0.0.9', (i % 2 ? a : b).url, user.email, 'wrong-1')),
    );
    const counts = replies.reduce<Record<number, number>>((t, r) => ({ ...t, [r.status]: (t[r.status] ?? 0) + 1 }), {});
    // As on one instance (sign-in-throttle.test.ts): 10 attempts a window, 3 of them with the password checked.
    expect(counts).toEqual({ 401: 3, 403: 7, 429: 30 });
  });

  it('runs a job again on another worker when its worker is killed with -9 mid-job', { timeout: 180_000 }, async () => {
    const { admin, baby } = await makeFamily(ctx);
    const onA = await signIn(a.url, admin.email);
    const grant = await onA.get<UploadTokenReply>(`/moments/new?baby_id=${baby.id}`);
    expect(grant.status).toBe(200);
    const video = fixture('video.mov');
    const upload = await RawTusUpload.create(onA, baby.id, video.length);
    expect((await upload.patch(0, video)).status).toBe(204);
    const made = await createPictureMoment(onA, baby.id, upload.id, {
      type: 'video',
      picture_width: 1,
      picture_height: 1,
    });
    expect(made.status).toBe(201);
    const momentId = (made.body as { moment: MomentReply }).moment.id;
    // The remux is under way in the worker: kill it there.
    await waitFor(async () =>
      (await jobsOf(momentId)).some((job) => job.status === 'running' && job.locked_by === worker.name),
    );
    await worker.kill('SIGKILL');
    const [orphaned] = await jobsOf(momentId);
    expect(orphaned).toMatchObject({ status: 'running', locked_by: worker.name });

    const second = await startWorkerProcess({ ...env.env, SPROUT_WORKER: '', WORKER_CONCURRENCY: '1' });
    spare.push(second);
    // Its lease has run out (two minutes, renewed while the dead worker lived): moved, not waited for.
    await ctx.db.kysely.updateTable('jobs').set({ locked_until: 0 }).where('id', '=', orphaned!.id).execute();
    const onB = new Client(b.url, onA.token);
    await waitFor(
      async () => (await onB.get<MomentReply>(`/moments/${momentId}`)).body.video?.state === 'ready',
      90_000,
    );
    const [done] = await jobsOf(momentId);
    // Run twice: claimed by the dead worker, then finished by the new one.
    expect(done).toMatchObject({ status: 'done', attempts: 2 });
    worker = second;
  });

  it(
    'finishes every one of 20 uploads through B when A is told to stop in the middle of them',
    { timeout: 180_000 },
    async () => {
      const { admin, baby } = await makeFamily(ctx);
      const onA = await signIn(a.url, admin.email);
      const onB = new Client(b.url, onA.token);
      const CHUNK = 96 * 1024;
      let aStopping = false;
      let patchedOnA = 0;
      /** One upload, sent to A until A goes away, then to B from the offset B reports. */
      async function send(n: number): Promise<{ data: Buffer; momentId: number }> {
        const data = photo(100 + n);
        const upload = await RawTusUpload.create(onA, baby.id, data.length);
        let offset = 0;
        while (offset < data.length) {
          const target = aStopping ? via(b, upload) : upload;
          const sent = await target.patch(offset, data.subarray(offset, offset + CHUNK)).catch(() => null);
          if (sent?.status === 204 && sent.offset !== null) {
            if (target === upload) patchedOnA += 1;
            offset = sent.offset;
            continue;
          }
          // A refused (503 while closing) or was gone: B tells how far the bytes got.
          aStopping = true;
          const head = await fetch(via(b, upload).url, {
            method: 'HEAD',
            headers: { 'tus-resumable': '1.0.0', authorization: `Bearer ${upload.token}` },
          });
          expect(head.status).toBe(200);
          offset = Number(head.headers.get('upload-offset'));
        }
        const made = await createPictureMoment(onB, baby.id, upload.id);
        expect(made.status, JSON.stringify(made.body)).toBe(201);
        return { data, momentId: (made.body as { moment: MomentReply }).moment.id };
      }
      const uploads = Array.from({ length: 20 }, (_, n) => send(n));
      // Once A holds some of every upload's bytes, it is told to stop, as a deploy restarting it would.
      await waitFor(async () => patchedOnA >= 20, 60_000);
      const stopped = a.kill('SIGTERM');
      const done = await Promise.all(uploads);
      await stopped;
      expect(aStopping).toBe(true);
      for (const { data, momentId } of done) {
        const row = await ctx.db.kysely
          .selectFrom('moments')
          .select(['content_sha256', 'active'])
          .where('id', '=', momentId)
          .executeTakeFirstOrThrow();
        expect(row).toEqual({ content_sha256: sha256(data), active: 1 });
      }
      expect(new Set(done.map((d) => d.momentId)).size).toBe(20);
      // A again, for anything after this.
      a = await startServerProcess({ ...env.env, SPROUT_WORKER: '', SPROUT_ROLE: 'api' });
    },
  );
});
