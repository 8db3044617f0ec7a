// The database comparison of `npm run bench`: the same family seeded on
// SQLite and on PostgreSQL (when BENCH_DATABASE_URL or TEST_DATABASE_URL is
// set; a fresh schema, dropped afterwards), browsed by many clients at once
// with several users' sessions. Prints p50/p99/req/s per database and the
// ratio of PostgreSQL's p99 to SQLite's. Two loads, each measured with the
// family only browsing and again while each member posts a comment every
// WRITE_EVERY_MS through the API (issue 19 item 4: what a change costs the
// readers is what this section must show): the browsing mix of many pages, and
// the timeline alone (every connection on the first page, rotating the
// members' tokens), where every comment makes every reader miss at once.
// What such a miss cost PostgreSQL (ADR 0034): every reader in flight looked
// its membership up itself, a render was six round trips in a row, and each
// comment held the baby's row through its notices. Writers that no longer wait
// for each other land more comments in the same seconds, and each is a change
// the readers pay for: read the writes column beside the ratios.
// Loopback only; asserts nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { boot } from '../src/boot.js';
import type { AppContext } from '../src/context.js';
import { buildApp } from '../src/http/app.js';
import { freshPostgresUrl } from '../test/helpers/db.js';
import { loadMix, type LoadResult } from './load.js';
import type { MixPlan } from './mix-client.js';
import { seedLargeFamily } from './seed.js';

/** Relatives who browse the album beside the parent who made it; two devices each. */
const RELATIVES = [
  { name: 'Mira', relation: 'mom', permission: 'can_manage' },
  { name: 'Oma', relation: 'grandma', permission: 'can_view' },
  { name: 'Lea', relation: 'sister', permission: 'can_upload' },
  { name: 'Sam', relation: 'friend', permission: 'can_view' },
] as const;
const SESSIONS_PER_USER = 2;
/** Of each kind of id-addressed page, how many different ones are browsed. */
const SAMPLE = 30;
/** How often each member of the family posts a comment while the others browse. */
const WRITE_EVERY_MS = Number(process.env.BENCH_DB_WRITE_EVERY_MS ?? 500);

interface Writer {
  token: string;
  path: string;
}

/** The loads measured, each alone and under writers. */
const LOADS = ['browsing mix', 'timeline'] as const;
type Load = (typeof LOADS)[number];

interface Target {
  database: 'SQLite' | 'PostgreSQL';
  ctx: AppContext;
  plans: Record<Load, Omit<MixPlan, 'seconds'>>;
  writers: Writer[];
  close(): Promise<void>;
}
interface Round {
  result: LoadResult;
  maxPoolWaiting: number | null;
  writes: number;
  writeErrors: number;
}

