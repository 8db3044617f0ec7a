import { ageBucket, bucketKey } from '@sprout/shared';
import type { AppContext } from '../src/context.js';
import { demoPhoto } from '../src/demo/photos.js';
import { audienceOf } from '../src/policies/moment.policy.js';

export const BENCH_LOGIN = { email: 'bench@sprout.demo', password: 'bench-family-1', name: 'Bench' };
const DAY = 86_400;

export interface Seeded {
  babyId: number;
  events: number;
  moments: number;
  oldestEventId: number;
  newestEventId: number;
  seconds: number;
}

/**
 * A family that has used Sprout for six years: `events` events of
 * `perEvent` moments each, spread from before birth to today. Rows go in
 * with batched inserts; the pictures share a few real derivative files.
 */
export async function seedLargeFamily(ctx: AppContext, events = 20_000, perEvent = 5): Promise<Seeded> {
  const started = Date.now();
  const db = ctx.db.kysely;
  const parent = await ctx.services.users.create(BENCH_LOGIN);
  const now = Math.floor(Date.now() / 1000);
  const birth = now - Math.round(6 * 365.25 * DAY);
  const birthday = new Date(birth * 1000).toISOString().slice(0, 10);
  const baby = await ctx.services.babies.create(parent, { name: 'Noa', birthday, gender: 'unknown', relation: 'dad' });

  const keys: Array<{ thumb: string; large: string }> = [];
  for (let i = 0; i < 12; i += 1) {
    const thumb = `bench/thumb-${i}.jpg`;
    const large = `bench/large-${i}.jpg`;
    await ctx.storage.putBuffer(thumb, await demoPhoto(i + 1, 480, 360));
    await ctx.storage.putBuffer(large, await demoPhoto(i + 1, 1200, 900));
    keys.push({ thumb, large });
  }

  const start = birth - 120 * DAY;
  const span = now - start;
  const counts = new Map<string, number>();
  let oldest = 0;
  let newest = 0;
  const BATCH = 500;
  for (let offset = 0; offset < events; offset += BATCH) {
    const size = Math.min(BATCH, events - offset);
    await db.transaction().execute(async (trx) => {
      const eventRows = Array.from({ length: size }, (_, i) => {
        const takenAt = start + Math.floor(((offset + i) / events) * span);
        return {
          baby_id: baby.id,
          author_id: parent.id,
          batch_id: null,
          local_date: new Date(takenAt * 1000).toISOString().slice(0, 10),
          taken_at_gmt: takenAt,
          layout: 'default',
          caption: '',
          active: 1,
          likes_count: 0,
          comments_count: 0,
          created_at: now,
          updated_at: now,
        };
      });
      const inserted = await trx.insertInto('events').values(eventRows).returning(['id', 'taken_at_gmt']).execute();
      if (offset === 0) oldest = inserted[0]?.id ?? 0;
      newest = inserted.at(-1)?.id ?? newest;
      const momentRows = inserted.flatMap((event, i) =>
        Array.from({ length: perEvent }, (_, j) => {
          const n = (offset + i) * perEvent + j;
          // Mostly shared with everyone; some close-family-only and a few private, as families do.
          const privacy = n % 20 === 0 ? 'private' : n % 7 === 0 ? 'family_only' : 'family_and_relatives';
          const key = keys[n % keys.length] ?? { thumb: '', large: '' };
          const takenAt = event.taken_at_gmt + j * 60;
          const bucket = bucketKey(ageBucket(birthday, takenAt));
          for (const row of audienceOf({ author_id: parent.id, privacy, visibleFor: [] })) {
            const id = `${bucket}|${row.audience}|${row.user_id}`;
            counts.set(id, (counts.get(id) ?? 0) + 1);
          }
          return {
            event_id: event.id,
            baby_id: baby.id,
            author_id: parent.id,
            type: 'picture',
            content: '',
            taken_at_gmt: takenAt,
            privacy,
            service: 'tus',
            client_id: null,
            original_key: key.large,
            original_mime: 'image/jpeg',
            original_bytes: 0,
            content_sha256: null,
            picture_width: 1200,
            picture_height: 900,
            duration: null,
            thumb_key: key.thumb,
            large_key: key.large,
            media_state: 'ready',
            active: 1,
            likes_count: 0,
            comments_count: 0,
            created_at: now,
            updated_at: now,
          };
        }),
      );
      for (let i = 0; i < momentRows.length; i += 250)
        await trx
          .insertInto('moments')
          .values(momentRows.slice(i, i + 250))
          .execute();
    });
  }
  const countRows = [...counts.entries()].map(([id, moments]) => {
    const [bucket = '', audience = 'all', user = '0'] = id.split('|');
    return { baby_id: baby.id, bucket, audience: audience as 'all', user_id: Number(user), moments };
  });
  await db.insertInto('bucket_counts').values(countRows).execute();
  return {
    babyId: baby.id,
    events,
    moments: events * perEvent,
    oldestEventId: oldest,
    newestEventId: newest,
    seconds: (Date.now() - started) / 1000,
  };
}
