import type { EventReply, EventsReply, EventUpdatesReply } from '@sprout/shared';
import type { Event, User } from '../db/schema.js';
import { AppError } from '../errors.js';
import type { Viewer } from '../policies/viewer.js';
import { BEST_MOMENTS, presentEvent } from '../presenters/event.presenter.js';
import { presentMoment } from '../presenters/moment.presenter.js';
import type { EventsRepo } from '../repositories/events.repo.js';
import type { LikesRepo } from '../repositories/likes.repo.js';
import type { MomentsRepo } from '../repositories/moments.repo.js';
import { nowSeconds } from '../util/time.js';
import type { FamilyService } from './family.service.js';

const PAGE_SIZE = 20;
const UPDATES_PAGE_SIZE = 200;

function encode(a: number, b: number): string {
  return Buffer.from(`${a}:${b}`).toString('base64url');
}

function decode(raw: string): { a: number; b: number } {
  const match = /^(-?\d+):(\d+)$/.exec(Buffer.from(raw, 'base64url').toString());
  if (!match) throw new AppError(400, 'bad_request');
  return { a: Number(match[1]), b: Number(match[2]) };
}

export const encodeCursor = (c: { takenAt: number; id: number }) => encode(c.takenAt, c.id);
export function decodeCursor(raw: string): { takenAt: number; id: number } {
  const { a, b } = decode(raw);
  return { takenAt: a, id: b };
}

export class EventService {
  constructor(
    private readonly family: FamilyService,
    private readonly events: EventsRepo,
    private readonly moments: MomentsRepo,
    private readonly likes: LikesRepo,
  ) {}

  /** One page of a baby's timeline as the user may see it, newest first. */
  async list(user: User, babyId: number, style: string | undefined, nextPage: string | undefined): Promise<EventsReply> {
    const { viewer } = await this.family.viewerOf(user, babyId);
    const cursor = nextPage ? decodeCursor(nextPage) : null;
    const rows = await this.events.listPage(babyId, viewer, cursor, PAGE_SIZE + 1);
    const page = rows.slice(0, PAGE_SIZE);
    const last = page.at(-1);
    return {
      list: await this.present(page, viewer, style === 'best_12' ? BEST_MOMENTS : null),
      next_page: rows.length > PAGE_SIZE && last ? encodeCursor({ takenAt: last.taken_at_gmt, id: last.id }) : null,
    };
  }

  /**
   * What changed at or after `since` (inclusive, so a change in the same second
   * as the last sync is never missed; the client merges by id). Events the
   * viewer can no longer see come as inactive entries; with skip_invisible,
   * invisible events created after `since` (never seen) are left out.
   */
  async updates(user: User, babyId: number, since: number, style: string | undefined, nextPage: string | undefined, skipInvisible: boolean): Promise<EventUpdatesReply> {
    const { viewer } = await this.family.viewerOf(user, babyId);
    const after = nextPage ? decode(nextPage) : null;
    const rows = await this.events.listChanged(babyId, since, after ? { updatedAt: after.a, id: after.b } : null, UPDATES_PAGE_SIZE + 1);
    const page = rows.slice(0, UPDATES_PAGE_SIZE);
    const presented = await this.present(page, viewer, style === 'best_12' ? BEST_MOMENTS : null);
    const list = skipInvisible ? presented.filter((e, i) => e.active || (page[i]?.created_at ?? 0) <= since) : presented;
    const last = page.at(-1);
    return {
      list,
      next_page: rows.length > UPDATES_PAGE_SIZE && last ? encode(last.updated_at, last.id) : null,
      since: last ? last.updated_at : since,
    };
  }

  /** One event with all the moments the viewer may see; 404 when there are none. */
  async get(user: User, eventId: number): Promise<EventReply> {
    const { event, viewer } = await this.visible(user, eventId);
    const [presented] = await this.present([event], viewer, null);
    if (!presented?.active) throw new AppError(404, 'not_found');
    return presented;
  }

  async updateCaption(user: User, eventId: number, caption: string): Promise<EventReply> {
    const { event, viewer } = await this.visible(user, eventId);
    const [presented] = await this.present([event], viewer, null);
    if (!presented?.active) throw new AppError(404, 'not_found');
    if (!presented.abilities.update) throw new AppError(403, 'forbidden');
    await this.events.update(event.id, { caption }, nowSeconds());
    return this.get(user, eventId);
  }

  /** The event and the viewer's role, or 404 when it is missing, inactive or not the viewer's family. */
  async visible(user: Pick<User, 'id'>, eventId: number): Promise<{ event: Event; viewer: Viewer }> {
    const event = await this.events.findById(eventId);
    if (!event || event.active !== 1) throw new AppError(404, 'not_found');
    const { viewer } = await this.family.viewerOf(user, event.baby_id);
    return { event, viewer };
  }

  /** Events with their visible moments, like flags and abilities, in one query per kind. */
  async present(events: readonly Event[], viewer: Viewer, limit: number | null): Promise<EventReply[]> {
    const ids = events.map((e) => e.id);
    const moments = await this.moments.listVisibleOfEvents(ids, viewer);
    const visibleFor = await this.moments.visibleFor(moments.filter((m) => m.privacy === 'custom').map((m) => m.id));
    const likedMoments = await this.likes.likedBy(viewer.userId, 'moment', moments.map((m) => m.id));
    const likedEvents = await this.likes.likedBy(viewer.userId, 'event', ids);
    const byEvent = new Map<number, ReturnType<typeof presentMoment>[]>();
    for (const moment of moments) {
      const list = byEvent.get(moment.event_id) ?? [];
      list.push(presentMoment(moment, viewer, visibleFor.get(moment.id) ?? [], likedMoments.has(moment.id)));
      byEvent.set(moment.event_id, list);
    }
    return events.map((event) => presentEvent(event, byEvent.get(event.id) ?? [], viewer, limit, likedEvents.has(event.id)));
  }
}
