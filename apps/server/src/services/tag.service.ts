import type { z } from 'zod';
import {
  RECOMMEND_TAGS,
  tagNameKey,
  tagNameProblem,
  type Locale,
  type MomentTagsReply,
  type TaggedMomentsReply,
  type TaggingRecordReply,
  type TaggingRecordsReply,
  type TagReply,
  type taggingRecordsBody,
} from '@sprout/shared';
import type { MomentTag } from '../db/schema.js';
import { AppError } from '../errors.js';
import { authorize } from '../policies/authorize.js';
import type { Viewer } from '../policies/viewer.js';
import { NO_COUNTS, presentTag } from '../presenters/tag.presenter.js';
import type { LikesRepo } from '../repositories/likes.repo.js';
import type { MomentsRepo } from '../repositories/moments.repo.js';
import type { TagsRepo } from '../repositories/tags.repo.js';
import { nowSeconds } from '../util/time.js';
import type { Actor } from './actor.js';
import { momentPage } from './moment-list.js';
import { decodeCursor } from './paging.js';
import type { MomentService } from './moment.service.js';
import type { Transact } from '../repositories/repos.js';

export type TaggingInput = z.infer<typeof taggingRecordsBody>;

/** Tags per page of GET /moment_tags/all; the add-tag dialog shows the first page. */
export const TAGS_PAGE = 100;
const MOMENTS_PAGE = 60;
const COVERS = 3;

/** A tag name as stored: trimmed, and refused with the rule it breaks (spec §5). */
function checkedName(raw: string): string {
  const problem = tagNameProblem(raw);
  if (problem) throw new AppError(422, problem);
  return raw.trim();
}

/**
 * Tags and tagging (spec §7): every member sees a baby's tags, with counts and
 * covers over the moments they may see; uploaders and Admins make tags and tag
 * the moments they see. Tags do not show on timeline cards, so tagging changes
 * no cached timeline (ADR 0016).
 */
export class TagService {
  constructor(
    private readonly tags: TagsRepo,
    private readonly momentsRepo: MomentsRepo,
    private readonly likesRepo: LikesRepo,
    private readonly moments: MomentService,
    private readonly transact: Transact,
  ) {}

  async all(actor: Actor, babyId: number, page: number, locale: Locale): Promise<MomentTagsReply> {
    const viewer = await actor.requireMember(babyId);
    const rows = await this.tags.listPage(babyId, (page - 1) * TAGS_PAGE, TAGS_PAGE + 1);
    const shown = rows.slice(0, TAGS_PAGE);
    const keys = await this.tags.allKeys(babyId);
    return {
      tags: await this.present(shown, viewer),
      recommend_tags: RECOMMEND_TAGS[locale]
        .filter((name) => !keys.has(tagNameKey(name)))
        .map((tag_name) => ({ tag_name })),
      next_page: rows.length > TAGS_PAGE ? page + 1 : null,
    };
  }

  async create(actor: Actor, babyId: number, rawName: string): Promise<TagReply> {
    const viewer = await actor.requireMember(babyId);
    authorize(viewer, 'tag.create', {});
    const name = checkedName(rawName);
    const tag = await this.tags.insert({
      baby_id: babyId,
      name,
      name_key: tagNameKey(name),
      flag: '',
      created_by: actor.id,
      now: nowSeconds(),
    });
    if (!tag) throw new AppError(409, 'tag_exists');
    return presentTag(tag, NO_COUNTS, []);
  }

