import type { Kysely } from 'kysely';
import type { Database, Moment, MomentTag, TaggingRecord } from '../db/schema.js';
import type { Viewer } from '../policies/viewer.js';
import { atomically } from './atomically.js';
import { bumpBabyVersion, type TimelineInvalidator } from './timeline-version.js';
import { momentVisibleTo } from './visibility.js';

/** What a viewer may see of one tag's moments. */
export interface TagCounts {
  moments: number;
  pictures: number;
  videos: number;
  texts: number;
}

export interface TagCoverRow {
  tag_id: number;
  moment_id: number;
  updated_at: number;
}

export interface TaggedMomentCursor {
  takenAt: number;
  id: number;
}

const num = (v: unknown) => Number(v ?? 0);

/**
 * From this many records on, a tag's newest moments are found by walking the
 * baby's moments newest first (index moments_baby_taken) and probing each
 * for the tag, which stops after a page; below it, the tag's records are
 * read and sorted, which costs nothing for a few hundred. Measured on the
 * bench's 100k moments: 165 ms → 2 ms for a tag on 10,000 of them.
 */
export const DENSE_TAG_RECORDS = 500;

/**
 * A baby's tags and the records that put them on moments. Tags themselves
 * are the family's (every member sees their names); what a tag holds is
 * counted and listed only over moments the viewer may see, by the one
 * audience rule in SQL (visibility.ts).
 */
