import { sql, type Kysely } from 'kysely';

/**
 * Issue 13, ADR 0021.
 *
 * 1. One card per person and day: the upload batches one person made for one
 *    baby on one local day become one event (new uploads join the day's event
 *    from now on). The oldest event stays; the others' moments, comments and
 *    likes move to it (a person who liked two of them keeps one like), their
 *    captions are appended to its caption, and they become inactive with a
 *    fresh `updated_at`, so devices that held them drop them on their next
 *    sync. Nothing a family wrote is deleted.
 * 2. Age buckets from age one are months inside the year (`y01m03`, not
 *    `y01`): every baby's table-of-contents counts are counted again.
 *
 * Self-contained SQL: it must keep working when later migrations change what
 * the repositories select. The bucket rule and the audience rows are the
 * rules as they stood when it was written, copied in below (ADR 0028): the
 * live ones may change, what this migration writes may not.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = Math.floor(Date.now() / 1000);
  // Every upload looks its person's day event up on this.
  await db.schema
    .createIndex('events_author_day')
    .on('events')
    .columns(['baby_id', 'author_id', 'local_date'])
    .execute();
  await mergeDayEvents(db, now);
  await recountBuckets(db);
}

/** In a transaction of its own, unless already in one (on PostgreSQL the migrator runs each migration in one). */
function atomically(db: Kysely<unknown>, fn: (trx: Kysely<unknown>) => Promise<void>): Promise<void> {
  return db.isTransaction ? fn(db) : db.transaction().execute(fn);
}

interface Group {
  baby_id: number;
  author_id: number;
  local_date: string;
}
interface EventRow {
  id: number;
  caption: string;
  taken_at_gmt: number;
}

// Upload events only: diary entries (layout `diary`, no batch) and milestones stay as they are.
const UPLOAD_EVENT = sql`active = 1 and layout = 'default' and batch_id is not null and draft = 0`;

export async function mergeDayEvents(db: Kysely<unknown>, now: number): Promise<void> {
  const groups = (
    await sql<Group>`
    select baby_id, author_id, local_date from events where ${UPLOAD_EVENT}
    group by baby_id, author_id, local_date having count(*) > 1`.execute(db)
  ).rows;
  const babies = new Set<number>();
  for (const group of groups) {
    await atomically(db, async (trx) => {
      const events = (
        await sql<EventRow>`
        select id, caption, taken_at_gmt from events
        where ${UPLOAD_EVENT} and baby_id = ${group.baby_id} and author_id = ${group.author_id} and local_date = ${group.local_date}
        order by id`.execute(trx)
      ).rows.map((e) => ({ ...e, id: Number(e.id), taken_at_gmt: Number(e.taken_at_gmt) }));
      const [keep, ...others] = events;
      if (!keep || others.length === 0) return;
      const ids = sql.join(others.map((e) => sql`${e.id}`));
      await sql`update moments set event_id = ${keep.id} where event_id in (${ids})`.execute(trx);
      await sql`update comments set target_id = ${keep.id} where target_type = 'event' and target_id in (${ids})`.execute(
        trx,
      );
      await sql`
        insert into likes (target_type, target_id, user_id, created_at)
        select 'event', cast(${keep.id} as bigint), user_id, min(created_at) from likes
        where target_type = 'event' and target_id in (${ids})
          and user_id not in (select user_id from likes where target_type = 'event' and target_id = ${keep.id})
        group by user_id`.execute(trx);
      await sql`delete from likes where target_type = 'event' and target_id in (${ids})`.execute(trx);
      await sql`update events set active = 0, updated_at = ${now} where id in (${ids})`.execute(trx);
      const caption = events
        .map((e) => e.caption.trim())
        .filter(Boolean)
        .join('\n\n');
      const takenAt = Math.min(...events.map((e) => e.taken_at_gmt));
      await sql`
        update events set caption = ${caption}, taken_at_gmt = ${takenAt}, updated_at = ${now},
          likes_count = (select count(*) from likes where target_type = 'event' and target_id = ${keep.id}),
          comments_count = (select count(*) from comments where target_type = 'event' and target_id = ${keep.id} and active = 1)
        where id = ${keep.id}`.execute(trx);
    });
    babies.add(Number(group.baby_id));
  }
  for (const babyId of babies)
    await sql`update babies set timeline_version = timeline_version + 1 where id = ${babyId}`.execute(db);
}

interface MomentRow {
  id: number;
  baby_id: number;
  author_id: number;
  taken_at_gmt: number;
  privacy: string;
}

