import { LIMITS, wordCount, type CommentReply, type CommentsReply } from '@sprout/shared';
import type { TargetType } from '../db/schema.js';
import { AppError } from '../errors.js';
import { authorize } from '../policies/authorize.js';
import type { Viewer } from '../policies/viewer.js';
import type { CommentsRepo } from '../repositories/comments.repo.js';
import type { Transact } from '../repositories/repos.js';
import { nowSeconds } from '../util/time.js';
import { presentComment } from '../presenters/comment.presenter.js';
import type { Actor } from './actor.js';
import { listComments } from './comment-list.js';
import type { Notifier, Subject } from './notifier.js';
import type { EventService } from './event.service.js';
import type { MomentService } from './moment.service.js';
import type { TagAttrService } from './tag-attr.service.js';

interface Target {
  babyId: number;
  eventId: number;
  viewer: Viewer;
  /** Who is told of it (ADR 0030). */
  subject: Subject;
}

/** Comments on events and moments: any member who may see the post comments; authors and Admins delete. */
export class CommentService {
  constructor(
    private readonly commentsRepo: CommentsRepo,
    private readonly eventService: EventService,
    private readonly momentService: MomentService,
    /** Comments on special tags' values share DELETE /comments/{id}; their rules live there. */
    private readonly tagAttrs: Pick<TagAttrService, 'removeComment'>,
    private readonly transact: Transact,
    private readonly notifier: Notifier,
  ) {}

  async list(actor: Actor, type: TargetType, id: number, nextPage: string | undefined): Promise<CommentsReply> {
    const { viewer } = await this.target(actor, type, id, 'view');
    return listComments(this.commentsRepo, viewer, type, id, nextPage);
  }

  async add(actor: Actor, type: TargetType, id: number, content: string): Promise<CommentReply> {
    const text = content.trim();
    if (!text) throw new AppError(422, 'bad_request');
    if (wordCount(text) > LIMITS.maxTextWords) throw new AppError(422, 'too_many_words');
    const { babyId, eventId, viewer, subject } = await this.target(actor, type, id, 'comment');
    // The comment and who hears of it, in one transaction: a notice is never about a comment that is not there.
    // Who hears of it first: the insert moves the baby's timeline_version, whose row every writer of the album
    // then waits for until commit, and the notices are a few round trips per member (ADR 0034). The commenters
    // told are those before this comment either way: its author is never told of their own.
    const comment = await this.transact(async (work) => {
      const now = nowSeconds();
      await this.notifier.commented(work, actor.id, subject, now);
      return work.repos.comments.insert({
        baby_id: babyId,
        target_type: type,
        target_id: id,
        event_id: eventId,
        user_id: actor.id,
        content: text,
        now,
      });
    });
    return presentComment({ ...comment, user_name: actor.user.name }, viewer);
  }

  async remove(actor: Actor, commentId: number): Promise<void> {
    const comment = await this.commentsRepo.findById(commentId);
    if (!comment) throw new AppError(404, 'not_found');
    if (comment.target_type === 'tag_attr') return this.tagAttrs.removeComment(actor, comment);
    // One must still see what the comment is on; otherwise it does not exist for them (target answers 404).
    const target = await this.target(actor, comment.target_type, comment.target_id, 'view');
    authorize(target.viewer, 'comment.delete', { user_id: comment.user_id, targetVisible: true });
    await this.commentsRepo.deactivate(comment, target.eventId, nowSeconds());
  }

  private async target(actor: Actor, type: TargetType, id: number, action: 'view' | 'comment'): Promise<Target> {
    if (type === 'moment') {
      const { moment, viewer } = await this.momentService.visible(actor, id, `moment.${action}`);
      const subject = {
        babyId: moment.baby_id,
        eventId: moment.event_id,
        type,
        id,
        authorId: moment.author_id,
        moment,
      };
      return { babyId: moment.baby_id, eventId: moment.event_id, viewer, subject };
    }
    const { event, viewer } = await this.eventService.visible(actor, id, `event.${action}`);
    const subject = { babyId: event.baby_id, eventId: event.id, type, id, authorId: event.author_id, moment: null };
    return { babyId: event.baby_id, eventId: event.id, viewer, subject };
  }
}
