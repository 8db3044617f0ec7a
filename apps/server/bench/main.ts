// npm run bench: seeds a six-year family (100k moments in 20k events) on the
// embedded SQLite default, measures the timeline endpoints at 50 connections
// beside a hello-world route of the same server, then drives Chromium over
// that baby; then compares SQLite and PostgreSQL under many browsing clients
// (databases.ts); then uploads, the disk and derivatives (uploads.ts). The
// timeline's server also measures the tag calls (tags.ts). Prints numbers and
// ratios; asserts nothing.
// Flags: --no-browser, --only-browser (seed, then only the Chromium fast scroll: no load, tags, databases or uploads),
// --no-databases, --only-databases, --no-uploads, --only-uploads, --no-tags, --only-tags,
// --only-public (the JavaScript each public page loads, beside its budget; also part of the browser run),
// --no-notifications, --only-notifications (the digest run for 1,000 members and the bell's load; notifications.ts),
// --no-export, --only-export (an album of 10,000 moments, 1 GB, exported beside a plain tar; export.ts).
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { EventUpdatesReply } from '@sprout/shared';
import { boot } from '../src/boot.js';
import { buildApp } from '../src/http/app.js';
import { browserBench } from './browser.js';
import { publicPagesSection } from './public-pages.js';
import { compareDatabases } from './databases.js';
import { exportBench } from './export.js';
import { load, type LoadResult } from './load.js';
import { notificationsBench } from './notifications.js';
import { BENCH_LOGIN, seedLargeFamily } from './seed.js';
import { seedTags, tagsSection } from './tags.js';
import { uploadsBench } from './uploads.js';
import { ensureWebBuild } from './web-build.js';

const args = new Set(process.argv.slice(2));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 20_000);
/** The database comparison seeds a smaller family: it measures the database path, not the timeline's size. */
const DB_EVENTS = Number(process.env.BENCH_DB_EVENTS ?? 2_000);
const DB_CONNECTIONS = Number(process.env.BENCH_DB_CONNECTIONS ?? 200);
/** SQLite and PostgreSQL take turns, BENCH_SECONDS split over this many rounds each. */
const DB_ROUNDS = Number(process.env.BENCH_DB_ROUNDS ?? 3);

/** Bytes on the wire (compressed as a browser would ask for it). */
function wireBytes(url: string, headers: Record<string, string>): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { ...headers, 'accept-encoding': 'gzip, deflate' } }, (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        res.on('end', () => resolve({ bytes, encoding: String(res.headers['content-encoding'] ?? 'identity') }));
      })
      .on('error', reject);
  });
}

async function nextSecond(): Promise<number> {
  const start = Math.floor(Date.now() / 1000);
  while (Math.floor(Date.now() / 1000) === start) await new Promise((r) => setTimeout(r, 10));
  return start + 1;
}

const fmt = (n: number, digits = 1) => n.toFixed(digits).padStart(8);

async function main(): Promise<void> {
  if (args.has('--only-uploads')) return uploadsBench();
  if (args.has('--only-notifications')) return notificationsBench();
  if (args.has('--only-export')) return exportBench();
  if (args.has('--only-public')) return publicPagesOnly();
  if (args.has('--only-tags')) return timelineAndBrowser({ tagsOnly: true });
  if (args.has('--only-browser')) return timelineAndBrowser({ tagsOnly: false });
  if (!args.has('--only-databases')) await timelineAndBrowser({ tagsOnly: false });
  if (!args.has('--no-databases'))
    await compareDatabases({ events: DB_EVENTS, seconds: SECONDS, connections: DB_CONNECTIONS, rounds: DB_ROUNDS });
  if (!args.has('--no-uploads') && !args.has('--only-databases')) await uploadsBench();
  if (!args.has('--no-notifications') && !args.has('--only-databases')) await notificationsBench();
  if (!args.has('--no-export') && !args.has('--only-databases')) await exportBench();
}