export async function recountBuckets(db: Kysely<unknown>): Promise<void> {
  const birthdays = new Map(
    (await sql<{ id: number; birthday: string | null }>`select id, birthday from babies`.execute(db)).rows.map(
      (b) => [Number(b.id), b.birthday] as const,
    ),
  );
  const counts = new Map<string, number>();
  let after = 0;
  for (;;) {
    const batch = (
      await sql<MomentRow>`
      select id, baby_id, author_id, taken_at_gmt, privacy from moments where active = 1 and id > ${after} order by id limit 5000`.execute(
        db,
      )
    ).rows;
    if (batch.length === 0) break;
    after = Number(batch.at(-1)?.id ?? after);
    const custom = batch.filter((m) => m.privacy === 'custom').map((m) => Number(m.id));
    const visible = new Map<number, number[]>();
    if (custom.length > 0) {
      const rows = (
        await sql<{ moment_id: number; user_id: number }>`
        select moment_id, user_id from moment_visibility where moment_id in (${sql.join(custom)})`.execute(db)
      ).rows;
      for (const row of rows)
        visible.set(Number(row.moment_id), [...(visible.get(Number(row.moment_id)) ?? []), Number(row.user_id)]);
    }
    for (const m of batch) {
      const babyId = Number(m.baby_id);
      const bucket = frozenBucketKey(birthdays.get(babyId) ?? null, Number(m.taken_at_gmt));
      for (const row of frozenAudienceOf({
        author_id: Number(m.author_id),
        privacy: m.privacy,
        visibleFor: visible.get(Number(m.id)) ?? [],
      })) {
        const key = `${babyId}|${bucket}|${row.audience}|${row.user_id}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
    }
  }
  await atomically(db, async (trx) => {
    await sql`delete from bucket_counts`.execute(trx);
    const rows = [...counts].map(([key, moments]) => {
      const [baby, bucket, audience, user] = key.split('|');
      return sql`(${Number(baby)}, ${bucket}, ${audience}, ${Number(user)}, ${moments})`;
    });
    for (let i = 0; i < rows.length; i += 200) {
      await sql`insert into bucket_counts (baby_id, bucket, audience, user_id, moments) values ${sql.join(rows.slice(i, i + 200))}`.execute(
        trx,
      );
    }
    await sql`update babies set timeline_version = timeline_version + 1`.execute(trx);
  });
}

/*
 * Frozen copies of the rules this migration applies, as they were when it was
 * written (@sprout/shared age.ts ageBucket + bucketKey; policies/moment.policy.ts
 * audienceOf). test/unit/frozen-migration-rules.test.ts checks they still
 * agree with the live rules; when a live rule changes on purpose, that test
 * is what changes, never these.
 */

const FROZEN_PLACEHOLDER_BIRTHDAY = '1765-01-01';
const two = (n: number) => String(n).padStart(2, '0');

/** The age bucket key of a moment taken at `takenAtGmt`: `before`, `m00`..`m11`, then `y01m00`, `y01m01`, … */
export function frozenBucketKey(birthday: string | null, takenAtGmt: number): string {
  const [by = 1765, bm = 1, bd = 1] = (birthday || FROZEN_PLACEHOLDER_BIRTHDAY).split('-').map(Number);
  const taken = new Date(takenAtGmt * 1000);
  const on = { y: taken.getUTCFullYear(), m: taken.getUTCMonth() + 1, d: taken.getUTCDate() };
  if (Date.UTC(on.y, on.m - 1, on.d) < Date.UTC(by, bm - 1, bd)) return 'before';
  let months = (on.y - by) * 12 + (on.m - bm);
  // A month is complete on the same day number; a birthday on the 31st completes on the month's last day.
  const lastDayOfOnMonth = new Date(Date.UTC(on.y, on.m, 0)).getUTCDate();
  if (on.d < Math.min(bd, lastDayOfOnMonth)) months -= 1;
  const years = Math.floor(months / 12);
  return years === 0 ? `m${two(months % 12)}` : `y${two(years)}m${two(months % 12)}`;
}

export type FrozenAudience =
  { audience: 'all' | 'close'; user_id: 0 } | { audience: 'close_author' | 'user'; user_id: number };

/** Who sees a post, as the rows its count is kept under. */
export function frozenAudienceOf(moment: {
  author_id: number;
  privacy: string;
  visibleFor: readonly number[];
}): FrozenAudience[] {
  switch (moment.privacy) {
    case 'family_and_relatives':
      return [{ audience: 'all', user_id: 0 }];
    case 'family_only':
      return [
        { audience: 'close', user_id: 0 },
        { audience: 'close_author', user_id: moment.author_id },
      ];
    case 'private':
      return [{ audience: 'user', user_id: moment.author_id }];
    case 'custom':
      return [...new Set([moment.author_id, ...moment.visibleFor])].map((user_id) => ({
        audience: 'user' as const,
        user_id,
      }));
    default:
      return [];
  }
}
