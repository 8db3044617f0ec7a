import { LIMITS, wordCount, type CommentReply, type CommentsReply } from '@sprout/shared';
import type { TargetType, User } from '../db/schema.js';
import { AppError } from '../errors.js';
import type { CommentsRepo } from '../repositories/comments.repo.js';
import type { EventsRepo } from '../repositories/events.repo.js';
import { nowSeconds } from '../util/time.js';
import type { EventService } from './event.service.js';
import type { FamilyService } from './family.service.js';
import type { MomentService } from './moment.service.js';

const PAGE = 50;

/** Comments on events and moments: any member who may see the post comments; authors and Admins delete. */
export class CommentService {
  constructor(
    private readonly comments: CommentsRepo,
    private readonly events: EventsRepo,
    private readonly eventService: EventService,
    private readonly moments: MomentService,
    private readonly family: FamilyService,
  ) {}

  async list(user: User, type: TargetType, id: number, nextPage: string | undefined): Promise<CommentsReply> {
    const { babyId } = await this.target(user, type, id);
    const { viewer } = await this.family.viewerOf(user, babyId);
    const after = nextPage && /^\d+$/.test(nextPage) ? Number(nextPage) : 0;
    const rows = await this.comments.list(type, id, after, PAGE + 1);
    const page = rows.slice(0, PAGE);
    return {
      list: page.map((row) => ({
        id: row.id, content: row.content, created_at: row.created_at, user: { id: row.user_id, name: row.user_name },
        abilities: { delete: row.user_id === user.id || viewer.permission === 'can_manage' },
      })),
      next_page: rows.length > PAGE ? String(page.at(-1)?.id ?? '') : null,
    };
  }

  async add(user: User, type: TargetType, id: number, content: string): Promise<CommentReply> {
    const text = content.trim();
    if (!text) throw new AppError(422, 'bad_request');
    if (wordCount(text) > LIMITS.maxTextWords) throw new AppError(422, 'too_many_words');
    const { babyId, eventId } = await this.target(user, type, id);
    const now = nowSeconds();
    const comment = await this.comments.insert({ baby_id: babyId, target_type: type, target_id: id, user_id: user.id, content: text, now });
    await this.events.bumpUpdated(eventId, now);
    return { id: comment.id, content: comment.content, created_at: comment.created_at, user: { id: user.id, name: user.name }, abilities: { delete: true } };
  }

  async remove(user: User, commentId: number): Promise<void> {
    const comment = await this.comments.findById(commentId);
    if (!comment) throw new AppError(404, 'not_found');
    // One must still see what the comment is on; otherwise it does not exist for them.
    const { eventId } = await this.target(user, comment.target_type, comment.target_id);
    const { viewer } = await this.family.viewerOf(user, comment.baby_id);
    if (comment.user_id !== user.id && viewer.permission !== 'can_manage') throw new AppError(403, 'forbidden');
    const now = nowSeconds();
    await this.comments.deactivate(comment, now);
    await this.events.bumpUpdated(eventId, now);
  }

  private async target(user: User, type: TargetType, id: number): Promise<{ babyId: number; eventId: number }> {
    if (type === 'moment') {
      const { moment } = await this.moments.visible(user, id);
      return { babyId: moment.baby_id, eventId: moment.event_id };
    }
    const event = await this.eventService.get(user, id);
    return { babyId: event.baby_id, eventId: event.id };
  }
}
