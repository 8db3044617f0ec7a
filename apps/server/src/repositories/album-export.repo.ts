import type { Kysely } from 'kysely';
import type {
  Baby,
  Comment,
  Database,
  Event,
  FamilyMember,
  Moment,
  MomentTag,
  TagAttr,
  TaggingRecord,
} from '../db/schema.js';
import type { Viewer } from '../policies/viewer.js';
import { momentVisibleTo } from './visibility.js';

/** Everything of a baby an archive holds (docs/EXPORT.md), as rows. */
export interface AlbumRows {
  baby: Baby;
  members: Array<FamilyMember & { user_email: string; user_name: string; user_deleted_at: number | null }>;
  events: Event[];
  moments: Moment[];
  visibleFor: Array<{ moment_id: number; user_id: number }>;
  tags: MomentTag[];
  taggings: TaggingRecord[];
  tagValues: TagAttr[];
  comments: Comment[];
  likes: Array<{ target_type: string; target_id: number; user_id: number; created_at: number }>;
}

const CHUNK = 500;

/** Rows of `table` whose `column` is one of `ids`, read a chunk of ids at a time (SQLite's parameter limit). */
async function inChunks<T>(ids: readonly number[], read: (chunk: number[]) => Promise<T[]>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < ids.length; i += CHUNK) out.push(...(await read(ids.slice(i, i + CHUNK))));
  return out;
}

/**
 * The reads of an export: a whole baby (`viewer` null, an Admin's or the
 * operator's archive), or exactly what one member's timeline shows them, with
 * the same SQL visibility (visibility.ts) the timeline uses. Only shown posts:
 * nothing in the trash. Comments and likes follow what they are on.
 */
export class AlbumExportRepo {
  constructor(private readonly db: Kysely<Database>) {}

  async read(babyId: number, viewer: Viewer | null): Promise<AlbumRows | undefined> {
    const baby = await this.db.selectFrom('babies').selectAll().where('id', '=', babyId).executeTakeFirst();
    if (!baby) return undefined;
    const members = await this.db
      .selectFrom('family_members')
      .innerJoin('users', 'users.id', 'family_members.user_id')
      .selectAll('family_members')
      .select(['users.email as user_email', 'users.name as user_name', 'users.deleted_at as user_deleted_at'])
      .where('family_members.baby_id', '=', babyId)
      .orderBy('family_members.user_id')
      .execute();
    let momentsQuery = this.db
      .selectFrom('moments')
      .selectAll()
      .where('baby_id', '=', babyId)
      .where('active', '=', 1)
      .where('deleted_at', 'is', null);
    if (viewer) momentsQuery = momentsQuery.where(momentVisibleTo(viewer));
    const moments = await momentsQuery.orderBy('id').execute();
    const momentIds = moments.map((m) => m.id);
    const eventIds = [...new Set(moments.map((m) => m.event_id))].sort((a, b) => a - b);
    const events = await inChunks(eventIds, (chunk) =>
      this.db.selectFrom('events').selectAll().where('id', 'in', chunk).orderBy('id').execute(),
    );
    const visibleFor = await inChunks(momentIds, (chunk) =>
      this.db
        .selectFrom('moment_visibility')
        .selectAll()
        .where('moment_id', 'in', chunk)
        .orderBy('moment_id')
        .orderBy('user_id')
        .execute(),
    );
    const taggings = await inChunks(momentIds, (chunk) =>
      this.db.selectFrom('tagging_records').selectAll().where('moment_id', 'in', chunk).orderBy('id').execute(),
    );
    // Values on a shown moment, and measurements with no photo, which every member sees (ADR 0033).
    const tagValues = (
      await this.db
        .selectFrom('baby_moment_tag_attrs')
        .selectAll()
        .where('baby_id', '=', babyId)
        .orderBy('id')
        .execute()
    ).filter((v) => v.moment_id === null || momentIds.includes(v.moment_id));
    const usedTags = new Set([...taggings.map((t) => t.tag_id), ...tagValues.map((v) => v.tag_id)]);
    const tags = (
      await this.db
        .selectFrom('moment_tags')
        .selectAll()
        .where('baby_id', '=', babyId)
        .where('active', '=', 1)
        .orderBy('id')
        .execute()
    ).filter((t) => viewer === null || usedTags.has(t.id));
    const targets = [
      { type: 'event', ids: events.filter((e) => e.active === 1).map((e) => e.id) },
      { type: 'moment', ids: momentIds },
      { type: 'tag_attr', ids: tagValues.map((v) => v.id) },
    ] as const;
    const comments: Comment[] = [];
    const likes: AlbumRows['likes'] = [];
    for (const { type, ids } of targets) {
      comments.push(
        ...(await inChunks(ids, (chunk) =>
          this.db
            .selectFrom('comments')
            .selectAll()
            .where('baby_id', '=', babyId)
            .where('target_type', '=', type)
            .where('target_id', 'in', chunk)
            .where('active', '=', 1)
            .execute(),
        )),
      );
      likes.push(
        ...(await inChunks(ids, (chunk) =>
          this.db
            .selectFrom('likes')
            .selectAll()
            .where('target_type', '=', type)
            .where('target_id', 'in', chunk)
            .execute(),
        )),
      );
    }
    comments.sort((a, b) => a.id - b.id);
    likes.sort(
      (a, b) => a.target_type.localeCompare(b.target_type) || a.target_id - b.target_id || a.user_id - b.user_id,
    );
    return { baby, members, events, moments, visibleFor, tags, taggings, tagValues, comments, likes };
  }

  /**
   * An imported row keeps the time it was first written (the archive's `created_at`); its
   * `updated_at` stays the import's, so what this Sprout's sync sees as changed is still true.
   */
  async keepCreatedAt(
    table: 'events' | 'moments' | 'moment_tags' | 'tagging_records' | 'baby_moment_tag_attrs' | 'comments',
    id: number,
    createdAt: number,
  ): Promise<void> {
    await this.db.updateTable(table).set({ created_at: createdAt }).where('id', '=', id).execute();
  }

  async keepLikedAt(targetType: string, targetId: number, userId: number, createdAt: number): Promise<void> {
    await this.db
      .updateTable('likes')
      .set({ created_at: createdAt })
      .where('target_type', '=', targetType as 'event')
      .where('target_id', '=', targetId)
      .where('user_id', '=', userId)
      .execute();
  }
}
