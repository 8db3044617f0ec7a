import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { ageBucket, bucketKey, type EventReply, type Privacy } from '@sprout/shared';
import { audienceOf } from '../../src/policies/moment.policy.js';
import { makeFamily, type Family } from '../helpers/family.js';
import { signIn, type Client, type Reply } from '../helpers/http.js';
import { startServer, type TestServer } from '../helpers/server.js';
import { fixture, uploadPicture } from '../helpers/upload.js';

/**
 * Every write that changes what a moment counts under, in a random mix, then
 * every derived figure compared with the same figure recomputed from the
 * moments themselves: bucket counts, each event's active flag and time, and
 * each baby's stored bytes (ADR 0026). The figures are also checked every
 * hundred steps and before each birthday change (which counts everything
 * again, and so would hide an earlier miscount). SEED=<n> replays a run;
 * STEPS=<n> makes it longer.
 */

const SEED = Number(process.env.SEED ?? Math.floor(Math.random() * 2 ** 31));
const STEPS = Number(process.env.STEPS ?? 400);

/** mulberry32: small, seedable, good enough to pick operations. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

const BIRTH = Date.UTC(2025, 8, 1) / 1000;
const DAY = 86_400;
const PRIVACIES: readonly Privacy[] = ['family_and_relatives', 'family_only', 'private', 'custom'];
const BIRTHDAYS = ['2025-09-01', '2025-06-15', '2024-12-31', '2025-10-20'];

interface Member {
  id: number;
  client: Client;
}

/** What the run has seen happen: the pool the next operations pick from (the server decides what is allowed). */
interface Known {
  authors: Map<number, number>;
  live: Set<number>;
  trashed: Set<number>;
  /** Each author's pictures and audio, for diary entries to take in. */
  media: Map<number, number[]>;
  /** Diary entries and their authors. */
  diaries: Map<number, number>;
}

