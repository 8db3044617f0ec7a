import type { z } from 'zod';
import {
  LIMITS,
  SPECIAL_TAG_NAMES,
  tagAttrProblem,
  tagNameKey,
  utcDatePlus,
  wordCount,
  type CommentReply,
  type CommentsReply,
  type createTagAttrBody,
  type Locale,
  type TagAttrFlag,
  type TagAttrLikeReply,
  type TagAttrReply,
  type TagAttrsReply,
  type tagAttrsQuery,
  type updateTagAttrBody,
} from '@sprout/shared';
import type { Comment } from '../db/schema.js';
import { AppError } from '../errors.js';
import { authorize } from '../policies/authorize.js';
import type { Viewer } from '../policies/viewer.js';
import type { BabiesRepo } from '../repositories/babies.repo.js';
import type { CommentsRepo } from '../repositories/comments.repo.js';
import type { TagAttrRow, TagAttrsRepo, TagAttrValues } from '../repositories/tag-attrs.repo.js';
import { nowSeconds } from '../util/time.js';
import { presentComment } from '../presenters/comment.presenter.js';
import { presentTagAttr } from '../presenters/tag-attr.presenter.js';
import type { Actor } from './actor.js';
import { listComments } from './comment-list.js';
import type { MomentService } from './moment.service.js';

type CreateInput = z.infer<typeof createTagAttrBody>;
type UpdateInput = z.infer<typeof updateTagAttrBody>;
type ListQuery = z.infer<typeof tagAttrsQuery>;

/** What is asked of a value on no moment, for what would be asked of its moment. */
const MEASUREMENT_ACTIONS = {
  'moment.view': 'measurement.view',
  'moment.like': 'measurement.like',
  'moment.comment': 'measurement.comment',
} as const;

/**
 * The values of the special tags (height, weight, head_circumference, footprint_map) and their
 * likes and comments. A value is seen with the moment it is on, by the one
 * audience rule: who cannot see the moment gets 404. Uploaders and Admins
 * set, change and remove values (403 for view-only members); everyone who
 * sees the moment likes and comments, as on the moment itself. A height or
 * weight with no photo (ADR 0033) is on no moment: every member sees it.
 */
export class TagAttrService {
  constructor(
    private readonly attrs: TagAttrsRepo,
    private readonly babies: BabiesRepo,
    private readonly commentsRepo: CommentsRepo,
    private readonly moments: MomentService,
  ) {}

  async list(actor: Actor, q: ListQuery): Promise<TagAttrsReply> {
    const viewer = await actor.requireMember(q.baby_id);
    const rows = await this.attrs.listVisible(q.baby_id, viewer, { tagId: q.tag_id, flag: q.tag_flag });
    const liked = await this.attrs.likedBy(
      actor.id,
      rows.map((r) => r.id),
    );
    return { tag_attrs: rows.map((r) => presentTagAttr(r, viewer, liked.has(r.id))) };
  }

  async get(actor: Actor, id: number): Promise<TagAttrReply> {
    const { row, viewer } = await this.visible(actor, id, 'moment.view');
    return presentTagAttr(row, viewer, (await this.attrs.likedBy(actor.id, [id])).has(id));
  }

  async create(actor: Actor, input: CreateInput, locale: Locale): Promise<TagAttrReply> {
    if (input.moment_id === undefined) return this.createWithoutMoment(actor, input, locale);
    const viewer = await actor.requireMember(input.baby_id);
    const { moment } = await this.moments.visible(actor, input.moment_id, 'moment.view');
    if (moment.baby_id !== input.baby_id) throw new AppError(404, 'not_found');
    authorize(viewer, 'tag.tag', {});
    const values = await this.checked(input.baby_id, input.tag_flag, input);
    const name = SPECIAL_TAG_NAMES[locale][input.tag_flag];
    const made = await this.attrs.create({
      baby_id: input.baby_id,
      moment_id: moment.id,
      flag: input.tag_flag,
      name,
      name_key: tagNameKey(name),
      user_id: actor.id,
      values,
      now: nowSeconds(),
    });
    if (!made) throw new AppError(409, 'tag_attr_exists');
    return this.get(actor, made.attr.id);
  }

  /**
   * A height or weight with no photo (a doctor's measurement, ADR 0033): 404 outside the family,
   * 403 for who may not upload, 422 for a place (it is recorded on its photo) or a value or day
   * the rules refuse (the day is the measurement's: not after tomorrow in UTC, not before birth).
   */
  private async createWithoutMoment(actor: Actor, input: CreateInput, locale: Locale): Promise<TagAttrReply> {
    const viewer = await actor.requireMember(input.baby_id);
    authorize(viewer, 'measurement.add', {});
    if (input.tag_flag === 'footprint_map') throw new AppError(422, 'place_needs_photo');
    const values = await this.checked(input.baby_id, input.tag_flag, input);
    const name = SPECIAL_TAG_NAMES[locale][input.tag_flag];
    const made = await this.attrs.createWithoutMoment({
      baby_id: input.baby_id,
      flag: input.tag_flag,
      name,
      name_key: tagNameKey(name),
      user_id: actor.id,
      values,
      now: nowSeconds(),
    });
    return this.get(actor, made.id);
  }

