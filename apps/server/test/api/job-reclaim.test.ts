import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { afterAll, describe, expect, it } from 'vitest';
import { makeFamily } from '../helpers/family.js';
import { signIn } from '../helpers/http.js';
import { makeTestEnv, startServer, type TestEnv, type TestServer } from '../helpers/server.js';
import { fixture, uploadPicture } from '../helpers/upload.js';
import { waitFor } from '../helpers/wait.js';
import { nowSeconds } from '../../src/util/time.js';

let env: TestEnv;
let server: TestServer | undefined;
afterAll(async () => {
  await server?.stop();
  await env.cleanup();
});

/** The id of a process that has ended: the pid a crashed server had. */
function deadPid(): number {
  const ended = spawnSync(process.execPath, ['-e', '']);
  if (!ended.pid) throw new Error('could not start a process');
  return ended.pid;
}

async function pictureJob(s: TestServer): Promise<{ jobId: number; momentId: number }> {
  const f = await makeFamily(s.ctx);
  const admin = await signIn(s.url, f.admin.email);
  const made = await uploadPicture(admin, f.baby.id, fixture('photo-exif-gps.jpg'));
  const momentId = (made.body as { moment: { id: number } }).moment.id;
  const job = await s.ctx.db.kysely
    .selectFrom('jobs')
    .select('id')
    .where('dedupe_key', '=', `derivatives:${momentId}`)
    .executeTakeFirstOrThrow();
  return { jobId: job.id, momentId };
}

describe('a restarted server and the jobs its dead predecessor was running', () => {
  it('takes back at once the jobs of workers of this host whose process is gone, and only those', async () => {
    env = await makeTestEnv();
    server = await startServer(env);
    const { jobs } = server.ctx.repos;
    const crashed = await pictureJob(server);
    const dead = `${os.hostname()}:${deadPid()}:deadbeef`;
    const alive = `${os.hostname()}:${process.ppid}:a11ve000`;
    const elsewhere = `another-host:${deadPid()}:e15e0000`;
    expect((await jobs.claim(nowSeconds(), 120, dead))?.id).toBe(crashed.jobId);
    const aliveJob = await jobs.enqueue('picture.derivatives', { momentId: 999_999 }, nowSeconds());
    expect((await jobs.claim(nowSeconds(), 120, alive))?.id).toBe(aliveJob);
    const elsewhereJob = await jobs.enqueue('picture.derivatives', { momentId: 999_998 }, nowSeconds());
    expect((await jobs.claim(nowSeconds(), 120, elsewhere))?.id).toBe(elsewhereJob);

    expect(await server.ctx.worker.reclaimInterrupted()).toBe(1);
    expect(await jobs.findById(crashed.jobId)).toMatchObject({ status: 'queued', locked_by: null, attempts: 1 });
    expect(await jobs.findById(aliveJob)).toMatchObject({ status: 'running', locked_by: alive });
    expect(await jobs.findById(elsewhereJob)).toMatchObject({ status: 'running', locked_by: elsewhere });
    expect(await server.ctx.worker.drain()).toBe(1);
    expect((await server.ctx.repos.moments.findById(crashed.momentId))?.media_state).toBe('ready');
  });

  it('does so as its worker starts, long before the two-minute lease would end', async () => {
    env ??= await makeTestEnv();
    await server?.stop();
    server = await startServer(env);
    const crashed = await pictureJob(server);
    expect((await server.ctx.repos.jobs.claim(nowSeconds(), 120, `${os.hostname()}:${deadPid()}:c0ffee00`))?.id).toBe(
      crashed.jobId,
    );
    server.ctx.worker.start();
    const { moments } = server.ctx.repos;
    await waitFor(async () => (await moments.findById(crashed.momentId))?.media_state === 'ready', 30_000);
    // The job marks the moment ready in its own work, then itself done: on a busy machine the test can look between.
    await waitFor(async () => (await server!.ctx.repos.jobs.findById(crashed.jobId))?.status === 'done', 30_000);
    expect((await server.ctx.repos.jobs.findById(crashed.jobId))?.status).toBe('done');
  });
});
