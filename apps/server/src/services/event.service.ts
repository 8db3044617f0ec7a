import type { EventReply, EventsReply, EventUpdatesReply, MomentReply } from '@sprout/shared';
import type { Event } from '../db/schema.js';
import { AppError } from '../errors.js';
import { faultOf } from '../faults.js';
import { authorize } from '../policies/authorize.js';
import type { Viewer } from '../policies/viewer.js';
import { eventFacts } from '../policies/facts.js';
import { BEST_MOMENTS, presentEvent, presentGone } from '../presenters/event.presenter.js';
import type { EventSeenRepo } from '../repositories/event-seen.repo.js';
import type { EventsRepo } from '../repositories/events.repo.js';
import type { LikesRepo } from '../repositories/likes.repo.js';
import type { MomentsRepo } from '../repositories/moments.repo.js';
import { nowSeconds } from '../util/time.js';
import type { Actor } from './actor.js';
import { presentMoments } from './moment-list.js';
import { decodeCursor, decodePair, encodeCursor, encodePair, keysetPage } from './paging.js';

const PAGE_SIZE = 20;
const UPDATES_PAGE_SIZE = 200;

export class EventService {
  constructor(
    private readonly eventsRepo: EventsRepo,
    private readonly momentsRepo: MomentsRepo,
    private readonly likesRepo: LikesRepo,
    private readonly seenRepo: EventSeenRepo,
  ) {}

  /** One page of a baby's timeline as the user may see it, newest first. */
  async list(
    actor: Actor,
    babyId: number,
    style: string | undefined,
    nextPage: string | undefined,
  ): Promise<EventsReply> {
    const viewer = await actor.requireMember(babyId);
    const cursor = nextPage ? await this.listPosition(babyId, nextPage) : null;
    const rows = await this.eventsRepo.listPage(babyId, viewer, cursor, PAGE_SIZE + 1);
    // Only the last event's id travels: its stored time may be a moment the viewer cannot see.
    const { page, next_page } = keysetPage(rows, PAGE_SIZE, (last) => encodeCursor({ takenAt: 0, id: last.id }));
    // The note beside the render: it needs only the page (each of its events has a moment the viewer may see, so each
    // is presented active), and on PostgreSQL every round trip is one a reader waits for after a change (ADR 0034).
    const [list] = await Promise.all([
      this.present(page, viewer, style === 'best_12' ? BEST_MOMENTS : null),
      this.noteShown(
        viewer.userId,
        page.filter((e) => e.active).map((e) => e.id),
      ),
    ]);
    return { list, next_page };
  }

  /**
   * Remembers which events the viewer was shown, so that a later "gone" can
   * reach their device (ADR 0011). Reading the album must go on while the disk
   * is full or read-only: the note is then skipped, and such an event, if it is
   * hidden later, stays on that device until its cache is next rebuilt.
   */
  private async noteShown(userId: number, eventIds: number[]): Promise<void> {
    try {
      await this.seenRepo.record(userId, eventIds);
    } catch (error) {
      const fault = faultOf(error)?.code;
      if (fault !== 'storage_full' && fault !== 'storage_unavailable') throw error;
    }
  }

  /** Where a list cursor points: the stored position of the event it names, in this baby's timeline. */
  private async listPosition(babyId: number, raw: string): Promise<{ takenAt: number; id: number }> {
    const event = await this.eventsRepo.findById(decodeCursor(raw).id);
    if (!event || event.baby_id !== babyId) throw new AppError(400, 'bad_request');
    return { takenAt: event.taken_at_gmt, id: event.id };
  }

  /**
   * What changed at or after `since` (inclusive, so a change in the same second
   * as the last sync is never missed; the client merges by id). An event the
   * viewer cannot see is mentioned only if they were shown it before (their
   * device may hold it and must drop it), and then as a bare inactive entry;
   * one they were never shown is left out, so nothing tells them it exists.
   * `skip_invisible` asked for that per request; it is now always so.
   */
  async updates(
    actor: Actor,
    babyId: number,
    since: number,
    style: string | undefined,
    nextPage: string | undefined,
  ): Promise<EventUpdatesReply> {
    const viewer = await actor.requireMember(babyId);
    const after = nextPage ? decodePair(nextPage) : null;
    const rows = await this.eventsRepo.listChanged(
      babyId,
      since,
      after ? { updatedAt: after[0], id: after[1] } : null,
      UPDATES_PAGE_SIZE + 1,
    );
    const { page, next_page } = keysetPage(rows, UPDATES_PAGE_SIZE, (last) => encodePair(last.updated_at, last.id));
    const presented = await this.present(page, viewer, style === 'best_12' ? BEST_MOMENTS : null);
    // Side by side: the two concern different events (gone ones, shown ones).
    const [shownBefore] = await Promise.all([
      this.seenRepo.seenAmong(
        viewer.userId,
        presented.filter((e) => !e.active).map((e) => e.id),
      ),
      this.noteShown(
        viewer.userId,
        presented.filter((e) => e.active).map((e) => e.id),
      ),
    ]);
    const list = presented.flatMap((e): EventUpdatesReply['list'] =>
      e.active ? [e] : shownBefore.has(e.id) ? [presentGone(e)] : [],
    );
    return {
      list,
      next_page,
      // The newest change listed, not one left out: its time is not the viewer's to know.
      since: list.at(-1)?.updated_at_in_ts ?? after?.[0] ?? since,
    };
  }

  /** One event with all the moments the viewer may see; 404 when there are none. */
  async get(actor: Actor, eventId: number): Promise<EventReply> {
    return (await this.visible(actor, eventId, 'event.view')).presented;
  }

  async updateCaption(actor: Actor, eventId: number, caption: string): Promise<EventReply> {
    const { event } = await this.visible(actor, eventId, 'event.update');
    await this.eventsRepo.update(event.id, { caption }, nowSeconds());
    return this.get(actor, eventId);
  }

  /** The event as the actor sees it, once they may do `action` with it (404 unseen, 403 not allowed). */
  async visible(
    actor: Actor,
    eventId: number,
    action: 'event.view' | 'event.update' | 'event.comment' | 'event.like',
  ): Promise<{ event: Event; viewer: Viewer; presented: EventReply }> {
    const event = await this.eventsRepo.findById(eventId);
    const viewer = event ? await actor.membership(event.baby_id) : null;
    const presented = event && viewer ? (await this.present([event], viewer, null))[0] : undefined;
    if (!event || !presented) throw new AppError(404, 'not_found');
    authorize(viewer, action, eventFacts(event, presented.counts.moments));
    return { event, viewer, presented };
  }

  /** Events with their visible moments, like flags and abilities, in one query per kind. */
  async present(events: readonly Event[], viewer: Viewer, limit: number | null): Promise<EventReply[]> {
    const ids = events.map((e) => e.id);
    const [presented, likedEvents] = await Promise.all([
      this.momentsRepo
        .listVisibleOfEvents(ids, viewer)
        .then((moments) => presentMoments({ moments: this.momentsRepo, likes: this.likesRepo }, viewer, moments)),
      this.likesRepo.likedBy(viewer.userId, 'event', ids),
    ]);
    const byEvent = new Map<number, MomentReply[]>();
    for (const moment of presented) byEvent.set(moment.event_id, [...(byEvent.get(moment.event_id) ?? []), moment]);
    return events.map((event) =>
      presentEvent(event, byEvent.get(event.id) ?? [], viewer, limit, likedEvents.has(event.id)),
    );
  }
}
