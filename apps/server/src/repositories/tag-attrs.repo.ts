import type { ExpressionBuilder, Kysely } from 'kysely';
import type { TagAttrFlag } from '@sprout/shared';
import type { Comment, Database, MomentTag, TagAttr } from '../db/schema.js';
import type { Viewer } from '../policies/viewer.js';
import { atomically } from './atomically.js';
import { bumpBabyVersion, type TimelineInvalidator } from './timeline-version.js';
import { momentVisibleTo } from './visibility.js';

export type TagAttrRow = TagAttr & { user_name: string };

export interface TagAttrValues {
  value: number | null;
  measured_on: string | null;
  place_name: string | null;
  latitude: number | null;
  longitude: number | null;
}

/** A new value row of the baby's special tag: on a photo's tagging record, or on none (ADR 0033). */
function newAttrRow(
  row: { baby_id: number; flag: TagAttrFlag; user_id: number; values: TagAttrValues; now: number },
  tagId: number,
  taggingRecordId: number | null,
  momentId: number | null,
) {
  return {
    baby_id: row.baby_id,
    tag_id: tagId,
    tagging_record_id: taggingRecordId,
    moment_id: momentId,
    flag: row.flag,
    ...row.values,
    user_id: row.user_id,
    likes_count: 0,
    comments_count: 0,
    created_at: row.now,
    updated_at: row.now,
  };
}

/**
 * Special tags' values and their likes and comments. A value is seen with the
 * moment it is on: lists go through `momentVisibleTo`, single reads are
 * checked by the service against the moment. Likes and comments share the
 * `likes` and `comments` tables (target_type 'tag_attr'); their counts live
 * on the value's row. Values do not show on timeline cards, so nothing here
 * records an event change; putting the special tag on a moment moves the
 * baby's version, which the cached tag answers hang on.
 */
