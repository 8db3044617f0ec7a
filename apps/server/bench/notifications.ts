// The notifications section of npm run bench (issue 24, ADR 0030): 200 families of five members with
// 20 new moments each. Writes each batch's notifications as PUT /moments/finish does, runs the
// digest for all 1,000 members (plan, claim, compose, embed thumbnails, send through a real SMTP
// server on loopback) and reports total time, mails per second and peak RSS; then loads a member's
// GET /notifications at 50 connections beside the hello-world route of the same server.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { boot } from '../src/boot.js';
import { buildApp } from '../src/http/app.js';
import { demoPhoto } from '../src/demo/photos.js';
import { inTransaction } from '../src/repositories/repos.js';
import { load, type LoadResult } from './load.js';
import { peakRss } from './peak-rss.js';

const FAMILIES = Number(process.env.BENCH_FAMILIES ?? 200);
const MEMBERS = Number(process.env.BENCH_FAMILY_MEMBERS ?? 5);
const NEW_MOMENTS = Number(process.env.BENCH_NEW_MOMENTS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);

const fmt = (n: number, digits = 1) => n.toFixed(digits).padStart(8);

/** A real SMTP server on loopback that only counts what it receives. */
async function countingSmtp(): Promise<{ url: string; received: () => number; close: () => Promise<void> }> {
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        received += 1;
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received: () => received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export async function notificationsBench(): Promise<void> {
  const smtp = await countingSmtp();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sprout-bench-notify-'));
  const ctx = await boot(
    {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SPROUT_WORKER: 'off',
      LOG_LEVEL: 'silent',
      SMTP_URL: smtp.url,
    },
    'silent',
  );
  const db = ctx.db.kysely;
  console.log(
    `\nNotifications: seeding ${FAMILIES} families × ${MEMBERS} members, ${NEW_MOMENTS} new photos each, into ${dataDir} …`,
  );
  const seedStart = Date.now();
  const thumbKey = 'bench/notify-thumb.jpg';
  await ctx.storage.putBuffer(thumbKey, await demoPhoto(3, 480, 360));
  const now = Math.floor(Date.now() / 1000);
  const batches: number[] = [];
  const member = { id: 0 };
  for (let f = 0; f < FAMILIES; f += 1) {
    await db.transaction().execute(async (trx) => {
      const users = await trx
        .insertInto('users')
        .values(
          Array.from({ length: MEMBERS }, (_, m) => ({
            email: `f${f}-m${m}@bench.sprout`,
            password_hash: '!',
            name: m === 0 ? `Parent ${f}` : `Member ${f}.${m}`,
            gender: null,
            profile_picture: null,
            linked_baby_id: null,
            family_version: 0,
            locale: ['en', 'de', 'fr', 'ko', 'ja', 'zh-CN', 'zh-TW'][m % 7] ?? 'en',
            email_verified_at: now,
            created_at: now - 7 * 86_400,
            updated_at: now,
            deleted_at: null,
            time_zone: 'UTC',
          })),
        )
        .returning('id')
        .execute();
      const ids = users.map((u) => Number(u.id));
      const parent = ids[0] ?? 0;
      const baby = await trx
        .insertInto('babies')
        .values({
          name: `Baby ${f}`,
          birthday: '2025-06-01',
          gender: 'girl',
          is_baby: 1,
          profile_picture: null,
          background: null,
          background_y: 0,
          personal_domain: null,
          vip_expiration: 0,
          storage_bytes: 0,
          timeline_version: 0,
          created_by: parent,
          created_at: now - 7 * 86_400,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const babyId = Number(baby.id);
      await trx
        .insertInto('family_members')
        .values(
          ids.map((user_id, m) => ({
            baby_id: babyId,
            user_id,
            relation: ['mom', 'grandma', 'grandpa', 'sister', 'friend'][m % 5] ?? 'family',
            relation_name: null,
            permission: m === 0 ? 'can_manage' : 'can_view',
            invitation_id: null,
            created_at: now - 7 * 86_400,
            updated_at: now - 7 * 86_400,
          })),
        )
        .execute();
      await trx
        .insertInto('notification_prefs')
        .values(
          ids.map((user_id) => ({
            user_id,
            baby_id: babyId,
            digest: 'daily',
            push_uploads: 1,
            push_replies: 1,
            push_members: 1,
            updated_at: now,
          })),
        )
        .execute();
      const batch = await trx
        .insertInto('upload_batches')
        .values({ user_id: parent, baby_id: babyId, created_at: now - 3600, finished_at: now - 60 })
        .returning('id')
        .executeTakeFirstOrThrow();
      const event = await trx
        .insertInto('events')
        .values({
          baby_id: babyId,
          author_id: parent,
          batch_id: Number(batch.id),
          local_date: new Date((now - 3600) * 1000).toISOString().slice(0, 10),
          taken_at_gmt: now - 3600,
          layout: 'default',
          caption: '',
          active: 1,
          likes_count: 0,
          comments_count: 0,
          created_at: now - 3600,
          updated_at: now - 3600,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('moments')
        .values(
          Array.from({ length: NEW_MOMENTS }, (_, i) => ({
            event_id: Number(event.id),
            baby_id: babyId,
            author_id: parent,
            batch_id: Number(batch.id),
            type: 'picture',
            content: '',
            taken_at_gmt: now - 3600 + i,
            privacy: i % 5 === 4 ? 'family_only' : 'family_and_relatives',
            service: 'tus',
            client_id: null,
            original_key: null,
            original_mime: 'image/jpeg',
            original_bytes: 0,
            content_sha256: null,
            upload_id: null,
            original_filename: null,
            picture_width: 480,
            picture_height: 360,
            duration: null,
            thumb_key: thumbKey,
            large_key: thumbKey,
            media_state: 'ready',
            active: 1,
            likes_count: 0,
            comments_count: 0,
            created_at: now - 3000 + i,
            updated_at: now - 3000 + i,
          })),
        )
        .execute();
      batches.push(Number(batch.id));
      if (f === 0) member.id = ids[1] ?? 0;
    });
  }
  console.log(`seeded in ${((Date.now() - seedStart) / 1000).toFixed(1)} s`);

  // What PUT /moments/finish does for each batch: one notification per member who may see it.
  // (Read before: on SQLite's one connection, a query outside the transaction would wait for it forever.)
  const rows = await db.selectFrom('upload_batches').selectAll().where('id', 'in', batches).execute();
  const fanStart = Date.now();
  for (const batch of rows)
    await inTransaction(ctx.db, ctx.caches, (work) =>
      ctx.services.notifier.batchFinished(work, batch, Math.floor(Date.now() / 1000)),
    );
  const fanSeconds = (Date.now() - fanStart) / 1000;
  const notices = Number(
    (
      await db
        .selectFrom('notifications')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

  // The digest run: plan at a morning hour, then every digest and mail job until the queue is empty.
  const morning = Math.floor(new Date(new Date().toISOString().slice(0, 10) + 'T09:00:00Z').getTime() / 1000);
  const run = await peakRss(async () => {
    const started = Date.now();
    const planned = await ctx.services.digests.plan(morning);
    let ran = 0;
    for (let drained = await ctx.worker.drain(); drained > 0; drained = await ctx.worker.drain()) ran += drained;
    return { planned, ran, seconds: (Date.now() - started) / 1000 };
  });
  const mails = smtp.received();
  console.log(
    `\nNotifications and digests, SQLite, ${FAMILIES} families × ${MEMBERS} members × ${NEW_MOMENTS} new photos (Node ${process.version}, ${os.cpus().length} cores, ${ctx.worker.concurrency} job slots)`,
  );
  console.log(`upload-done fan-out       ${FAMILIES} batches → ${notices} notifications in ${fanSeconds.toFixed(2)} s`);
  console.log(
    `digest run                ${run.result.planned} planned, ${run.result.ran} jobs, ${mails} mails received by SMTP in ${run.result.seconds.toFixed(2)} s`,
  );
  console.log(`mails per second          ${(mails / run.result.seconds).toFixed(1)}`);
  console.log(`peak RSS during the run   ${(run.peak / 1024 / 1024).toFixed(0)} MiB`);

  // A member's bell at 50 connections, beside hello world on the same server.
  const app = await buildApp(ctx, { logger: false });
  app.get('/hello', async () => ({ hello: 'world' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const user = await ctx.repos.users.findById(member.id);
  if (!user) throw new Error('no member to load the bell for');
  const session = await ctx.services.auth.startSession(user, true);
  const headers = { 'x-token': session.token, 'accept-encoding': 'gzip' };
  const endpoints: Array<[string, string]> = [
    ['hello world (baseline)', `${base}/hello`],
    ['GET /notifications', `${base}/api/en/notifications`],
    ['GET /notifications/unread_count', `${base}/api/en/notifications/unread_count`],
  ];
  // On two cores autocannon shares the CPU with the server, and the first seconds after the digest run
  // (JIT, a heap the run grew) measured half the rate of later ones. So each endpoint is warmed up, then
  // driven in interleaved rounds, and its best round is compared with hello world's best.
  for (const [name, url] of endpoints) await load(name, url, headers, 2);
  const best = new Map<string, LoadResult>();
  for (let round = 0; round < ROUNDS; round += 1)
    for (const [name, url] of endpoints) {
      const result = await load(name, url, headers, SECONDS);
      if ((best.get(name)?.rps ?? -1) < result.rps) best.set(name, result);
    }
  const results = endpoints.map(([name]) => best.get(name)!);
  const baseline = results[0]!;
  console.log(
    `\nThe bell, 50 connections, best of ${ROUNDS} interleaved rounds of ${SECONDS} s after a warm-up (target: p99 ≤ 50 ms and ≥ 50% of hello world)`,
  );
  console.log('endpoint                              p50 ms   p99 ms      req/s  vs hello  errors');
  for (const r of results)
    console.log(
      `${r.name.padEnd(34)}${fmt(r.p50)} ${fmt(r.p99)} ${fmt(r.rps, 0).padStart(10)} ${fmt((r.rps / baseline.rps) * 100, 0)}%  ${r.errors + r.non2xx}`,
    );

  await app.close();
  await ctx.db.close();
  await smtp.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
