import type { LikeReply } from '@sprout/shared';
import type { TargetType, User } from '../db/schema.js';
import type { EventsRepo } from '../repositories/events.repo.js';
import type { LikesRepo } from '../repositories/likes.repo.js';
import { nowSeconds } from '../util/time.js';
import type { EventService } from './event.service.js';
import type { MomentService } from './moment.service.js';

/** Likes: one per user and target, for anyone who may see it (view-only members included). */
export class LikeService {
  constructor(private readonly likes: LikesRepo, private readonly events: EventsRepo, private readonly eventService: EventService, private readonly moments: MomentService) {}

  async set(user: User, type: TargetType, id: number, like: boolean): Promise<LikeReply> {
    const now = nowSeconds();
    const { eventId } = await this.target(user, type, id);
    const changed = like ? await this.likes.like(type, id, user.id, now) : await this.likes.unlike(type, id, user.id);
    // Counts travel with the event, so incremental sync must see the change.
    if (changed) await this.events.bumpUpdated(eventId, now);
    const { likesCount } = await this.target(user, type, id);
    return { like, likes_count: likesCount };
  }

  private async target(user: User, type: TargetType, id: number): Promise<{ eventId: number; likesCount: number }> {
    if (type === 'moment') {
      const { moment } = await this.moments.visible(user, id);
      return { eventId: moment.event_id, likesCount: moment.likes_count };
    }
    const event = await this.eventService.get(user, id);
    return { eventId: event.id, likesCount: event.counts.likes };
  }
}
