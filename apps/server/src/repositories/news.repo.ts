import type { Kysely } from 'kysely';
import type { Database, Moment } from '../db/schema.js';
import type { Viewer } from '../policies/viewer.js';
import { momentVisibleTo } from './visibility.js';

/** A time window (after `since`, up to and including `until`). */
export interface Window {
  since: number;
  until: number;
}

/**
 * What is new to a member in a baby's album: moments others added and comments others wrote on posts
 * the member may see, filtered in SQL by momentVisibleTo (the twin of canSeeMoment). Read by the
 * timeline's markers, the baby list's counts and the digests.
 */
export class NewsRepo {
  constructor(private readonly db: Kysely<Database>) {}

  private newMomentsQuery(babyId: number, viewer: Viewer, window: Window) {
    return this.db
      .selectFrom('moments')
      .where('moments.baby_id', '=', babyId)
      .where('moments.active', '=', 1)
      .where('moments.author_id', '!=', viewer.userId)
      .where('moments.created_at', '>', window.since)
      .where('moments.created_at', '<=', window.until)
      .where(momentVisibleTo(viewer));
  }

  /** The events that got moments from others in the window. */
  async eventsWithNewMoments(babyId: number, viewer: Viewer, window: Window): Promise<number[]> {
    const rows = await this.newMomentsQuery(babyId, viewer, window).select('moments.event_id').distinct().execute();
    return rows.map((r) => r.event_id);
  }

  /** New moments by type, and by whom. */
  async newMomentCounts(
    babyId: number,
    viewer: Viewer,
    window: Window,
  ): Promise<Array<{ type: string; author_id: number; author_name: string; n: number }>> {
    const rows = await this.newMomentsQuery(babyId, viewer, window)
      .innerJoin('users', 'users.id', 'moments.author_id')
      .select(['moments.type', 'moments.author_id', 'users.name as author_name'])
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .groupBy(['moments.type', 'moments.author_id', 'users.name'])
      .execute();
    return rows.map((r) => ({ ...r, n: Number(r.n) }));
  }

  /** The newest pictures and videos others added whose small images are made (for a digest). */
  newPictures(babyId: number, viewer: Viewer, window: Window, limit: number): Promise<Moment[]> {
    return this.newMomentsQuery(babyId, viewer, window)
      .selectAll('moments')
      .where('moments.type', 'in', ['picture', 'video'])
      .where('moments.media_state', '=', 'ready')
      .where('moments.thumb_key', 'is not', null)
      .orderBy('moments.created_at', 'desc')
      .orderBy('moments.id', 'desc')
      .limit(limit)
      .execute();
  }

  /**
   * Comments others wrote in the window on moments and events the member may see (an event counts
   * while one of its moments is visible to them), with the event each shows on. `onOwn` keeps those
   * on the member's own posts (for a digest).
   */
  async newComments(
    babyId: number,
    viewer: Viewer,
    window: Window,
    options: { onOwn?: boolean; limit?: number } = {},
  ): Promise<Array<{ id: number; event_id: number; content: string; user_name: string; created_at: number }>> {
    const base = this.db
      .selectFrom('comments')
      .innerJoin('users', 'users.id', 'comments.user_id')
      .where('comments.baby_id', '=', babyId)
      .where('comments.active', '=', 1)
      .where('comments.user_id', '!=', viewer.userId)
      .where('comments.created_at', '>', window.since)
      .where('comments.created_at', '<=', window.until);
    let onMoments = base
      .innerJoin('moments', 'moments.id', 'comments.target_id')
      .where('comments.target_type', '=', 'moment')
      .where('moments.active', '=', 1)
      .where(momentVisibleTo(viewer))
      .select([
        'comments.id',
        'moments.event_id',
        'comments.content',
        'users.name as user_name',
        'comments.created_at',
      ]);
    if (options.onOwn) onMoments = onMoments.where('moments.author_id', '=', viewer.userId);
    let onEvents = base
      .innerJoin('events', 'events.id', 'comments.target_id')
      .where('comments.target_type', '=', 'event')
      .where('events.active', '=', 1)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('moments')
            .select('moments.id')
            .whereRef('moments.event_id', '=', 'events.id')
            .where('moments.active', '=', 1)
            .where(momentVisibleTo(viewer)),
        ),
      )
      .select([
        'comments.id',
        'events.id as event_id',
        'comments.content',
        'users.name as user_name',
        'comments.created_at',
      ]);
    if (options.onOwn) onEvents = onEvents.where('events.author_id', '=', viewer.userId);
    const rows = [...(await onMoments.execute()), ...(await onEvents.execute())].sort(
      (a, b) => b.created_at - a.created_at || b.id - a.id,
    );
    return options.limit === undefined ? rows : rows.slice(0, options.limit);
  }

  /** These events in timeline order (newest first), those still shown on a timeline. */
  async timelineOrder(eventIds: readonly number[]): Promise<number[]> {
    if (eventIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('events')
      .select('id')
      .where('id', 'in', [...new Set(eventIds)])
      .where('active', '=', 1)
      .where('layout', '!=', 'milestone')
      .orderBy('taken_at_gmt', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return rows.map((r) => r.id);
  }

  /**
   * Moments of earlier years on this month and day (`MM-DD`) that the member may see: pictures and
   * videos whose small images are made, and words, of events dated before `before` (a local date).
   */
  onThisDay(babyId: number, viewer: Viewer, monthDay: string, before: string) {
    return this.db
      .selectFrom('moments')
      .innerJoin('events', 'events.id', 'moments.event_id')
      .selectAll('moments')
      .select('events.local_date')
      .where('moments.baby_id', '=', babyId)
      .where('moments.active', '=', 1)
      .where('events.active', '=', 1)
      .where('events.layout', '!=', 'milestone')
      .where('events.local_date', 'like', `____-${monthDay}`)
      .where('events.local_date', '<', before)
      .where((eb) => eb.or([eb('moments.type', 'in', ['text', 'audio']), eb('moments.media_state', '=', 'ready')]))
      .where(momentVisibleTo(viewer))
      .orderBy('events.local_date', 'desc')
      .orderBy('moments.taken_at_gmt')
      .orderBy('moments.id')
      .limit(200)
      .execute();
  }
}
