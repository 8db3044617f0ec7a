import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TRASH_SECONDS,
  type EventsReply,
  type EventUpdatesReply,
  type NavigationsReply,
  type RestoreReply,
  type TrashReply,
} from '@sprout/shared';
import type { JobLog } from '../../src/jobs/worker.js';
import { trashPurge } from '../../src/jobs/handlers/trash-purge.js';
import { inTransaction } from '../../src/repositories/repos.js';
import { TrashService } from '../../src/services/trash.service.js';
import { nowSeconds } from '../../src/util/time.js';
import { makeFamily } from '../helpers/family.js';
import { signIn, type Client } from '../helpers/http.js';
import { seedMoment } from '../helpers/seed.js';
import { startServer, type TestServer } from '../helpers/server.js';
import { storedBytes } from '../helpers/stored.js';
import { fixture, uploadPicture } from '../helpers/upload.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

const DAY = 86_400;
const BIRTH = Date.UTC(2025, 8, 1) / 1000; // the test families' babies are born 2025-09-01
const quiet: JobLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** Moves the clock of later writes forward, so a change's updated_at differs from the one before. */
async function nextSecond(): Promise<void> {
  const start = Math.floor(Date.now() / 1000);
  while (Math.floor(Date.now() / 1000) === start) await new Promise((r) => setTimeout(r, 20));
}

const momentIds = (reply: EventsReply) => reply.list.flatMap((e) => e.moments.map((m) => m.id));
const total = (nav: NavigationsReply) => nav.list.reduce((sum, entry) => sum + entry.count, 0);

async function timeline(client: Client, babyId: number): Promise<EventsReply> {
  const reply = await client.get<EventsReply>(`/events?baby_id=${babyId}&style=best_12`);
  expect(reply.status).toBe(200);
  return reply.body;
}

async function counted(client: Client, babyId: number): Promise<number> {
  return total((await client.get<NavigationsReply>(`/navigations.json?baby_id=${babyId}`)).body);
}

async function trashOf(client: Client, babyId: number): Promise<number[]> {
  const reply = await client.get<TrashReply>(`/trash?baby_id=${babyId}`);
  expect(reply.status).toBe(200);
  return reply.body.list.map((item) => item.id);
}

/** The purge job's handler over the test server's database and files, its clock set to `at` (Unix seconds). */
function purgeAt(at: number): () => Promise<void> {
  const { ctx } = server;
  const trash = new TrashService({
    repos: ctx.repos,
    transact: (fn) => inTransaction(ctx.db, ctx.caches, fn),
    storage: ctx.storage,
    jobs: ctx.jobs,
    clock: () => at,
  });
  return trashPurge({ trash, log: quiet });
}

