import type { LikeReply } from '@sprout/shared';
import type { TargetType } from '../db/schema.js';
import type { LikesRepo, LikeTarget } from '../repositories/likes.repo.js';
import { nowSeconds } from '../util/time.js';
import type { Actor } from './actor.js';
import type { EventService } from './event.service.js';
import type { MomentService } from './moment.service.js';

/** Likes: one per user and target, for anyone who may see it (view-only members included). */
export class LikeService {
  constructor(
    private readonly likesRepo: LikesRepo,
    private readonly eventService: EventService,
    private readonly momentService: MomentService,
  ) {}

  async set(actor: Actor, type: TargetType, id: number, like: boolean): Promise<LikeReply> {
    const target = await this.target(actor, type, id);
    const now = nowSeconds();
    if (like) await this.likesRepo.like(target, actor.id, now);
    else await this.likesRepo.unlike(target, actor.id, now);
    return { like, likes_count: await this.likesRepo.count(type, id) };
  }

  /** The target and the event it shows on; 404 for anything the actor may not see, 403 where they may not like. */
  private async target(actor: Actor, type: TargetType, id: number): Promise<LikeTarget> {
    if (type === 'moment')
      return { type, id, eventId: (await this.momentService.visible(actor, id, 'moment.like')).moment.event_id };
    return { type, id, eventId: (await this.eventService.visible(actor, id, 'event.like')).event.id };
  }
}
