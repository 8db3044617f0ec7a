import type { LikeReply } from '@sprout/shared';
import type { TargetType } from '../db/schema.js';
import type { LikesRepo, LikeTarget } from '../repositories/likes.repo.js';
import type { Transact } from '../repositories/repos.js';
import { nowSeconds } from '../util/time.js';
import type { Actor } from './actor.js';
import type { EventService } from './event.service.js';
import type { MomentService } from './moment.service.js';
import type { Notifier, Subject } from './notifier.js';

/** Likes: one per user and target, for anyone who may see it (view-only members included). */
export class LikeService {
  constructor(
    private readonly likesRepo: LikesRepo,
    private readonly eventService: EventService,
    private readonly momentService: MomentService,
    private readonly transact: Transact,
    private readonly notifier: Notifier,
  ) {}

  async set(actor: Actor, type: TargetType, id: number, like: boolean): Promise<LikeReply> {
    const { target, subject } = await this.target(actor, type, id);
    const now = nowSeconds();
    if (like)
      // The post's author hears of a new like, in the like's own transaction (ADR 0030).
      await this.transact(async (work) => {
        if (await work.repos.likes.like(target, actor.id, now)) await this.notifier.liked(work, actor.id, subject, now);
      });
    else await this.likesRepo.unlike(target, actor.id, now);
    return { like, likes_count: await this.likesRepo.count(type, id) };
  }

  /** The target and the event it shows on; 404 for anything the actor may not see, 403 where they may not like. */
  private async target(actor: Actor, type: TargetType, id: number): Promise<{ target: LikeTarget; subject: Subject }> {
    if (type === 'moment') {
      const { moment } = await this.momentService.visible(actor, id, 'moment.like');
      return {
        target: { type, id, eventId: moment.event_id },
        subject: { babyId: moment.baby_id, eventId: moment.event_id, type, id, authorId: moment.author_id, moment },
      };
    }
    const { event } = await this.eventService.visible(actor, id, 'event.like');
    return {
      target: { type, id, eventId: event.id },
      subject: { babyId: event.baby_id, eventId: event.id, type, id, authorId: event.author_id, moment: null },
    };
  }
}