/** Users, sessions and the paths a browsing family visits, on a freshly seeded baby. */
async function prepareFamily(
  ctx: AppContext,
  events: number,
): Promise<{ clients: MixPlan['clients']; timeline: MixPlan['clients']; writers: Writer[] }> {
  const seeded = await seedLargeFamily(ctx, events);
  const db = ctx.db.kysely;
  const baby = seeded.babyId;
  const users = [await db.selectFrom('users').selectAll().executeTakeFirstOrThrow()];
  for (const [i, relative] of RELATIVES.entries()) {
    const email = `relative-${i}@sprout.demo`;
    await ctx.services.users.create({ email, password: 'bench-family-1', name: relative.name });
    await ctx.services.family.addByEmail(baby, email, relative.relation, relative.permission);
    users.push((await ctx.repos.users.findByEmail(email))!);
  }
  // Posts everyone in the family may see, spread over the years.
  const step = Math.max(1, Math.floor(seeded.events / SAMPLE));
  const eventIds = Array.from({ length: SAMPLE }, (_, i) => seeded.oldestEventId + i * step);
  const moments = await db
    .selectFrom('moments')
    .select(['id'])
    .where('baby_id', '=', baby)
    .where('privacy', '=', 'family_and_relatives')
    .where('event_id', 'in', eventIds)
    .orderBy('id')
    .execute();
  const momentIds = eventIds.map((eventId, i) => moments[(i * 5) % moments.length]?.id ?? eventId);
  const since = Math.floor(Date.now() / 1000) - 60;
  // A few conversations: the comments lists are part of browsing, and each comment is a timeline change.
  for (const [i, eventId] of eventIds.slice(0, SAMPLE / 2).entries()) {
    for (let c = 0; c < 3; c += 1) {
      const author = users[(i + c) % users.length]!;
      await ctx.services.comments.add(ctx.actorFor(author), 'event', eventId, `so sweet ${c}`);
      await ctx.services.comments.add(ctx.actorFor(author), 'moment', momentIds[i]!, `look at that ${c}`);
    }
  }
  const fixed = (path: string, times: number) => Array.from({ length: times }, () => path);
  const paths = [
    ...fixed(`/api/en/events?baby_id=${baby}&style=best_12`, SAMPLE),
    ...fixed(`/api/en/events/updates?baby_id=${baby}&style=best_12&since=${since}`, (SAMPLE * 2) / 3),
    ...fixed(`/api/en/navigations.json?baby_id=${baby}`, (SAMPLE * 2) / 3),
    ...eventIds.map((id) => `/api/en/events/${id}.json`),
    ...momentIds.map((id) => `/api/en/moments/${id}`),
    ...eventIds.slice(0, SAMPLE / 2).map((id) => `/api/en/events/${id}/comments`),
    ...momentIds.slice(0, SAMPLE / 2).map((id) => `/api/en/moments/${id}/comments`),
  ];
  const clients: MixPlan['clients'] = [];
  const timeline: MixPlan['clients'] = [];
  const writers: Writer[] = [];
  for (const [i, user] of users.entries()) {
    for (let s = 0; s < SESSIONS_PER_USER; s += 1)
      clients.push({ token: (await ctx.services.auth.startSession(user, true)).token, paths });
    timeline.push({ token: clients.at(-1)!.token, paths: [paths[0]!] });
    writers.push({
      token: (await ctx.services.auth.startSession(user, true)).token,
      path: `/api/en/events/${eventIds[i % eventIds.length]}/comments`,
    });
  }
  return { clients, timeline, writers };
}