describe('the trash', () => {
  it('takes a deleted moment off the timeline, counts and sync, and a restore brings it back everywhere, cached answers included', async () => {
    const f = await makeFamily(server.ctx, { grandma: { relation: 'grandma', permission: 'can_view' } });
    const kept = await seedMoment(server.ctx, f.admin, f.baby.id, BIRTH + DAY);
    const gone = await seedMoment(server.ctx, f.admin, f.baby.id, BIRTH + 40 * DAY);
    const admin = await signIn(server.url, f.admin.email);
    const grandma = await signIn(server.url, f.members.grandma?.email ?? '');
    // Warm the cached answers first: they must not outlive the change.
    expect(momentIds(await timeline(grandma, f.baby.id))).toEqual([gone.moment.id, kept.moment.id]);
    expect(await counted(grandma, f.baby.id)).toBe(2);
    const first = await grandma.get<EventUpdatesReply>(`/events/updates?baby_id=${f.baby.id}&since=0`);
    await nextSecond();

    expect((await admin.delete(`/moments/${gone.moment.id}`)).status).toBe(204);
    expect(momentIds(await timeline(grandma, f.baby.id))).toEqual([kept.moment.id]);
    expect(await counted(grandma, f.baby.id)).toBe(1);
    expect((await grandma.get(`/moments/${gone.moment.id}`)).status).toBe(404);
    expect((await grandma.get(`/events/${gone.event.id}.json`)).status).toBe(404);
    const afterDelete = await grandma.get<EventUpdatesReply>(
      `/events/updates?baby_id=${f.baby.id}&since=${first.body.since}`,
    );
    expect(afterDelete.body.list).toContainEqual(expect.objectContaining({ id: gone.event.id, active: false }));
    // Admins see the baby's trash; a view-only member who neither uploaded nor deleted it does not.
    expect(await trashOf(admin, f.baby.id)).toEqual([gone.moment.id]);
    expect(await trashOf(grandma, f.baby.id)).toEqual([]);
    const item = (await admin.get<TrashReply>(`/trash?baby_id=${f.baby.id}`)).body.list[0];
    expect(item?.purge_at).toBe((item?.deleted_at ?? 0) + TRASH_SECONDS);
    expect(item?.abilities).toEqual({ restore: true, purge: true });
    await nextSecond();

    const restored = await admin.post<RestoreReply>(`/trash/${gone.moment.id}/restore`, {});
    expect(restored.status).toBe(200);
    expect(restored.body).toEqual({ moment_id: gone.moment.id, event_id: gone.event.id });
    expect(momentIds(await timeline(grandma, f.baby.id))).toEqual([gone.moment.id, kept.moment.id]);
    expect(await counted(grandma, f.baby.id)).toBe(2);
    expect((await grandma.get(`/moments/${gone.moment.id}`)).status).toBe(200);
    const afterRestore = await grandma.get<EventUpdatesReply>(
      `/events/updates?baby_id=${f.baby.id}&since=${afterDelete.body.since}`,
    );
    expect(afterRestore.body.list).toContainEqual(expect.objectContaining({ id: gone.event.id, active: true }));
    expect(await trashOf(admin, f.baby.id)).toEqual([]);
    // Restored once, it is no longer in the trash.
    expect((await admin.post(`/trash/${gone.moment.id}/restore`, {})).status).toBe(404);
  });

  it('keeps an event while one of its moments is left, and brings it back with the first one restored', async () => {
    const f = await makeFamily(server.ctx, { sister: { relation: 'sister', permission: 'can_upload' } });
    const sister = await signIn(server.url, f.members.sister?.email ?? '');
    const admin = await signIn(server.url, f.admin.email);
    const first = await uploadPicture(sister, f.baby.id, fixture('photo-exif-gps.jpg'), {
      taken_at_gmt: BIRTH + 10 * DAY,
    });
    const second = await uploadPicture(sister, f.baby.id, fixture('photo-exif-gps.jpg'), {
      taken_at_gmt: BIRTH + 10 * DAY + 60,
    });
    const [a, b] = [first, second].map((r) => r.body as { moment: { id: number }; event_id: number });
    expect(a?.event_id).toBe(b?.event_id);
    await server.ctx.worker.drain();

    expect((await sister.delete(`/moments/${a?.moment.id}`)).status).toBe(204);
    expect((await timeline(admin, f.baby.id)).list[0]?.counts.moments).toBe(1);
    expect((await sister.delete(`/moments/${b?.moment.id}`)).status).toBe(204);
    expect((await timeline(admin, f.baby.id)).list).toEqual([]);
    // The uploader sees their own deletions; the Admin sees the baby's; newest deletion first.
    expect(await trashOf(sister, f.baby.id)).toEqual([b?.moment.id, a?.moment.id]);
    expect(await trashOf(admin, f.baby.id)).toEqual([b?.moment.id, a?.moment.id]);
    const thumb = (await sister.get<TrashReply>(`/trash?baby_id=${f.baby.id}`)).body.list[0]?.thumb ?? '';
    expect((await sister.get(thumb)).status).toBe(200);

    expect((await sister.post(`/trash/${a?.moment.id}/restore`, {})).status).toBe(200);
    const back = (await timeline(admin, f.baby.id)).list;
    expect(back.map((e) => e.id)).toEqual([a?.event_id]);
    expect(back[0]?.moments.map((m) => m.id)).toEqual([a?.moment.id]);
    expect(back[0]?.taken_at_gmt).toBe(BIRTH + 10 * DAY);
  });

  it('deletes for good on request: the files go and the space is freed', async () => {
    const f = await makeFamily(server.ctx);
    const admin = await signIn(server.url, f.admin.email);
    const made = (await uploadPicture(admin, f.baby.id, fixture('photo-exif-gps.jpg'))).body as {
      moment: { id: number };
    };
    await server.ctx.worker.drain();
    const row = await server.ctx.repos.moments.findById(made.moment.id);
    const files = [row?.original_key, row?.thumb_key, row?.large_key, row?.xlarge_key].filter(
      (key): key is string => typeof key === 'string',
    );
    // A 12 MP photo's original is its own xlarge (ADR 0042): three files, each to be removed by the purge.
    expect(files).toHaveLength(3);
    for (const file of files) expect(await storedBytes(server).hasObject(file)).toBe(true);
    const before = (await server.ctx.repos.babies.findById(f.baby.id))?.storage_bytes ?? 0;

    expect((await admin.delete(`/moments/${made.moment.id}`)).status).toBe(204);
    for (const file of files) expect(await storedBytes(server).hasObject(file)).toBe(true);
    expect((await admin.delete(`/trash/${made.moment.id}`)).status).toBe(204);
    for (const file of files) expect(await storedBytes(server).hasObject(file)).toBe(false);
    expect((await server.ctx.repos.babies.findById(f.baby.id))?.storage_bytes).toBe(before - (row?.stored_bytes ?? 0));
    expect(await trashOf(admin, f.baby.id)).toEqual([]);
    expect((await admin.post(`/trash/${made.moment.id}/restore`, {})).status).toBe(404);
    expect((await admin.delete(`/trash/${made.moment.id}`)).status).toBe(404);
  });

  it('purges what has waited 30 days, on a moved clock, through the recurring job', async () => {
    const f = await makeFamily(server.ctx);
    const admin = await signIn(server.url, f.admin.email);
    const made = (await uploadPicture(admin, f.baby.id, fixture('photo-exif-gps.jpg'))).body as {
      moment: { id: number };
    };
    const young = (
      await uploadPicture(admin, f.baby.id, fixture('photo-exif-gps.jpg'), { taken_at_gmt: BIRTH + 5 * DAY })
    ).body as { moment: { id: number } };
    await server.ctx.worker.drain();
    const row = await server.ctx.repos.moments.findById(made.moment.id);
    const files = [row?.original_key, row?.thumb_key, row?.large_key, row?.xlarge_key].filter(
      (key): key is string => typeof key === 'string',
    );
    // A 12 MP photo's original is its own xlarge (ADR 0042): three files, each to be removed by the purge.
    expect(files).toHaveLength(3);
    const before = (await server.ctx.repos.babies.findById(f.baby.id))?.storage_bytes ?? 0;
    expect((await admin.delete(`/moments/${made.moment.id}`)).status).toBe(204);

    const deletedAt = (await admin.get<TrashReply>(`/trash?baby_id=${f.baby.id}`)).body.list[0]?.deleted_at ?? 0;
    expect(deletedAt).toBeGreaterThanOrEqual(nowSeconds() - 5);

    // 29 days on, nothing is due.
    await purgeAt(deletedAt + 29 * DAY)();
    expect(await trashOf(admin, f.baby.id)).toEqual([made.moment.id]);
    for (const file of files) expect(await storedBytes(server).hasObject(file)).toBe(true);

    // A moment deleted now is not due when the older one is.
    await nextSecond();
    expect((await admin.delete(`/moments/${young.moment.id}`)).status).toBe(204);
    await purgeAt(deletedAt + TRASH_SECONDS)();
    expect(await trashOf(admin, f.baby.id)).toEqual([young.moment.id]);
    for (const file of files) expect(await storedBytes(server).hasObject(file)).toBe(false);
    expect((await server.ctx.repos.babies.findById(f.baby.id))?.storage_bytes).toBe(before - (row?.stored_bytes ?? 0));
    expect((await admin.post(`/trash/${made.moment.id}/restore`, {})).status).toBe(404);
    // What is left is still whole: it restores with its pictures.
    expect((await admin.post(`/trash/${young.moment.id}/restore`, {})).status).toBe(200);
    const moment = (await timeline(admin, f.baby.id)).list[0]?.moments[0];
    expect(moment?.id).toBe(young.moment.id);
    expect((await admin.get(moment?.picture?.thumb ?? '')).status).toBe(200);
  });

  it('finishes the removal of files a purge was interrupted before', async () => {
    const f = await makeFamily(server.ctx);
    const admin = await signIn(server.url, f.admin.email);
    const made = (await uploadPicture(admin, f.baby.id, fixture('photo-exif-gps.jpg'))).body as {
      moment: { id: number };
    };
    await server.ctx.worker.drain();
    const row = await server.ctx.repos.moments.findById(made.moment.id);
    const original = row?.original_key ?? '';
    expect((await admin.delete(`/moments/${made.moment.id}`)).status).toBe(204);
    // A crash right after the commit: the row says purged, the files are still there.
    expect(await server.ctx.repos.trash.markPurged(made.moment.id, nowSeconds())).toBe(true);
    expect(await storedBytes(server).hasObject(original)).toBe(true);
    await purgeAt(nowSeconds())();
    expect(await storedBytes(server).hasObject(original)).toBe(false);
    const after = await server.ctx.db.kysely
      .selectFrom('moments')
      .selectAll()
      .where('id', '=', made.moment.id)
      .executeTakeFirst();
    expect([after?.original_key, after?.thumb_key, after?.large_key, after?.xlarge_key]).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });

  it('makes the pictures of a moment deleted before they were made, once it is restored', async () => {
    const f = await makeFamily(server.ctx);
    const admin = await signIn(server.url, f.admin.email);
    const made = (await uploadPicture(admin, f.baby.id, fixture('photo-exif-gps.jpg'))).body as {
      moment: { id: number };
    };
    expect((await admin.delete(`/moments/${made.moment.id}`)).status).toBe(204);
    await server.ctx.worker.drain();
    expect((await admin.post(`/trash/${made.moment.id}/restore`, {})).status).toBe(200);
    await server.ctx.worker.drain();
    const moment = (await timeline(admin, f.baby.id)).list[0]?.moments[0];
    expect(moment?.picture?.state).toBe('ready');
    expect((await admin.get(moment?.picture?.thumb ?? '')).status).toBe(200);
  });

  it('runs as a job: queued by a starting worker, and queued again six hours after each run', async () => {
    const { ctx } = server;
    const before = nowSeconds();
    ctx.worker.start();
    await ctx.worker.stop();
    const purges = () =>
      ctx.db.kysely.selectFrom('jobs').selectAll().where('kind', '=', 'trash.purge').orderBy('id').execute();
    const [queued] = await purges();
    expect(queued).toMatchObject({ status: 'queued', dedupe_key: 'every:trash.purge' });
    expect(queued?.run_at).toBeGreaterThanOrEqual(before);
    await ctx.db.kysely
      .updateTable('jobs')
      .set({ run_at: 0 })
      .where('id', '=', queued?.id ?? 0)
      .execute();
    await ctx.worker.drain();
    const [done, next] = await purges();
    expect(done).toMatchObject({ id: queued?.id, status: 'done' });
    expect(next?.run_at).toBeGreaterThanOrEqual(nowSeconds() + 6 * 3600 - 60);
  });
});