describe('moment writes keep every derived figure in step', () => {
  it(`after a few hundred mixed writes on ${process.env.SPROUT_TEST_DB ?? 'sqlite'}`, async () => {
    process.stdout.write(`moment-writes-invariants: SEED=${SEED} STEPS=${STEPS}\n`);
    const random = prng(SEED);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
    const chance = (p: number) => random() < p;

    const families: Family[] = [];
    const members: Member[][] = [];
    for (let i = 0; i < 2; i++) {
      const f = await makeFamily(server.ctx, {
        dad: { relation: 'dad', permission: 'can_upload' },
        friend: { relation: 'friend', permission: 'can_upload' },
        grandma: { relation: 'grandma', permission: 'can_view' },
      });
      families.push(f);
      const users = [f.admin, ...Object.values(f.members)];
      // One after another: sign-ins at once from one address would meet the puzzle.
      const signedIn: Member[] = [];
      for (const u of users) signedIn.push({ id: u.id, client: await signIn(server.url, u.email) });
      members.push(signedIn);
    }
    const known: Known[] = families.map(() => ({
      authors: new Map(),
      live: new Set(),
      trashed: new Set(),
      media: new Map(),
      diaries: new Map(),
    }));
    const picture = fixture('photo-exif-gps.jpg');
    const audio = fixture('audio.m4a');
    const statuses = new Map<string, number>();

    const anyone = (family: number) => pick(members[family] ?? []);
    // Mostly those who may write (the Admin, an uploader, a non-close uploader); now and then a viewer, refused.
    const uploader = (family: number) => pick((members[family] ?? []).slice(0, chance(0.9) ? 3 : 4));
    const admin = (family: number) => members[family]?.[0] as Member;
    const someMoment = (k: Known) => {
      const live = [...k.live];
      return live.length > 0 && chance(0.85) ? pick(live) : pick([...k.authors.keys()]);
    };
    const trashedMoment = (k: Known) => {
      const trashed = [...k.trashed];
      return trashed.length > 0 && chance(0.85) ? pick(trashed) : someMoment(k);
    };
    // The moment's author mostly (the audience is theirs alone to change), someone else now and then.
    const actorOn = (family: number, k: Known, momentId: number) => {
      const author = (members[family] ?? []).find((m) => m.id === k.authors.get(momentId));
      return author && chance(0.75) ? author : anyone(family);
    };
    const audience = (family: number, author: number) => {
      const privacy = pick(PRIVACIES);
      const ids = (members[family] ?? []).map((m) => m.id).filter((id) => id !== author && chance(0.5));
      return privacy === 'custom'
        ? { privacy, visible_for_ids: chance(0.9) ? [author, ...ids] : ids }
        : { privacy, ...(chance(0.1) ? { visible_for_ids: ids } : {}) };
    };
    // From before the birth to a couple of weeks ago: every age bucket of the first year and some of the second.
    const takenAt = () => BIRTH + Math.floor((random() * 540 - 100) * DAY) + Math.floor(random() * DAY);
    const noted = <T>(name: string, reply: Reply<T>) => {
      statuses.set(`${name} ${reply.status}`, (statuses.get(`${name} ${reply.status}`) ?? 0) + 1);
      // Refusals (403, 404, 409, 422) are part of the mix; a server error never is.
      expect(reply.status, `${name} answered ${JSON.stringify(reply.body)} (SEED=${SEED})`).toBeLessThan(500);
      return reply;
    };
    const made = (k: Known, author: number, reply: Reply<unknown>, media: boolean) => {
      const id = (reply.body as { moment?: { id?: number } }).moment?.id;
      if (reply.status !== 201 || !id) return;
      k.authors.set(id, author);
      k.live.add(id);
      if (media) k.media.set(author, [...(k.media.get(author) ?? []), id]);
    };

    // Counted all over again from the moments: checked before it runs, so it never hides a miscount made earlier.
    const changeBirthday = async (family: number) => {
      const actor = chance(0.9) ? admin(family) : anyone(family);
      const form = new FormData();
      form.append('birthday', pick(BIRTHDAYS));
      const res = await fetch(`${server.url}/api/en/babies/${families[family]?.baby.id}`, {
        method: 'PUT',
        body: form,
        headers: { 'x-token': actor.client.token ?? '' },
      });
      noted('birthday', { status: res.status, headers: res.headers, body: await res.text() });
    };

    const operations: Array<[number, (family: number, k: Known) => Promise<void>]> = [
      [
        12,
        async (family, k) => {
          const author = uploader(family);
          const reply = await author.client.post('/moments', {
            baby_id: families[family]?.baby.id,
            moment: {
              type: 'text',
              content: `words ${random()}`,
              taken_at_gmt: takenAt(),
              time_zone_offset: pick([-540, 0, 300]),
              ...audience(family, author.id),
            },
          });
          made(k, author.id, noted('text', reply), false);
        },
      ],
      [
        4,
        async (family, k) => {
          // A viewer is refused the upload token already: uploads are for those who may.
          const author = pick((members[family] ?? []).slice(0, 3));
          const sound = chance(0.3);
          const reply = await uploadPicture(author.client, families[family]?.baby.id ?? 0, sound ? audio : picture, {
            type: sound ? 'audio' : 'picture',
            taken_at_gmt: takenAt(),
            ...audience(family, author.id),
          });
          made(k, author.id, noted('upload', reply), true);
        },
      ],
      [
        4,
        async (family, k) => {
          const author = uploader(family);
          const media = (k.media.get(author.id) ?? []).filter(() => chance(0.3)).slice(0, 3);
          const reply = await author.client.post<EventReply>('/baby_contents', {
            baby_id: families[family]?.baby.id,
            content: `dear diary ${random()}`,
            draft: chance(0.4),
            moment_ids: media,
            ...(chance(0.7) ? { taken_at_gmt: takenAt() } : {}),
            ...audience(family, author.id),
          });
          if (noted('diary', reply).status !== 201) return;
          k.diaries.set(reply.body.id, author.id);
          for (const m of reply.body.moments) {
            k.authors.set(m.id, author.id);
            k.live.add(m.id);
          }
        },
      ],
      [
        5,
        async (family, k) => {
          if (k.diaries.size === 0) return;
          const entry = pick([...k.diaries.keys()]);
          const author = (members[family] ?? []).find((m) => m.id === k.diaries.get(entry));
          const actor = author && chance(0.8) ? author : anyone(family);
          const media = (k.media.get(actor.id) ?? []).filter(() => chance(0.3)).slice(0, 2);
          const change = pick([
            { content: `edited ${random()}` },
            { draft: false },
            { moment_ids: media },
            audience(family, actor.id),
            { ...audience(family, actor.id), draft: false, moment_ids: media },
          ]);
          noted('diary edit', await actor.client.put(`/events/${entry}`, change));
        },
      ],
      [
        4,
        async (family, k) => {
          if (k.authors.size === 0) return;
          const id = someMoment(k);
          noted('edit text', await actorOn(family, k, id).client.put(`/moments/${id}`, { content: `now ${random()}` }));
        },
      ],
      [
        6,
        async (family, k) => {
          if (k.authors.size === 0) return;
          const id = someMoment(k);
          noted('move', await actorOn(family, k, id).client.put(`/moments/${id}`, { taken_at_gmt: takenAt() }));
        },
      ],
      [
        8,
        async (family, k) => {
          if (k.authors.size === 0) return;
          const id = someMoment(k);
          const actor = actorOn(family, k, id);
          const body = { ...audience(family, actor.id), ...(chance(0.3) ? { taken_at_gmt: takenAt() } : {}) };
          noted('audience', await actor.client.put(`/moments/${id}`, body));
        },
      ],
      [
        7,
        async (family, k) => {
          if (k.authors.size === 0) return;
          const id = someMoment(k);
          if (noted('trash', await actorOn(family, k, id).client.delete(`/moments/${id}`)).status !== 204) return;
          k.live.delete(id);
          k.trashed.add(id);
        },
      ],
      [
        5,
        async (family, k) => {
          if (k.authors.size === 0) return;
          const id = trashedMoment(k);
          const reply = await actorOn(family, k, id).client.post(`/trash/${id}/restore`, {});
          if (noted('restore', reply).status !== 200) return;
          k.trashed.delete(id);
          k.live.add(id);
        },
      ],
      [
        2,
        async (family, k) => {
          if (k.authors.size === 0) return;
          const id = trashedMoment(k);
          if (noted('purge', await actorOn(family, k, id).client.delete(`/trash/${id}`)).status !== 204) return;
          k.trashed.delete(id);
          k.live.delete(id);
        },
      ],
      [1, changeBirthday],
    ];
    const total = operations.reduce((sum, [weight]) => sum + weight, 0);
    const operation = () => {
      let roll = random() * total;
      for (const [weight, run] of operations) if ((roll -= weight) < 0) return run;
      return operations[0]?.[1] ?? (async () => undefined);
    };

    // Some steps send several writes at once, on the same few moments: the server must apply them one after another.
    const babyIds = families.map((f) => f.baby.id);
    for (let step = 0, checked = 0; step < STEPS;) {
      const width = chance(0.3) ? 2 + Math.floor(random() * 3) : 1;
      const batch = Array.from({ length: width }, () => {
        const family = chance(0.75) ? 0 : 1;
        return [operation(), family] as const;
      });
      if (batch.some(([run]) => run === changeBirthday) || step - checked >= 100) {
        await expectFiguresMatch(babyIds, `before step ${step}`);
        checked = step;
      }
      step += width;
      await Promise.all(batch.map(([run, family]) => run(family, known[family] as Known)));
    }
    process.stdout.write(
      `moment-writes-invariants: ${[...statuses].map(([k, n]) => `${k}×${n}`).join(', ')} (SEED=${SEED})` + '\n',
    );
    expect(known[0]?.authors.size, `enough moments were made (SEED=${SEED})`).toBeGreaterThan(40);

    await expectFiguresMatch(babyIds, 'at the end');
    // A few hundred real HTTP writes with uploads: under a minute alone, longer beside other suites.
  }, 180_000);
});

