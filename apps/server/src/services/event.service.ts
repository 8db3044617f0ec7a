import type { EventsReply } from '@sprout/shared';
import type { User } from '../db/schema.js';
import { AppError } from '../errors.js';
import { BEST_MOMENTS, presentEvent } from '../presenters/event.presenter.js';
import { presentMoment } from '../presenters/moment.presenter.js';
import type { EventCursor, EventsRepo } from '../repositories/events.repo.js';
import type { MomentsRepo } from '../repositories/moments.repo.js';
import type { FamilyService } from './family.service.js';

const PAGE_SIZE = 20;

export function encodeCursor(cursor: EventCursor): string {
  return Buffer.from(`${cursor.takenAt}:${cursor.id}`).toString('base64url');
}

export function decodeCursor(raw: string): EventCursor {
  const match = /^(-?\d+):(\d+)$/.exec(Buffer.from(raw, 'base64url').toString());
  if (!match) throw new AppError(400, 'bad_request');
  return { takenAt: Number(match[1]), id: Number(match[2]) };
}

export class EventService {
  constructor(private readonly family: FamilyService, private readonly events: EventsRepo, private readonly moments: MomentsRepo) {}

  /** One page of a baby's timeline as the user may see it, newest first. */
  async list(user: User, babyId: number, style: string | undefined, nextPage: string | undefined): Promise<EventsReply> {
    const { viewer } = await this.family.viewerOf(user, babyId);
    const cursor = nextPage ? decodeCursor(nextPage) : null;
    const rows = await this.events.listPage(babyId, viewer, cursor, PAGE_SIZE + 1);
    const page = rows.slice(0, PAGE_SIZE);
    const moments = await this.moments.listVisibleOfEvents(page.map((e) => e.id), viewer);
    const visibleFor = await this.moments.visibleFor(moments.filter((m) => m.privacy === 'custom').map((m) => m.id));
    const byEvent = new Map<number, ReturnType<typeof presentMoment>[]>();
    for (const moment of moments) {
      const list = byEvent.get(moment.event_id) ?? [];
      list.push(presentMoment(moment, viewer, visibleFor.get(moment.id) ?? []));
      byEvent.set(moment.event_id, list);
    }
    const limit = style === 'best_12' ? BEST_MOMENTS : null;
    const last = page.at(-1);
    return {
      list: page.map((event) => presentEvent(event, byEvent.get(event.id) ?? [], viewer, limit)),
      next_page: rows.length > PAGE_SIZE && last ? encodeCursor({ takenAt: last.taken_at_gmt, id: last.id }) : null,
    };
  }
}
