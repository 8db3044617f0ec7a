import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventsReply } from '@sprout/shared';
import { jobRegistry, type JobRegistry } from '../../src/jobs/registry.js';
import { Worker } from '../../src/jobs/worker.js';
import { signIn } from '../helpers/http.js';
import { makeFamily } from '../helpers/family.js';
import { startServer, type TestServer } from '../helpers/server.js';
import { createPictureMoment, tusUpload } from '../helpers/upload.js';
import { waitFor } from '../helpers/wait.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

const silent = { info: () => {}, warn: () => {}, error: () => {} };

/** The real registry of this server, with mail.send replaced by `handler` (mail jobs are the test's own). */
function registryWith(handler: JobRegistry['mail.send']['handler']): JobRegistry {
  const { ctx } = server;
  const real = jobRegistry({
    moments: ctx.repos.moments,
    storage: ctx.storage,
    storedBytes: () => Promise.resolve(),
    mailer: { send: async () => {} },
    orphans: ctx.repos.orphans,
    uploads: ctx.uploads,
    trash: ctx.services.trash,
    expired: ctx.repos.expired,
    notifications: ctx.services.notifications,
    push: ctx.services.push,
    digests: ctx.services.digests,
    integrity: ctx.integrity,
    exportRuns: ctx.services.exportRuns,
    batchQuietSeconds: ctx.config.notify.batchQuietSeconds,
    log: silent,
  });
  return { ...real, 'mail.send': { ...real['mail.send'], handler } };
}

/** Resolves once `n` callers are waiting, releasing them all: proves they ran at the same time. */
function barrier(n: number) {
  let waiting = 0;
  let release: () => void = () => {};
  const all = new Promise<void>((resolve) => {
    release = resolve;
  });
  return async () => {
    waiting += 1;
    if (waiting >= n) release();
    await all;
  };
}

describe('the worker runs jobs concurrently', () => {
  it('runs WORKER_CONCURRENCY jobs at once and never more, each once, each under its own lease', async () => {
    const { jobs } = server.ctx.repos;
    let inFlight = 0;
    let most = 0;
    const runs = new Map<string, number>();
    const together = barrier(3);
    const worker = new Worker(
      jobs,
      server.ctx.jobs,
      registryWith(async (mail) => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        runs.set(mail.to, (runs.get(mail.to) ?? 0) + 1);
        if (mail.subject === 'first three') {
          await together(); // the first three only finish once all three are running
          // Meanwhile the database shows three running jobs, each leased by this worker.
          const running = await server.ctx.db.kysely
            .selectFrom('jobs')
            .select(['id', 'locked_by', 'locked_until'])
            .where('status', '=', 'running')
            .where('kind', '=', 'mail.send')
            .execute();
          expect(running.length).toBeGreaterThanOrEqual(3);
          for (const job of running) expect(job.locked_by).toBe(worker.name);
        } else {
          await new Promise((r) => setTimeout(r, 20));
        }
        inFlight -= 1;
      }),
      silent,
      { concurrency: 3 },
    );
    expect(worker.concurrency).toBe(3);
    const ids: number[] = [];
    for (let i = 0; i < 9; i += 1)
      ids.push(
        await jobs.enqueue(
          'mail.send',
          { to: `m${i}@example.com`, subject: i < 3 ? 'first three' : 'later', text: '' },
          0,
        ),
      );
    worker.start();
    try {
      await waitFor(async () =>
        (await Promise.all(ids.map((id) => jobs.findById(id)))).every((job) => job?.status === 'done'),
      );
    } finally {
      await worker.stop();
    }
    expect(most).toBe(3);
    expect([...runs.values()]).toEqual(Array.from({ length: 9 }, () => 1));
  });

  it('still retries a failed job later, and a second worker never takes a job the first holds', async () => {
    const { jobs } = server.ctx.repos;
    let failures = 0;
    const seen: number[] = [];
    const gate = barrier(2);
    const handler: JobRegistry['mail.send']['handler'] = async (mail) => {
      seen.push(Number(mail.to.split('@')[0]?.slice(1)));
      if (mail.subject === 'fails once' && failures === 0) {
        failures += 1;
        throw new Error('smtp said no');
      }
      if (mail.subject === 'slow') await gate();
    };
    const one = new Worker(jobs, server.ctx.jobs, registryWith(handler), silent, { concurrency: 2 });
    const two = new Worker(jobs, server.ctx.jobs, registryWith(handler), silent, { concurrency: 2 });
    const flaky = await jobs.enqueue('mail.send', { to: 'r100@example.com', subject: 'fails once', text: '' }, 0);
    const slow = [
      await jobs.enqueue('mail.send', { to: 'r101@example.com', subject: 'slow', text: '' }, 0),
      await jobs.enqueue('mail.send', { to: 'r102@example.com', subject: 'slow', text: '' }, 0),
    ];
    // Both drain at once: four slots over three jobs.
    await Promise.all([one.drain(), two.drain()]);
    const failed = await jobs.findById(flaky);
    expect(failed).toMatchObject({ status: 'queued', attempts: 1, last_error: 'smtp said no' });
    expect(failed?.run_at).toBeGreaterThan(Math.floor(Date.now() / 1000));
    for (const id of slow) expect((await jobs.findById(id))?.status).toBe('done');
    // The retry comes due (its back-off moved forward) and runs again, to completion.
    await server.ctx.db.kysely.updateTable('jobs').set({ run_at: 0 }).where('id', '=', flaky).execute();
    await one.drain();
    expect(await jobs.findById(flaky)).toMatchObject({ status: 'done', attempts: 2 });
    expect(seen.sort((a, b) => a - b)).toEqual([100, 100, 101, 102]);
    await Promise.all([one.stop(), two.stop()]);
  });

  it('shows each thumbnail of a batch as soon as its job is done, not at the end', async () => {
    const f = await makeFamily(server.ctx);
    const admin = await signIn(server.url, f.admin.email);
    const token = await admin.get<{ endpoint: string; sts_token: string }>(`/moments/new?baby_id=${f.baby.id}`);
    for (let i = 0; i < 3; i += 1) {
      const photo = await sharp({
        create: { width: 640, height: 480, channels: 3, background: { r: 40 * i, g: 120, b: 200 } },
      })
        .jpeg()
        .toBuffer();
      const id = await tusUpload(token.body.endpoint, token.body.sts_token, photo);
      expect(
        (
          await createPictureMoment(admin, f.baby.id, id, {
            taken_at_gmt: 1_748_740_830 + i,
            picture_width: 640,
            picture_height: 480,
          })
        ).status,
      ).toBe(201);
    }
    const ready = async () => {
      const { body } = await admin.get<EventsReply>(`/events?baby_id=${f.baby.id}&style=best_12`);
      return body.list.flatMap((e) => e.moments).filter((m) => m.picture?.state === 'ready').length;
    };
    // The real derivative handler, then a pause until the test lets it go: the first picture's state is read
    // while the others are still waiting their turn.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const registry = registryWith(async () => {});
    const real = registry['picture.derivatives'].handler;
    registry['picture.derivatives'] = {
      ...registry['picture.derivatives'],
      handler: async (payload) => {
        await real(payload);
        await held;
      },
    };
    const worker = new Worker(server.ctx.repos.jobs, server.ctx.jobs, registry, silent, { concurrency: 1 });
    worker.start();
    try {
      await waitFor(async () => (await ready()) === 1, 60_000);
      expect(await ready()).toBe(1);
      release();
      await waitFor(async () => (await ready()) === 3, 60_000);
    } finally {
      release();
      await worker.stop();
    }
  }, 150_000);
});