/** Every stored figure against the same figure recomputed from the moments, read straight from the database. */
async function expectFiguresMatch(babyIds: number[], when: string): Promise<void> {
  const db = server.ctx.db.kysely;
  const babies = await db
    .selectFrom('babies')
    .select(['id', 'birthday', 'storage_bytes'])
    .where('id', 'in', babyIds)
    .execute();
  const moments = await db
    .selectFrom('moments')
    .select([
      'id',
      'event_id',
      'baby_id',
      'author_id',
      'type',
      'taken_at_gmt',
      'privacy',
      'active',
      'original_bytes',
      'purged_at',
    ])
    .where('baby_id', 'in', babyIds)
    .execute();
  const visibility = await db
    .selectFrom('moment_visibility')
    .innerJoin('moments', 'moments.id', 'moment_visibility.moment_id')
    .select(['moment_visibility.moment_id', 'moment_visibility.user_id'])
    .where('moments.baby_id', 'in', babyIds)
    .execute();
  const visibleFor = new Map<number, number[]>();
  for (const row of visibility) visibleFor.set(row.moment_id, [...(visibleFor.get(row.moment_id) ?? []), row.user_id]);

  // Bucket counts: each active moment once in its age bucket under each audience row.
  const expected = new Map<string, number>();
  for (const m of moments) {
    if (m.active !== 1) continue;
    const birthday = babies.find((b) => b.id === m.baby_id)?.birthday ?? null;
    const bucket = bucketKey(ageBucket(birthday, m.taken_at_gmt));
    const rows = audienceOf({
      author_id: m.author_id,
      privacy: m.privacy as Privacy,
      visibleFor: visibleFor.get(m.id) ?? [],
    });
    for (const row of rows) {
      const key = `${m.baby_id}|${bucket}|${row.audience}|${row.user_id}`;
      expected.set(key, (expected.get(key) ?? 0) + 1);
    }
  }
  const stored = await db
    .selectFrom('bucket_counts')
    .select(['baby_id', 'bucket', 'audience', 'user_id', 'moments'])
    .where('baby_id', 'in', babyIds)
    .execute();
  const actual = new Map(
    stored
      .filter((r) => Number(r.moments) !== 0)
      .map((r) => [`${r.baby_id}|${r.bucket}|${r.audience}|${r.user_id}`, Number(r.moments)]),
  );
  expect(Object.fromEntries([...actual].sort()), `bucket counts (${when}, SEED=${SEED})`).toEqual(
    Object.fromEntries([...expected].sort()),
  );

  // Events: shown while one of their moments is; dated by the earliest, a diary entry by its words.
  const events = await db
    .selectFrom('events')
    .select(['id', 'layout', 'active', 'taken_at_gmt'])
    .where('baby_id', 'in', babyIds)
    .execute();
  const recomputed = await db
    .selectFrom('events')
    .leftJoin('moments', (join) => join.onRef('moments.event_id', '=', 'events.id').on('moments.active', '=', 1))
    .select((eb) => [
      'events.id',
      eb.fn.count<number>('moments.id').as('shown'),
      eb.fn.min<number>('moments.taken_at_gmt').as('earliest'),
      eb.fn
        .min<number>(eb.case().when('moments.type', '=', 'text').then(eb.ref('moments.taken_at_gmt')).end())
        .as('earliest_text'),
    ])
    .where('events.baby_id', 'in', babyIds)
    .groupBy('events.id')
    .execute();
  const byId = new Map(recomputed.map((r) => [r.id, r]));
  const storedEvents = events.map((e) => ({
    id: e.id,
    active: e.active,
    taken_at_gmt: e.active === 1 ? Number(e.taken_at_gmt) : null,
  }));
  const expectedEvents = events.map((e) => {
    const r = byId.get(e.id);
    const shown = Number(r?.shown ?? 0) > 0;
    const earliest = r?.earliest === null || r?.earliest === undefined ? null : Number(r.earliest);
    const text = r?.earliest_text === null || r?.earliest_text === undefined ? null : Number(r.earliest_text);
    return {
      id: e.id,
      active: shown ? 1 : 0,
      taken_at_gmt: shown ? (e.layout === 'diary' ? (text ?? earliest) : earliest) : null,
    };
  });
  expect(storedEvents, `events (${when}, SEED=${SEED})`).toEqual(expectedEvents);

  // Stored bytes: every moment not yet deleted for good, trashed ones included.
  const bytes = await db
    .selectFrom('moments')
    .select(['baby_id', sql<number>`coalesce(sum(stored_bytes), 0)`.as('bytes')])
    .where('baby_id', 'in', babyIds)
    .where('purged_at', 'is', null)
    .groupBy('baby_id')
    .execute();
  expect(
    babies.map((b) => ({ id: b.id, storage_bytes: Number(b.storage_bytes) })),
    `stored bytes (${when}, SEED=${SEED})`,
  ).toEqual(
    babies.map((b) => ({ id: b.id, storage_bytes: Number(bytes.find((r) => r.baby_id === b.id)?.bytes ?? 0) })),
  );
}
