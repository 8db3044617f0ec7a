// The tags section of npm run bench (issue 11): 200 tags on the six-year
// family, one of them on 10,000 of its 100k moments, the rest on 20 each.
// GET /moment_tags/all counts and covers every tag per viewer in SQL (ADR
// 0016); GET /tagging_records pages the big tag's moments. Both are loaded at
// 50 connections beside the hello-world route of the same server, first and
// last, so the ratio is taken against the faster baseline.
import type { AppContext } from '../src/context.js';
import { load, type LoadResult } from './load.js';
import type { Seeded } from './seed.js';

export const TAGS = Number(process.env.BENCH_TAGS ?? 200);
export const BIG_TAG_MOMENTS = Number(process.env.BENCH_BIG_TAG_MOMENTS ?? 10_000);
const SMALL_TAG_MOMENTS = 20;

export interface SeededTags {
  bigTagId: number;
  records: number;
}

/** Tags and tagging records in batched inserts, spread over the baby's years. */
export async function seedTags(ctx: AppContext, seeded: Seeded, userId: number): Promise<SeededTags> {
  const db = ctx.db.kysely;
  const now = Math.floor(Date.now() / 1000);
  const tagRows = Array.from({ length: TAGS }, (_, i) => ({
    baby_id: seeded.babyId,
    name: `Tag ${i + 1}`,
    name_key: `tag ${i + 1}`,
    flag: '',
    active: 1,
    created_by: userId,
    created_at: now,
    updated_at: now - i,
  }));
  const tags = await db.insertInto('moment_tags').values(tagRows).returning('id').execute();
  const momentIds = (
    await db.selectFrom('moments').select('id').where('baby_id', '=', seeded.babyId).orderBy('id').execute()
  ).map((m) => Number(m.id));
  const [big, ...small] = tags.map((t) => Number(t.id));
  const records: Array<{ baby_id: number; tag_id: number; moment_id: number; user_id: number; created_at: number }> =
    [];
  // The big tag on every n-th moment, so its moments span all six years (and all three audiences).
  const step = Math.max(1, Math.floor(momentIds.length / BIG_TAG_MOMENTS));
  for (let i = 0; i < BIG_TAG_MOMENTS && i * step < momentIds.length; i += 1) {
    records.push({
      baby_id: seeded.babyId,
      tag_id: big!,
      moment_id: momentIds[i * step]!,
      user_id: userId,
      created_at: now,
    });
  }
  small.forEach((tagId, t) => {
    for (let j = 0; j < SMALL_TAG_MOMENTS; j += 1) {
      const at = (t * 997 + j * 4_999) % momentIds.length;
      records.push({
        baby_id: seeded.babyId,
        tag_id: tagId,
        moment_id: momentIds[at]!,
        user_id: userId,
        created_at: now,
      });
    }
  });
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < records.length; i += 500)
      await trx
        .insertInto('tagging_records')
        .values(records.slice(i, i + 500))
        .execute();
  });
  return { bigTagId: big!, records: records.length };
}

const fmt = (n: number, digits = 1) => n.toFixed(digits).padStart(8);

/** Loads the two tag calls beside hello world and prints p50, p99, req/s and the ratio; asserts nothing. */
export async function tagsSection(
  base: string,
  auth: Record<string, string>,
  babyId: number,
  tags: SeededTags,
  seconds: number,
): Promise<LoadResult[]> {
  const endpoints: Array<[string, string]> = [
    ['hello world (baseline)', `${base}/hello`],
    [`GET /moment_tags/all (${TAGS} tags)`, `${base}/api/en/moment_tags/all?baby_id=${babyId}&page=1`],
    [
      `GET /tagging_records (${BIG_TAG_MOMENTS} on tag)`,
      `${base}/api/en/tagging_records?baby_id=${babyId}&tag_id=${tags.bigTagId}`,
    ],
    ['hello world (baseline, again)', `${base}/hello`],
  ];
  // One answer each first: a wrong URL or a refused call would otherwise show as a fast benchmark of an error.
  for (const [name, url] of endpoints) {
    const res = await fetch(url, { headers: auth });
    if (res.status !== 200) throw new Error(`${name}: HTTP ${res.status}`);
    await res.arrayBuffer();
  }
  const results: LoadResult[] = [];
  for (const [name, url] of endpoints) {
    process.stdout.write(`load: ${name} … `);
    const result = await load(name, url, { ...auth, 'accept-encoding': 'gzip' }, seconds);
    results.push(result);
    console.log(`${result.requests} requests`);
  }
  const baseline = [results[0]!, results.at(-1)!].sort((a, b) => b.rps - a.rps)[0]!;
  console.log(
    `\nTags, SQLite, ${tags.records} tagging records, 50 connections, ${seconds} s each (target: p99 ≤ 50 ms, ≥ 50% of hello world)`,
  );
  console.log('endpoint                                   p50 ms   p99 ms      req/s  vs hello  errors');
  for (const r of results) {
    console.log(
      `${r.name.padEnd(40)}${fmt(r.p50)} ${fmt(r.p99)} ${fmt(r.rps, 0).padStart(10)} ${fmt((r.rps / baseline.rps) * 100, 0)}%  ${r.errors + r.non2xx}`,
    );
  }
  return results;
}