/** A server on loopback over a freshly seeded family, ready to be browsed. */
async function serve(
  database: Target['database'],
  databaseUrl: string,
  events: number,
  connections: number,
): Promise<Target> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sprout-bench-db-'));
  const ctx = await boot(
    { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl, SPROUT_WORKER: 'off', LOG_LEVEL: 'silent' },
    'silent',
  );
  const { clients, timeline, writers } = await prepareFamily(ctx, events);
  const app = await buildApp(ctx, { logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const plans = {
    'browsing mix': { name: database, base, connections, clients },
    timeline: { name: database, base, connections, clients: timeline },
  };
  await loadMix({ ...plans['browsing mix'], seconds: 2 }); // warm-up: JIT, caches, pool connections
  return {
    database,
    ctx,
    plans,
    writers,
    async close() {
      await app.close();
      await ctx.db.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function measure(target: Target, load: Load, writing: boolean, seconds: number): Promise<Round> {
  let maxPoolWaiting = target.ctx.db.poolStats() === null ? null : 0;
  const sampler = setInterval(() => {
    const stats = target.ctx.db.poolStats();
    if (stats && maxPoolWaiting !== null) maxPoolWaiting = Math.max(maxPoolWaiting, stats.waiting);
  }, 50);
  const writers = writing ? startWriters(target) : null;
  const result = await loadMix({ ...target.plans[load], seconds }).finally(() => clearInterval(sampler));
  const { writes, writeErrors } = (await writers?.stop()) ?? { writes: 0, writeErrors: 0 };
  return { result, maxPoolWaiting, writes, writeErrors };
}

/** Each member comments every WRITE_EVERY_MS, one request at a time, until stopped. */
function startWriters(target: Target): { stop(): Promise<{ writes: number; writeErrors: number }> } {
  let writes = 0;
  let writeErrors = 0;
  let running = true;
  const loops = target.writers.map(async (writer, i) => {
    await new Promise((r) => setTimeout(r, (WRITE_EVERY_MS * i) / target.writers.length));
    while (running) {
      const started = Date.now();
      try {
        const res = await fetch(target.plans.timeline.base + writer.path, {
          method: 'POST',
          headers: { 'x-token': writer.token, 'content-type': 'application/json' },
          body: JSON.stringify({ content: `still sweet ${writes}` }),
        });
        await res.arrayBuffer();
        if (res.ok) writes += 1;
        else writeErrors += 1;
      } catch {
        writeErrors += 1;
      }
      await new Promise((r) => setTimeout(r, Math.max(0, WRITE_EVERY_MS - (Date.now() - started))));
    }
  });
  return {
    async stop() {
      running = false;
      await Promise.all(loops);
      return { writes, writeErrors };
    },
  };
}

/** The middle round by p99: other work on the machine spoils single rounds, not the median of alternating ones. */
function median(rounds: Round[]): Round {
  return [...rounds].sort((a, b) => a.result.p99 - b.result.p99)[Math.floor(rounds.length / 2)]!;
}

const fmt = (n: number, digits = 1) => n.toFixed(digits).padStart(9);

export async function compareDatabases(options: {
  events: number;
  seconds: number;
  connections: number;
  rounds: number;
}): Promise<void> {
  const pgBase = process.env.BENCH_DATABASE_URL?.trim() || process.env.TEST_DATABASE_URL?.trim() || '';
  const { events, seconds, connections, rounds } = options;
  const slice = Math.max(2, Math.round(seconds / rounds));
  console.log(
    `\nDatabases: ${events} events × 5 moments, ${connections} browsing connections (${RELATIVES.length + 1} users × ${SESSIONS_PER_USER} sessions), ${rounds} alternating rounds of ${slice} s`,
  );
  const schema = pgBase ? await freshPostgresUrl(pgBase) : null;
  const targets: Target[] = [];
  try {
    targets.push(await serve('SQLite', '', events, connections));
    if (schema) targets.push(await serve('PostgreSQL', schema.url, events, connections));
    else console.log('(PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
    const scenarios = LOADS.flatMap((load) => [
      { load, writing: false, title: `${load}, browsing alone` },
      {
        load,
        writing: true,
        title: `${load}, while ${targets[0]!.writers.length} members comment every ${WRITE_EVERY_MS} ms`,
      },
    ]);
    for (const scenario of scenarios) {
      const results = targets.map(() => [] as Round[]);
      for (let round = 0; round < rounds; round += 1) {
        for (const [i, target] of targets.entries())
          results[i]!.push(await measure(target, scenario.load, scenario.writing, slice));
      }
      console.log(`\n${scenario.title}`);
      console.log(
        'database       p50 ms    p99 ms      req/s   requests  errors  writes (failed)  pool max / most waiting   p99 of each round',
      );
      const medians = targets.map((target, i) => {
        const m = median(results[i]!);
        const r = m.result;
        const poolMax = target.ctx.db.poolStats()?.max;
        const pool = poolMax === undefined ? '—' : `${poolMax} / ${m.maxPoolWaiting}`;
        const each = results[i]!.map((x) => x.result.p99).join(', ');
        console.log(
          `${target.database.padEnd(12)}${fmt(r.p50)} ${fmt(r.p99)} ${fmt(r.rps, 0)} ${String(r.requests).padStart(10)} ${String(r.errors + r.non2xx).padStart(7)}  ${`${m.writes} (${m.writeErrors})`.padEnd(15)}  ${pool.padEnd(24)}${each}`,
        );
        return r;
      });
      const [sqlite, postgres] = medians;
      if (sqlite && postgres) {
        console.log(
          `PostgreSQL / SQLite: req/s ${((100 * postgres.rps) / sqlite.rps).toFixed(0)}%, p99 ${(postgres.p99 / sqlite.p99).toFixed(2)}× (median rounds)`,
        );
      }
    }
  } finally {
    for (const target of targets) await target.close();
    await schema?.drop();
  }
}
