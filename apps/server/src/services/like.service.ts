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
    const eventId = await this.eventOf(user, type, id);
    const changed = like ? await this.likes.like(type, id, user.id, now) : await this.likes.unlike(type, id, user.id);
    // Counts travel with the event, so incremental sync must see the change.
    if (changed) await this.events.bumpUpdated(eventId, now);
    return { like, likes_count: await this.likes.count(type, id) };
  }

  /** The event a visible target belongs to; 404 for anything the user may not see. */
  private async eventOf(user: User, type: TargetType, id: number): Promise<number> {
    if (type === 'moment') return (await this.moments.visible(user, id)).moment.event_id;
    return (await this.eventService.get(user, id)).id;
  }
}
