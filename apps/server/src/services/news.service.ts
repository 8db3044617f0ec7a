import type { BabiesNewsReply, MomentReply, NewsReply, OnThisDayReply } from '@sprout/shared';
import type { Moment } from '../db/schema.js';
import { AppError } from '../errors.js';
import type { Viewer } from '../policies/viewer.js';
import { newSince } from '../repositories/baby-visits.repo.js';
import type { Repos } from '../repositories/repos.js';
import { nowSeconds } from '../util/time.js';
import type { Actor } from './actor.js';
import { presentMoments } from './moment-list.js';

/** At most this many moments of one earlier year on the timeline's "on this day". */
const ON_THIS_DAY_PER_YEAR = 12;

/** What is new to a member since their last visit, and what happened on this day in earlier years. */
export class NewsService {
  constructor(private readonly repos: Pick<Repos, 'visits' | 'news' | 'family' | 'moments' | 'likes'>) {}

  /** What arrived or got comments (by others, visible to the viewer) after `since`. */
  async newsOf(viewer: Viewer, babyId: number, since: number, now: number): Promise<NewsReply> {
    const window = { since, until: now };
    const fromMoments = await this.repos.news.eventsWithNewMoments(babyId, viewer, window);
    const counts = await this.repos.news.newMomentCounts(babyId, viewer, window);
    const comments = await this.repos.news.newComments(babyId, viewer, window);
    const event_ids = await this.repos.news.timelineOrder([...fromMoments, ...comments.map((c) => c.event_id)]);
    const new_count = counts.reduce((sum, c) => sum + c.n, 0) + comments.length;
    return { since, event_ids, new_count };
  }

  /**
   * The member opens a baby's timeline: the look is recorded, and what is new to this visit answered.
   * Times are whole seconds, so the look counts as having seen up to the last complete second: what
   * arrives later in this same second is new next time instead of never (seen twice beats not at all).
   */
  async visit(actor: Actor, babyId: number): Promise<NewsReply> {
    const viewer = await actor.requireMember(babyId);
    const now = nowSeconds();
    const since = await this.repos.visits.touch(actor.id, babyId, now - 1);
    return this.newsOf(viewer, babyId, since, now);
  }

  /** The baby list's counts: for each of the member's babies, what is new since their last look at it. */
  async babies(actor: Actor): Promise<BabiesNewsReply> {
    const now = nowSeconds();
    const visits = new Map((await this.repos.visits.forUser(actor.id)).map((v) => [v.baby_id, v]));
    const list: BabiesNewsReply['list'] = [];
    for (const { member } of await this.repos.family.listForUser(actor.id)) {
      const viewer = await actor.requireMember(member.baby_id);
      // A baby never opened: nothing counts as new yet (its first visit starts the count).
      const since = newSince(visits.get(member.baby_id), now);
      const news = since === null ? null : await this.newsOf(viewer, member.baby_id, since, now);
      list.push({ baby_id: member.baby_id, new_count: news?.new_count ?? 0 });
    }
    return { list };
  }

  /**
   * Moments of this month and day in earlier years (the member's local `date`), those the member may see,
   * grouped by year, most recent first.
   */
  async onThisDay(actor: Actor, babyId: number, date: string): Promise<OnThisDayReply> {
    const viewer = await actor.requireMember(babyId);
    const year = Number(date.slice(0, 4));
    if (!Number.isFinite(new Date(`${date}T00:00:00Z`).getTime())) throw new AppError(400, 'bad_request');
    const rows = await this.repos.news.onThisDay(babyId, viewer, date.slice(5), date);
    const byYear = new Map<string, Array<Moment & { local_date: string }>>();
    for (const row of rows) {
      const list = byYear.get(row.local_date) ?? [];
      if (list.length < ON_THIS_DAY_PER_YEAR) list.push(row);
      byYear.set(row.local_date, list);
    }
    const list: OnThisDayReply['list'] = [];
    for (const [localDate, moments] of byYear) {
      const presented: MomentReply[] = await presentMoments(this.repos, viewer, moments);
      list.push({
        years_ago: year - Number(localDate.slice(0, 4)),
        local_date: localDate,
        taken_at_gmt: moments[0]?.taken_at_gmt ?? 0,
        moments: presented,
      });
    }
    return { date, list };
  }
}