  /**
   * Tags moments. Each moment must be one the actor sees in this baby (404),
   * and the actor must be allowed to tag (403). A record with a name and no
   * id uses the baby's tag of that name, or makes it. Tagging twice changes
   * nothing; the answer lists every asked record.
   */
  async tagMoments(actor: Actor, input: TaggingInput): Promise<TaggingRecordsReply> {
    const viewer = await actor.requireMember(input.baby_id);
    for (const entry of input.moments) {
      const { moment } = await this.moments.visible(actor, entry.moment_id, 'moment.view');
      if (moment.baby_id !== input.baby_id) throw new AppError(404, 'not_found');
    }
    authorize(viewer, 'tag.tag', {});
    const ids = [
      ...new Set(
        input.moments.flatMap((m) => m.tagging_record.flatMap((r) => (r.tag_id === undefined ? [] : [r.tag_id]))),
      ),
    ];
    const found = new Map((await this.tags.findMany(input.baby_id, ids)).map((t) => [t.id, t]));
    if (found.size !== ids.length) throw new AppError(404, 'not_found');
    const names = input.moments.flatMap((m) =>
      m.tagging_record.flatMap((r) =>
        r.tag_id === undefined && r.tag_name !== undefined ? [checkedName(r.tag_name)] : [],
      ),
    );

    const records = await this.transact(async ({ repos }) => {
      const now = nowSeconds();
      const byKey = new Map<string, MomentTag>();
      for (const name of names) {
        const key = tagNameKey(name);
        if (byKey.has(key)) continue;
        const tag =
          (await repos.tags.findByKey(input.baby_id, key)) ??
          (await repos.tags.insert({
            baby_id: input.baby_id,
            name,
            name_key: key,
            flag: '',
            created_by: actor.id,
            now,
          })) ??
          (await repos.tags.findByKey(input.baby_id, key));
        if (!tag) throw new AppError(409, 'tag_exists');
        byKey.set(key, tag);
        found.set(tag.id, tag);
      }
      const pairs = input.moments.flatMap((m) =>
        m.tagging_record.map((r) => ({
          moment_id: m.moment_id,
          tag_id: r.tag_id ?? byKey.get(tagNameKey(r.tag_name ?? ''))?.id ?? 0,
        })),
      );
      return repos.tags.tag(input.baby_id, pairs, actor.id, now);
    });
    return {
      tagging_records: records.map((r): TaggingRecordReply => ({
        id: r.id,
        tag_id: r.tag_id,
        tag_name: found.get(r.tag_id)?.name ?? '',
        moment_id: r.moment_id,
      })),
    };
  }

  /** The tags on one moment the actor sees (the add-tag dialog warns about these). */
  async ofMoment(actor: Actor, babyId: number, momentId: number): Promise<TaggingRecordsReply> {
    const { moment } = await this.moments.visible(actor, momentId, 'moment.view');
    if (moment.baby_id !== babyId) throw new AppError(404, 'not_found');
    const rows = await this.tags.recordsOfMoment(momentId);
    return {
      tagging_records: rows.map((r) => ({ id: r.id, tag_id: r.tag_id, tag_name: r.tag_name, moment_id: r.moment_id })),
    };
  }

  /** One page of a tag's moments the actor may see, newest first, with the tag and its counts. */
  async tagged(actor: Actor, babyId: number, tagId: number, nextPage: string | undefined): Promise<TaggedMomentsReply> {
    const viewer = await actor.requireMember(babyId);
    const tag = await this.tags.findById(tagId);
    if (!tag || tag.baby_id !== babyId) throw new AppError(404, 'not_found');
    const cursor = nextPage ? decodeCursor(nextPage) : null;
    const rows = await this.tags.taggedPage(tagId, viewer, cursor, MOMENTS_PAGE + 1);
    const {
      rows: page,
      moments,
      next_page,
    } = await momentPage({ moments: this.momentsRepo, likes: this.likesRepo }, viewer, rows, MOMENTS_PAGE);
    return {
      moments: moments.map((m, i) => ({ ...m, tagging_record_id: page[i]?.tagging_record_id ?? 0 })),
      tag: (await this.present([tag], viewer))[0] ?? presentTag(tag, NO_COUNTS, []),
      next_page,
    };
  }

  /** Takes a tag off a moment: one who sees the moment and may tag (404 unseen, 403 view-only). */
  async untag(actor: Actor, recordId: number): Promise<void> {
    const record = await this.tags.findRecord(recordId);
    if (!record) throw new AppError(404, 'not_found');
    const { viewer } = await this.moments.visible(actor, record.moment_id, 'moment.view');
    authorize(viewer, 'tag.untag', {});
    await this.tags.removeRecord(record);
  }

  private async present(tags: readonly MomentTag[], viewer: Viewer): Promise<TagReply[]> {
    const ids = tags.map((t) => t.id);
    const counts = await this.tags.countsFor(ids, viewer);
    const covers = await this.tags.coversFor(ids, viewer, COVERS);
    return tags.map((t) => presentTag(t, counts.get(t.id) ?? NO_COUNTS, covers.get(t.id) ?? []));
  }
}