  async update(actor: Actor, id: number, input: UpdateInput): Promise<TagAttrReply> {
    const { row, viewer } = await this.visible(actor, id, 'moment.view');
    if (row.moment_id === null) authorize(viewer, 'measurement.edit', row);
    else authorize(viewer, 'tag.tag', {});
    // A point is a pair: a null for either clears both, and a new one replaces both.
    const clearsPoint = input.latitude === null || input.longitude === null;
    const merged = {
      value: input.value ?? row.value ?? undefined,
      measured_on: input.measured_on ?? row.measured_on ?? undefined,
      place_name: input.place_name ?? row.place_name ?? undefined,
      latitude: clearsPoint ? null : (input.latitude ?? row.latitude),
      longitude: clearsPoint ? null : (input.longitude ?? row.longitude),
    };
    await this.attrs.update(id, await this.checked(row.baby_id, row.flag as TagAttrFlag, merged), nowSeconds());
    return this.get(actor, id);
  }

  async remove(actor: Actor, id: number): Promise<void> {
    const { row, viewer } = await this.visible(actor, id, 'moment.view');
    if (row.moment_id === null) authorize(viewer, 'measurement.remove', row);
    else authorize(viewer, 'tag.untag', {});
    await this.attrs.remove(id);
  }

  async like(actor: Actor, id: number, like: boolean): Promise<TagAttrLikeReply> {
    await this.visible(actor, id, 'moment.like');
    const count = await this.attrs.setLike(id, actor.id, like, nowSeconds());
    return { baby_moment_tag_attr_is_like: like, baby_moment_tag_attr_likes_count: count };
  }

  async comments(actor: Actor, id: number, nextPage: string | undefined): Promise<CommentsReply> {
    const { viewer } = await this.visible(actor, id, 'moment.view');
    return listComments(this.commentsRepo, viewer, 'tag_attr', id, nextPage);
  }

  async comment(actor: Actor, id: number, content: string): Promise<CommentReply> {
    const text = content.trim();
    if (!text) throw new AppError(422, 'bad_request');
    if (wordCount(text) > LIMITS.maxTextWords) throw new AppError(422, 'too_many_words');
    const { row, viewer } = await this.visible(actor, id, 'moment.comment');
    const comment = await this.attrs.addComment({
      baby_id: row.baby_id,
      attr_id: id,
      user_id: actor.id,
      content: text,
      now: nowSeconds(),
    });
    return presentComment({ ...comment, user_name: actor.user.name }, viewer);
  }

  /** DELETE /comments/{id} for a comment on a value: its author or an Admin, while they still see the value's moment. */
  async removeComment(actor: Actor, comment: Comment): Promise<void> {
    const { viewer } = await this.visible(actor, comment.target_id, 'moment.view');
    authorize(viewer, 'comment.delete', { user_id: comment.user_id, targetVisible: true });
    await this.attrs.removeComment(comment, nowSeconds());
  }

  /** The value and the viewer; 404 when it or its moment is not for them, 403 when they may not do `action` on the moment. */
  private async visible(
    actor: Actor,
    id: number,
    action: 'moment.view' | 'moment.like' | 'moment.comment',
  ): Promise<{ row: TagAttrRow; viewer: Viewer }> {
    const row = await this.attrs.find(id);
    if (!row) throw new AppError(404, 'not_found');
    if (row.moment_id === null) {
      // A measurement with no photo is the family's (ADR 0033): seen, liked and commented on by every member.
      const viewer = await actor.requireMember(row.baby_id);
      authorize(viewer, MEASUREMENT_ACTIONS[action], row);
      return { row, viewer };
    }
    const { viewer } = await this.moments.visible(actor, row.moment_id, action);
    return { row, viewer };
  }

  /** The stored values after the rules of rules of a value (tagAttrProblem); 422 with the rule broken. */
  private async checked(
    babyId: number,
    flag: TagAttrFlag,
    input: {
      value?: number | null | undefined;
      measured_on?: string | null | undefined;
      place_name?: string | null | undefined;
      latitude?: number | null | undefined;
      longitude?: number | null | undefined;
    },
  ): Promise<TagAttrValues> {
    const baby = await this.babies.findById(babyId);
    const problem = tagAttrProblem(
      flag,
      {
        value: input.value ?? undefined,
        measured_on: input.measured_on ?? undefined,
        place_name: input.place_name ?? undefined,
      },
      { birthday: baby?.birthday ?? null, latest: utcDatePlus(new Date(), 1) },
    );
    if (problem) throw new AppError(422, problem);
    if (flag === 'footprint_map') {
      return {
        value: null,
        measured_on: input.measured_on ?? null,
        place_name: (input.place_name ?? '').trim(),
        latitude: input.latitude ?? null,
        longitude: input.longitude ?? null,
      };
    }
    // Stored to 0.1 cm (a height, a head circumference) and 0.001 kg: what a tape or a baby scale reads.
    const value =
      flag === 'weight' ? Math.round((input.value ?? 0) * 1000) / 1000 : Math.round((input.value ?? 0) * 10) / 10;
    return { value, measured_on: input.measured_on ?? null, place_name: null, latitude: null, longitude: null };
  }
}