async function timelineAndBrowser({ tagsOnly }: { tagsOnly: boolean }): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sprout-bench-'));
  const ctx = await boot(
    { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', SPROUT_WORKER: 'off', LOG_LEVEL: 'silent' },
    'silent',
  );
  console.log(`Seeding ${EVENTS} events × 5 moments into ${dataDir} …`);
  const seeded = await seedLargeFamily(ctx, EVENTS);
  console.log(`seeded ${seeded.moments} moments in ${seeded.events} events in ${seeded.seconds.toFixed(1)} s`);

  const app = await buildApp(ctx, { logger: false });
  app.get('/hello', async () => ({ hello: 'world' }));
  await app.listen({ port: Number(process.env.BENCH_PORT ?? 0), host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const signedIn = await ctx.services.auth.startSession((await ctx.repos.users.findByEmail(BENCH_LOGIN.email))!, true);
  const auth = { 'x-token': signedIn.token };
  const baby = seeded.babyId;
  if (tagsOnly || (!args.has('--no-tags') && !args.has('--only-browser'))) {
    const started = Date.now();
    const tags = await seedTags(ctx, seeded, signedIn.user.id);
    console.log(`seeded ${tags.records} tagging records in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    await tagsSection(base, auth, baby, tags, SECONDS);
    if (tagsOnly) {
      await app.close();
      await ctx.db.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
      return;
    }
    console.log('');
  }

  // Ten changes: captions on ten events spread over the years.
  const since = await nextSecond();
  for (let i = 0; i < 10; i += 1) {
    await ctx.services.events.updateCaption(
      ctx.actorFor(signedIn.user),
      seeded.oldestEventId + i * Math.floor(seeded.events / 10),
      `change ${i}`,
    );
  }
  const updatesUrl = `${base}/api/en/events/updates?baby_id=${baby}&style=best_12&since=${since}`;
  const check = (await (await fetch(updatesUrl, { headers: auth })).json()) as EventUpdatesReply;

  if (!args.has('--only-browser')) await endpointLoads(base, auth, updatesUrl, baby, seeded.moments, check);

  if (!args.has('--no-browser')) {
    ensureWebBuild();
    await publicPagesSection(base);
    console.log('\nBrowser (Chromium) over the same baby …');
    const b = await browserBench(base, BENCH_LOGIN, seeded);
    console.log(`first event card after        ${b.firstCardMs} ms`);
    console.log(`full sync (all events cached) ${b.syncMs === null ? 'not finished' : `${b.syncMs} ms`}`);
    console.log(
      `scroll newest → oldest        ${b.reachedOldest ? 'reached the oldest event' : 'did NOT reach the oldest event'} (${b.scrollSteps} steps, ${b.scrollMs} ms, ${b.parts} part${b.parts === 1 ? '' : 's'})`,
    );
    console.log(`longest task                  ${b.longestTaskMs} ms (${b.longTasks} tasks over 50 ms)`);
    console.log(
      `  of which                    before the fling ${b.longestBy.beforeFling} ms, at a part switch ${b.longestBy.atSwitch} ms, elsewhere in the fling ${b.longestBy.elsewhere} ms`,
    );
    console.log(`largest DOM node count        ${b.maxDomNodes}`);
    console.log(`tallest element               ${b.maxScrollHeight} px`);
    console.log(
      `reading scroll back up        ${b.reading.steps} screens, one per 400 ms: longest task ${b.reading.longestTaskMs} ms (${b.reading.longTasks} over 50 ms), ${b.reading.picturesShown} pictures seen drawn`,
    );
  }
  await app.close();
  await ctx.db.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

/** Only the public pages' weight: an empty server over the built web app, no seeding. */
async function publicPagesOnly(): Promise<void> {
  ensureWebBuild();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sprout-bench-'));
  const ctx = await boot(
    { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', SPROUT_WORKER: 'off', LOG_LEVEL: 'silent' },
    'silent',
  );
  const app = await buildApp(ctx, { logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    await publicPagesSection(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
  } finally {
    await app.close();
    await ctx.db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The timeline endpoints at 50 connections beside a hello-world route of the same server. */
async function endpointLoads(
  base: string,
  auth: Record<string, string>,
  updatesUrl: string,
  baby: number,
  moments: number,
  check: EventUpdatesReply,
): Promise<void> {
  // The baseline runs first and last; the faster of the two is the one compared against (the stricter ratio).
  const endpoints: Array<[string, string]> = [
    ['hello world (baseline)', `${base}/hello`],
    ['GET /events first page', `${base}/api/en/events?baby_id=${baby}&style=best_12`],
    ['GET /events/updates (10 changes)', updatesUrl],
    ['GET /navigations.json', `${base}/api/en/navigations.json?baby_id=${baby}`],
    ['hello world (baseline, again)', `${base}/hello`],
  ];
  const results: LoadResult[] = [];
  for (const [name, url] of endpoints) {
    process.stdout.write(`load: ${name} … `);
    const result = await load(name, url, { ...auth, 'accept-encoding': 'gzip' }, SECONDS);
    results.push(result);
    console.log(`${result.requests} requests`);
  }
  const baseline = [results[0]!, results.at(-1)!].sort((a, b) => b.rps - a.rps)[0]!;
  const sizes = await Promise.all(endpoints.map(([, url]) => wireBytes(url, auth)));

  console.log(
    `\nServer, SQLite, ${moments} moments, 50 connections, ${SECONDS} s each (Node ${process.version}, ${os.cpus().length} cores)`,
  );
  console.log('endpoint                              p50 ms   p99 ms      req/s  vs hello   bytes (wire)  errors');
  results.forEach((r, i) => {
    const size = sizes[i]!;
    console.log(
      `${r.name.padEnd(34)}${fmt(r.p50)} ${fmt(r.p99)} ${fmt(r.rps, 0).padStart(10)} ${fmt((r.rps / baseline.rps) * 100, 0)}%   ${String(size.bytes).padStart(7)} ${size.encoding.padEnd(8)} ${r.errors + r.non2xx}`,
    );
  });
  console.log(`updates check: ${check.list.length} events returned for 10 changes`);
  console.log(
    `server memory: rss ${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MiB, heap ${(process.memoryUsage().heapUsed / 1024 / 1024).toFixed(0)} MiB`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