export class TagAttrsRepo {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly caches: TimelineInvalidator,
  ) {}

  find(id: number): Promise<TagAttrRow | undefined> {
    return this.db
      .selectFrom('baby_moment_tag_attrs')
      .innerJoin('users', 'users.id', 'baby_moment_tag_attrs.user_id')
      .selectAll('baby_moment_tag_attrs')
      .select('users.name as user_name')
      .where('baby_moment_tag_attrs.id', '=', id)
      .executeTakeFirst();
  }

  /**
   * A baby's values the viewer may see, by measuring day (then id): those on moments they may see,
   * and those on no moment (a measurement with no photo, seen by every member: ADR 0033).
   */
  listVisible(
    babyId: number,
    viewer: Viewer,
    filter: { tagId?: number | undefined; flag?: TagAttrFlag | undefined },
  ): Promise<TagAttrRow[]> {
    let query = this.db
      .selectFrom('baby_moment_tag_attrs')
      .leftJoin('moments', 'moments.id', 'baby_moment_tag_attrs.moment_id')
      .innerJoin('users', 'users.id', 'baby_moment_tag_attrs.user_id')
      .selectAll('baby_moment_tag_attrs')
      .select('users.name as user_name')
      .where('baby_moment_tag_attrs.baby_id', '=', babyId)
      .where((eb) =>
        eb.or([
          eb('baby_moment_tag_attrs.moment_id', 'is', null),
          eb.and([
            eb('moments.active', '=', 1),
            // The left join's moments columns are those of the inner join wherever moment_id is set.
            momentVisibleTo(viewer)(eb as unknown as ExpressionBuilder<Database, 'moments'>),
          ]),
        ]),
      );
    if (filter.tagId !== undefined) query = query.where('baby_moment_tag_attrs.tag_id', '=', filter.tagId);
    if (filter.flag !== undefined) query = query.where('baby_moment_tag_attrs.flag', '=', filter.flag);
    return query
      .orderBy('baby_moment_tag_attrs.measured_on')
      .orderBy('baby_moment_tag_attrs.id')
      .limit(2_000)
      .execute();
  }

  /**
   * A height or weight with no photo (ADR 0033): the value of the baby's special tag of `flag`
   * (found, converted or made as `create` does) on no moment and no tagging record.
   */
  async createWithoutMoment(row: {
    baby_id: number;
    flag: TagAttrFlag;
    name: string;
    name_key: string;
    user_id: number;
    values: TagAttrValues;
    now: number;
  }): Promise<TagAttr> {
    return atomically(this.db, async (trx) => {
      const tag = await this.specialTag(trx, row);
      await trx.updateTable('moment_tags').set({ updated_at: row.now }).where('id', '=', tag.id).execute();
      const attr = await trx
        .insertInto('baby_moment_tag_attrs')
        .values(newAttrRow(row, tag.id, null, null))
        .returningAll()
        .executeTakeFirstOrThrow();
      // The tag may be new or newly special: cached tag answers (ADR 0019) must move.
      await bumpBabyVersion(trx, this.caches, row.baby_id);
      return attr;
    });
  }

  /**
   * Puts the baby's special tag of `flag` on the moment and gives that record
   * its value, in one transaction. The tag is the baby's tag with this flag;
   * else a plain tag already named `name` becomes it; else it is made.
   * Undefined when the record already has a value.
   */
  async create(row: {
    baby_id: number;
    moment_id: number;
    flag: TagAttrFlag;
    name: string;
    name_key: string;
    user_id: number;
    values: TagAttrValues;
    now: number;
  }): Promise<{ attr: TagAttr; tag: MomentTag } | undefined> {
    return atomically(this.db, async (trx) => {
      const tag = await this.specialTag(trx, row);
      await trx
        .insertInto('tagging_records')
        .values({
          baby_id: row.baby_id,
          tag_id: tag.id,
          moment_id: row.moment_id,
          user_id: row.user_id,
          created_at: row.now,
        })
        .onConflict((oc) => oc.columns(['tag_id', 'moment_id']).doNothing())
        .execute();
      await trx.updateTable('moment_tags').set({ updated_at: row.now }).where('id', '=', tag.id).execute();
      const record = await trx
        .selectFrom('tagging_records')
        .select('id')
        .where('tag_id', '=', tag.id)
        .where('moment_id', '=', row.moment_id)
        .executeTakeFirstOrThrow();
      const attr = await trx
        .insertInto('baby_moment_tag_attrs')
        .values(newAttrRow(row, tag.id, record.id, row.moment_id))
        .onConflict((oc) => oc.column('tagging_record_id').doNothing())
        .returningAll()
        .executeTakeFirst();
      // The tag may be new, newly special or newly on this moment: cached tag answers (ADR 0019) must move.
      await bumpBabyVersion(trx, this.caches, row.baby_id);
      return attr ? { attr, tag } : undefined;
    });
  }

  private async specialTag(
    trx: Kysely<Database>,
    row: { baby_id: number; flag: TagAttrFlag; name: string; name_key: string; user_id: number; now: number },
  ): Promise<MomentTag> {
    const flagged = await trx
      .selectFrom('moment_tags')
      .selectAll()
      .where('baby_id', '=', row.baby_id)
      .where('flag', '=', row.flag)
      .where('active', '=', 1)
      .orderBy('id')
      .executeTakeFirst();
    if (flagged) return flagged;
    const named = await trx
      .selectFrom('moment_tags')
      .selectAll()
      .where('baby_id', '=', row.baby_id)
      .where('name_key', '=', row.name_key)
      .executeTakeFirst();
    if (named) {
      // A family's own "Height" tag is what they meant: it becomes the special one, keeping its moments.
      return trx
        .updateTable('moment_tags')
        .set({ flag: row.flag, active: 1 })
        .where('id', '=', named.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    }
    return trx
      .insertInto('moment_tags')
      .values({
        baby_id: row.baby_id,
        name: row.name,
        name_key: row.name_key,
        flag: row.flag,
        active: 1,
        created_by: row.user_id,
        created_at: row.now,
        updated_at: row.now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async update(id: number, values: TagAttrValues, now: number): Promise<void> {
    await this.db
      .updateTable('baby_moment_tag_attrs')
      .set({ ...values, updated_at: now })
      .where('id', '=', id)
      .execute();
  }

  /** Removes the value (the tag stays on the moment), with its likes and comments. */
  async remove(id: number): Promise<void> {
    await atomically(this.db, async (trx) => {
      await trx.deleteFrom('likes').where('target_type', '=', 'tag_attr').where('target_id', '=', id).execute();
      await trx.deleteFrom('comments').where('target_type', '=', 'tag_attr').where('target_id', '=', id).execute();
      await trx.deleteFrom('baby_moment_tag_attrs').where('id', '=', id).execute();
    });
  }

  /** Likes (idempotent) and answers the count after. */
  async setLike(id: number, userId: number, like: boolean, now: number): Promise<number> {
    return atomically(this.db, async (trx) => {
      if (like) {
        const inserted = await trx
          .insertInto('likes')
          .values({ target_type: 'tag_attr', target_id: id, user_id: userId, created_at: now })
          .onConflict((oc) => oc.doNothing())
          .returning('user_id')
          .executeTakeFirst();
        if (inserted)
          await trx
            .updateTable('baby_moment_tag_attrs')
            .set((eb) => ({ likes_count: eb('likes_count', '+', 1) }))
            .where('id', '=', id)
            .execute();
      } else {
        const deleted = await trx
          .deleteFrom('likes')
          .where('target_type', '=', 'tag_attr')
          .where('target_id', '=', id)
          .where('user_id', '=', userId)
          .executeTakeFirst();
        if (Number(deleted.numDeletedRows) > 0)
          await trx
            .updateTable('baby_moment_tag_attrs')
            .set((eb) => ({ likes_count: eb('likes_count', '-', 1) }))
            .where('id', '=', id)
            .execute();
      }
      const row = await trx
        .selectFrom('baby_moment_tag_attrs')
        .select('likes_count')
        .where('id', '=', id)
        .executeTakeFirst();
      return row?.likes_count ?? 0;
    });
  }

  async likedBy(userId: number, ids: readonly number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('likes')
      .select('target_id')
      .where('user_id', '=', userId)
      .where('target_type', '=', 'tag_attr')
      .where('target_id', 'in', ids)
      .execute();
    return new Set(rows.map((r) => Number(r.target_id)));
  }

  async addComment(row: {
    baby_id: number;
    attr_id: number;
    user_id: number;
    content: string;
    now: number;
  }): Promise<Comment> {
    return atomically(this.db, async (trx) => {
      const comment = await trx
        .insertInto('comments')
        .values({
          baby_id: row.baby_id,
          target_type: 'tag_attr',
          target_id: row.attr_id,
          user_id: row.user_id,
          content: row.content,
          active: 1,
          created_at: row.now,
          updated_at: row.now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('baby_moment_tag_attrs')
        .set((eb) => ({ comments_count: eb('comments_count', '+', 1) }))
        .where('id', '=', row.attr_id)
        .execute();
      return comment;
    });
  }

  async removeComment(comment: Comment, now: number): Promise<void> {
    await atomically(this.db, async (trx) => {
      await trx.updateTable('comments').set({ active: 0, updated_at: now }).where('id', '=', comment.id).execute();
      await trx
        .updateTable('baby_moment_tag_attrs')
        .set((eb) => ({ comments_count: eb('comments_count', '-', 1) }))
        .where('id', '=', comment.target_id)
        .execute();
    });
  }
}
