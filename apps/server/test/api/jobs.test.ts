import { afterAll, describe, expect, it } from 'vitest';
import type { EventsReply } from '@sprout/shared';
import { signIn } from '../helpers/http.js';
import { makeFamily } from '../helpers/family.js';
import { makeTestEnv, startServer, type TestEnv } from '../helpers/server.js';
import { fixture, uploadPicture } from '../helpers/upload.js';
import { waitFor } from '../helpers/wait.js';

let env: TestEnv;
afterAll(async () => {
  await env.cleanup();
});

describe('the job queue', () => {
  it('keeps a queued derivative job across a restart and runs it in the new process', async () => {
    env = await makeTestEnv();
    const first = await startServer(env);
    const f = await makeFamily(first.ctx);
    const admin = await signIn(first.url, f.admin.email);
    expect((await uploadPicture(admin, f.baby.id, fixture('photo-exif-gps.jpg'))).status).toBe(201);
    expect(await first.ctx.repos.jobs.pendingCount()).toBe(1);
    await first.stop();

    const second = await startServer(env, { worker: true });
    try {
      const again = await signIn(second.url, f.admin.email);
      await waitFor(async () => {
        const events = await again.get<EventsReply>(`/events?baby_id=${f.baby.id}`);
        return events.body.list[0]?.moments[0]?.picture?.state === 'ready';
      });
      expect(await second.ctx.repos.jobs.pendingCount()).toBe(0);
    } finally {
      await second.stop();
    }
  });

  it('takes back a job whose worker died mid-run once its lease ends', async () => {
    env ??= await makeTestEnv();
    const server = await startServer(env);
    try {
      const { jobs } = server.ctx.repos;
      const id = await jobs.enqueue('picture.derivatives', { momentId: 999_999 }, 100);
      const claimed = await jobs.claim(100, 60, 'test-worker');
      expect(claimed?.id).toBe(id);
      expect(await jobs.claim(120, 60, 'test-worker')).toBeUndefined();
      const retaken = await jobs.claim(200, 60, 'test-worker');
      expect(retaken?.id).toBe(id);
      expect(retaken?.attempts).toBe(2);
    } finally {
      await server.stop();
    }
  });

  it('marks a picture failed, not forever processing, once its job gives up', async () => {
    env ??= await makeTestEnv();
    const server = await startServer(env);
    try {
      const f = await makeFamily(server.ctx);
      const admin = await signIn(server.url, f.admin.email);
      const created = await uploadPicture(admin, f.baby.id, fixture('photo-exif-gps.jpg'));
      const momentId = (created.body as { moment: { id: number } }).moment.id;
      const moment = await server.ctx.repos.moments.findById(momentId);
      await server.ctx.storage.delete(moment?.original_key ?? '');
      for (let attempt = 0; attempt < 5; attempt += 1) {
        // Skip the back-off: make the retry due now.
        await server.ctx.db.kysely.updateTable('jobs').set({ run_at: 0 }).where('status', '=', 'queued').execute();
        await server.ctx.worker.drain();
      }
      const job = await server.ctx.db.kysely
        .selectFrom('jobs')
        .selectAll()
        .where('kind', '=', 'picture.derivatives')
        .orderBy('id', 'desc')
        .executeTakeFirst();
      expect(job?.status).toBe('failed');
      expect(job?.attempts).toBe(5);
      const events = await admin.get<EventsReply>(`/events?baby_id=${f.baby.id}`);
      expect(events.body.list[0]?.moments[0]?.picture?.state).toBe('failed');
    } finally {
      await server.stop();
    }
  });
});