export class TagsRepo {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly caches: TimelineInvalidator,
  ) {}

  findById(id: number): Promise<MomentTag | undefined> {
    return this.db
      .selectFrom('moment_tags')
      .selectAll()
      .where('id', '=', id)
      .where('active', '=', 1)
      .executeTakeFirst();
  }

  findByKey(babyId: number, nameKey: string): Promise<MomentTag | undefined> {
    return this.db
      .selectFrom('moment_tags')
      .selectAll()
      .where('baby_id', '=', babyId)
      .where('name_key', '=', nameKey)
      .where('active', '=', 1)
      .executeTakeFirst();
  }

  /** Tags by their ids within one baby (ids of another baby are left out). */
  findMany(babyId: number, ids: readonly number[]): Promise<MomentTag[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('moment_tags')
      .selectAll()
      .where('baby_id', '=', babyId)
      .where('id', 'in', ids)
      .where('active', '=', 1)
      .execute();
  }

  /** Makes a tag; undefined when the baby already has one of that name (the unique index decides, races included). */
  async insert(row: {
    baby_id: number;
    name: string;
    name_key: string;
    flag: string;
    created_by: number;
    now: number;
  }): Promise<MomentTag | undefined> {
    return atomically(this.db, async (trx) => {
      const made = await trx
        .insertInto('moment_tags')
        .values({
          baby_id: row.baby_id,
          name: row.name,
          name_key: row.name_key,
          flag: row.flag,
          active: 1,
          created_by: row.created_by,
          created_at: row.now,
          updated_at: row.now,
        })
        .onConflict((oc) => oc.columns(['baby_id', 'name_key']).doNothing())
        .returningAll()
        .executeTakeFirst();
      // Tag answers are cached under the baby's version (ADR 0019): a new tag moves it.
      if (made) await bumpBabyVersion(trx, this.caches, row.baby_id);
      return made;
    });
  }

  /** One page of a baby's tags, the most recently used first. */
  listPage(babyId: number, offset: number, limit: number): Promise<MomentTag[]> {
    return this.db
      .selectFrom('moment_tags')
      .selectAll()
      .where('baby_id', '=', babyId)
      .where('active', '=', 1)
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute();
  }

  async allKeys(babyId: number): Promise<Set<string>> {
    const rows = await this.db
      .selectFrom('moment_tags')
      .select('name_key')
      .where('baby_id', '=', babyId)
      .where('active', '=', 1)
      .execute();
    return new Set(rows.map((r) => r.name_key));
  }

  /** How many moments of each tag the viewer may see, by type: one grouped query over the tags' records. */
  async countsFor(tagIds: readonly number[], viewer: Viewer): Promise<Map<number, TagCounts>> {
    const out = new Map<number, TagCounts>();
    if (tagIds.length === 0) return out;
    const rows = await this.db
      .selectFrom('tagging_records')
      .innerJoin('moments', 'moments.id', 'tagging_records.moment_id')
      .select((eb) => [
        'tagging_records.tag_id',
        eb.fn.countAll().as('moments'),
        eb.fn.sum(eb.case().when('moments.type', '=', 'picture').then(1).else(0).end()).as('pictures'),
        eb.fn.sum(eb.case().when('moments.type', '=', 'video').then(1).else(0).end()).as('videos'),
        eb.fn.sum(eb.case().when('moments.type', '=', 'text').then(1).else(0).end()).as('texts'),
      ])
      .where('tagging_records.tag_id', 'in', tagIds)
      .where('moments.active', '=', 1)
      .where(momentVisibleTo(viewer))
      .groupBy('tagging_records.tag_id')
      .execute();
    for (const r of rows)
      out.set(num(r.tag_id), {
        moments: num(r.moments),
        pictures: num(r.pictures),
        videos: num(r.videos),
        texts: num(r.texts),
      });
    return out;
  }

  /** How many records each tag has (the covering index alone), to choose how its moments are read. */
  async recordCounts(tagIds: readonly number[]): Promise<Map<number, number>> {
    if (tagIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('tagging_records')
      .select((eb) => ['tag_id', eb.fn.countAll().as('n')])
      .where('tag_id', 'in', tagIds)
      .groupBy('tag_id')
      .execute();
    return new Map(rows.map((r) => [num(r.tag_id), num(r.n)]));
  }

  /** The newest `perTag` pictures and videos of each tag that the viewer may see and that have a thumbnail. */
  async coversFor(tagIds: readonly number[], viewer: Viewer, perTag: number): Promise<Map<number, TagCoverRow[]>> {
    const out = new Map<number, TagCoverRow[]>();
    if (tagIds.length === 0) return out;
    const counts = await this.recordCounts(tagIds);
    const dense = tagIds.filter((id) => (counts.get(id) ?? 0) >= DENSE_TAG_RECORDS);
    for (const tagId of dense) {
      const rows = await this.newestOfDenseTag(tagId, viewer, null, perTag, true);
      out.set(
        tagId,
        rows.map((r) => ({ tag_id: tagId, moment_id: r.id, updated_at: r.updated_at })),
      );
    }
    const sparse = tagIds.filter((id) => !dense.includes(id) && (counts.get(id) ?? 0) > 0);
    if (sparse.length === 0) return out;
    const ranked = this.db
      .selectFrom('tagging_records')
      .innerJoin('moments', 'moments.id', 'tagging_records.moment_id')
      .select((eb) => [
        'tagging_records.tag_id',
        'moments.id as moment_id',
        'moments.updated_at',
        'moments.taken_at_gmt',
        eb.fn
          .agg<number>('row_number')
          .over((ob) =>
            ob
              .partitionBy('tagging_records.tag_id')
              .orderBy('moments.taken_at_gmt', 'desc')
              .orderBy('moments.id', 'desc'),
          )
          .as('rank'),
      ])
      .where('tagging_records.tag_id', 'in', sparse)
      .where('moments.active', '=', 1)
      .where('moments.type', 'in', ['picture', 'video'])
      .where('moments.media_state', '=', 'ready')
      .where(momentVisibleTo(viewer));
    const rows = await this.db
      .selectFrom(ranked.as('ranked'))
      .selectAll()
      .where('rank', '<=', perTag)
      .orderBy('tag_id')
      .orderBy('rank')
      .execute();
    for (const r of rows) {
      const tagId = num(r.tag_id);
      out.set(tagId, [
        ...(out.get(tagId) ?? []),
        { tag_id: tagId, moment_id: num(r.moment_id), updated_at: num(r.updated_at) },
      ]);
    }
    return out;
  }

  /** Puts tags on moments; a pair that is already tagged stays as it was. Answers every asked pair's record. */
  async tag(
    babyId: number,
    pairs: ReadonlyArray<{ tag_id: number; moment_id: number }>,
    userId: number,
    now: number,
  ): Promise<TaggingRecord[]> {
    if (pairs.length === 0) return [];
    await atomically(this.db, async (trx) => {
      await trx
        .insertInto('tagging_records')
        .values(
          pairs.map((p) => ({
            baby_id: babyId,
            tag_id: p.tag_id,
            moment_id: p.moment_id,
            user_id: userId,
            created_at: now,
          })),
        )
        .onConflict((oc) => oc.columns(['tag_id', 'moment_id']).doNothing())
        .execute();
      // The tags just used come first in the list.
      await trx
        .updateTable('moment_tags')
        .set({ updated_at: now })
        .where('id', 'in', [...new Set(pairs.map((p) => p.tag_id))])
        .execute();
      await bumpBabyVersion(trx, this.caches, babyId);
    });
    const rows = await this.db
      .selectFrom('tagging_records')
      .selectAll()
      .where('moment_id', 'in', [...new Set(pairs.map((p) => p.moment_id))])
      .where('tag_id', 'in', [...new Set(pairs.map((p) => p.tag_id))])
      .execute();
    const wanted = new Set(pairs.map((p) => `${p.tag_id}:${p.moment_id}`));
    return rows.filter((r) => wanted.has(`${r.tag_id}:${r.moment_id}`));
  }

  /** The tags on one moment, oldest record first. */
  recordsOfMoment(momentId: number): Promise<Array<TaggingRecord & { tag_name: string }>> {
    return this.db
      .selectFrom('tagging_records')
      .innerJoin('moment_tags', 'moment_tags.id', 'tagging_records.tag_id')
      .selectAll('tagging_records')
      .select('moment_tags.name as tag_name')
      .where('tagging_records.moment_id', '=', momentId)
      .where('moment_tags.active', '=', 1)
      .orderBy('tagging_records.id')
      .execute();
  }

  findRecord(id: number): Promise<TaggingRecord | undefined> {
    return this.db.selectFrom('tagging_records').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async removeRecord(record: Pick<TaggingRecord, 'id' | 'baby_id'>): Promise<void> {
    await atomically(this.db, async (trx) => {
      // The record's value (a height, a weight) goes with it by cascade; its likes and comments live in
      // the shared tables, keyed by the value, so they are removed here, or nothing could reach them again.
      const values = trx.selectFrom('baby_moment_tag_attrs').select('id').where('tagging_record_id', '=', record.id);
      await trx.deleteFrom('likes').where('target_type', '=', 'tag_attr').where('target_id', 'in', values).execute();
      await trx.deleteFrom('comments').where('target_type', '=', 'tag_attr').where('target_id', 'in', values).execute();
      await trx.deleteFrom('tagging_records').where('id', '=', record.id).execute();
      await bumpBabyVersion(trx, this.caches, record.baby_id);
    });
  }

  /** One page of a tag's moments that the viewer may see, newest first, keyset paged on (taken_at_gmt, id). */
  async taggedPage(
    tagId: number,
    viewer: Viewer,
    cursor: TaggedMomentCursor | null,
    limit: number,
  ): Promise<Array<Moment & { tagging_record_id: number }>> {
    if (((await this.recordCounts([tagId])).get(tagId) ?? 0) >= DENSE_TAG_RECORDS)
      return this.newestOfDenseTag(tagId, viewer, cursor, limit, false);
    let query = this.db
      .selectFrom('tagging_records')
      .innerJoin('moments', 'moments.id', 'tagging_records.moment_id')
      .selectAll('moments')
      .select('tagging_records.id as tagging_record_id')
      .where('tagging_records.tag_id', '=', tagId)
      .where('moments.active', '=', 1)
      .where(momentVisibleTo(viewer));
    if (cursor) {
      query = query.where((eb) =>
        eb.or([
          eb('moments.taken_at_gmt', '<', cursor.takenAt),
          eb.and([eb('moments.taken_at_gmt', '=', cursor.takenAt), eb('moments.id', '<', cursor.id)]),
        ]),
      );
    }
    return query.orderBy('moments.taken_at_gmt', 'desc').orderBy('moments.id', 'desc').limit(limit).execute();
  }

  /**
   * A dense tag's newest moments: the baby's moments newest first, each
   * probed for the tag (CROSS JOIN keeps SQLite's join in that order; the
   * PostgreSQL planner chooses by its own statistics).
   */
  private async newestOfDenseTag(
    tagId: number,
    viewer: Viewer,
    cursor: TaggedMomentCursor | null,
    limit: number,
    coversOnly: boolean,
  ): Promise<Array<Moment & { tagging_record_id: number }>> {
    const tag = await this.db.selectFrom('moment_tags').select('baby_id').where('id', '=', tagId).executeTakeFirst();
    if (!tag) return [];
    let query = this.db
      .selectFrom('moments')
      .crossJoin('tagging_records')
      .selectAll('moments')
      .select('tagging_records.id as tagging_record_id')
      .whereRef('tagging_records.moment_id', '=', 'moments.id')
      .where('tagging_records.tag_id', '=', tagId)
      .where('moments.baby_id', '=', tag.baby_id)
      .where('moments.active', '=', 1)
      .where(momentVisibleTo(viewer));
    if (coversOnly)
      query = query.where('moments.type', 'in', ['picture', 'video']).where('moments.media_state', '=', 'ready');
    if (cursor) {
      query = query.where((eb) =>
        eb.or([
          eb('moments.taken_at_gmt', '<', cursor.takenAt),
          eb.and([eb('moments.taken_at_gmt', '=', cursor.takenAt), eb('moments.id', '<', cursor.id)]),
        ]),
      );
    }
    return query.orderBy('moments.taken_at_gmt', 'desc').orderBy('moments.id', 'desc').limit(limit).execute();
  }
}
