import type { z } from 'zod';
import { isSensibleTakenAt, type diaryBody, type diaryEditBody, type EventReply, type Privacy } from '@sprout/shared';
import type { Event, Moment } from '../db/schema.js';
import { AppError } from '../errors.js';
import { authorize, found } from '../policies/authorize.js';
import { eventFacts, momentFacts } from '../policies/facts.js';
import type { Viewer } from '../policies/viewer.js';
import type { Repos } from '../repositories/repos.js';
import type { UnitOfWork } from '../repositories/repos.js';
import { nowSeconds } from '../util/time.js';
import type { Actor } from './actor.js';
import { BucketCounts } from './bucket-counts.service.js';
import type { EventService } from './event.service.js';
import { checkedText, localDay, refreshEvent, type Transact } from './moment.service.js';

export type DiaryInput = z.infer<typeof diaryBody>;
export type DiaryEdit = z.infer<typeof diaryEditBody>;

const idsText = (ids: readonly number[]) => (ids.length > 0 ? ids.join(',') : null);
const idsOf = (text: string | null) =>
  text
    ? text
        .split(',')
        .map(Number)
        .filter((n) => Number.isSafeInteger(n) && n > 0)
    : [];

/**
 * Diary entries (POST /baby_contents, PUT /events/{id}): an event of layout
 * `diary` holding a text moment. A draft's moment is private to its author;
 * publishing gives it the audience chosen, through the same rows every post
 * has, so the timeline, counts and sync follow without a rule of their own.
 * Uploaders and Admins write; an entry is edited by its author or an Admin.
 */
export class DiaryService {
  constructor(
    private readonly repos: Pick<Repos, 'events' | 'moments' | 'family'>,
    private readonly events: EventService,
    private readonly transact: Transact,
  ) {}

  async create(actor: Actor, input: DiaryInput): Promise<EventReply> {
    const viewer = await actor.requireMember(input.baby_id);
    authorize(viewer, 'baby.upload', {});
    const text = checkedText(input.content);
    const audience = await this.checkAudience(input.baby_id, actor.id, input.privacy, input.visible_for_ids ?? []);
    const draft = input.draft === true;
    const takenAt = input.taken_at_gmt ?? nowSeconds();
    if (!isSensibleTakenAt(takenAt)) throw new AppError(422, 'invalid_time');
    const media = await this.ownMedia(viewer, input.baby_id, input.moment_ids ?? [], null);
    const eventId = await this.transact(async ({ repos }) => {
      const now = nowSeconds();
      const event = await repos.events.insert({
        baby_id: input.baby_id,
        author_id: actor.id,
        batch_id: null,
        local_date: localDay(takenAt, input.time_zone_offset ?? 0),
        taken_at_gmt: takenAt,
        layout: 'diary',
        caption: '',
        active: 1,
        likes_count: 0,
        comments_count: 0,
        created_at: now,
        updated_at: now,
      });
      if (draft)
        await repos.events.update(
          event.id,
          { draft: 1, draft_privacy: input.privacy, draft_visible_for: idsText(audience) },
          now,
        );
      const moment = await repos.moments.insert(
        {
          event_id: event.id,
          baby_id: input.baby_id,
          author_id: actor.id,
          type: 'text',
          content: text,
          taken_at_gmt: takenAt,
          privacy: draft ? 'private' : input.privacy,
          service: 'diary',
          client_id: null,
          original_key: null,
          original_mime: null,
          original_bytes: 0,
          content_sha256: null,
          upload_id: null,
          picture_width: null,
          picture_height: null,
          duration: null,
          thumb_key: null,
          large_key: null,
          media_state: 'ready',
          active: 1,
          likes_count: 0,
          comments_count: 0,
          created_at: now,
          updated_at: now,
        },
        draft ? [] : audience,
      );
      const baby = await repos.babies.findById(input.baby_id);
      await new BucketCounts(repos.bucketCounts, repos.moments).count(
        moment,
        draft ? [] : audience,
        baby?.birthday ?? null,
      );
      await this.attach(
        { repos },
        media,
        { id: event.id, taken_at_gmt: takenAt },
        draft ? 'private' : input.privacy,
        draft ? [] : audience,
        baby?.birthday ?? null,
        now,
      );
      await repos.events.touch(event.id, takenAt, now);
      return event.id;
    });
    return this.events.get(actor, eventId);
  }

  /** Whether PUT /events/{id} is a diary edit (anything but a caption). */
  static isDiaryEdit(fields: Record<string, unknown>): boolean {
    return ['content', 'privacy', 'visible_for_ids', 'draft', 'moment_ids'].some((key) => key in fields);
  }

  /**
   * Edits an entry: its text, its audience (the author's choice, as for every
   * post), or publishes a draft. A published entry does not go back to draft.
   */
  async edit(actor: Actor, eventId: number, input: DiaryEdit): Promise<EventReply> {
    const { event, viewer, presented } = await this.events.visible(actor, eventId, 'event.view');
    if (event.layout !== 'diary') throw new AppError(422, 'bad_request');
    const entry = eventFacts(event, presented.counts.moments);
    authorize(viewer, 'diary.edit', entry);
    const moment = found(
      (await this.repos.moments.listVisibleOfEvents([event.id], viewer)).find(
        (m) => m.type === 'text' && m.author_id === event.author_id,
      ),
    );
    if (input.draft === true && event.draft === 0) throw new AppError(422, 'bad_request');
    const audienceChange = input.privacy !== undefined || input.visible_for_ids !== undefined;
    if (audienceChange) authorize(viewer, 'diary.change_audience', entry);
    const text = input.content !== undefined ? checkedText(input.content) : moment.content;
    if (input.moment_ids !== undefined) authorize(viewer, 'diary.attach', entry);
    const added = await this.ownMedia(viewer, event.baby_id, input.moment_ids ?? [], event.id);
    // The entry's media share its audience: when that changes (or the draft is published) they change with it.
    const kept = (await this.repos.moments.listVisibleOfEvents([event.id], viewer)).filter(
      (m) => m.type !== 'text' && m.author_id === event.author_id,
    );
    const publishing = event.draft === 1 && input.draft === false;
    const stillDraft = event.draft === 1 && !publishing;

    const current = await this.audienceNow(event, moment);
    const privacy = input.privacy ?? current.privacy;
    const audience = audienceChange
      ? await this.checkAudience(event.baby_id, event.author_id, privacy, input.visible_for_ids ?? current.visibleFor)
      : current.visibleFor;
    await this.transact(async ({ repos }) => {
      const now = nowSeconds();
      const baby = await repos.babies.findById(event.baby_id);
      const counts = new BucketCounts(repos.bucketCounts, repos.moments);
      const stored = (await repos.moments.visibleFor([moment.id])).get(moment.id) ?? [];
      await counts.uncount(moment, stored, baby?.birthday ?? null);
      const shownPrivacy = stillDraft ? 'private' : privacy;
      const shownAudience = stillDraft ? [] : audience;
      await repos.moments.update(moment, { content: text, privacy: shownPrivacy }, shownAudience, now);
      await counts.count({ ...moment, privacy: shownPrivacy }, shownAudience, baby?.birthday ?? null);
      await this.attach(
        { repos },
        [...kept, ...added],
        event,
        shownPrivacy,
        shownAudience,
        baby?.birthday ?? null,
        now,
      );
      await repos.events.update(
        event.id,
        stillDraft
          ? { draft_privacy: privacy, draft_visible_for: idsText(audience) }
          : { draft: 0, draft_privacy: null, draft_visible_for: null },
        now,
      );
    });
    return this.events.get(actor, eventId);
  }

  /**
   * The photos, videos and audio named for an entry (`moment_ids`, ADR 0019):
   * each the author's own upload of this baby, not yet part of another
   * entry. One the author cannot see or that is gone is 404, someone
   * else's 403, a text or another entry's 422.
   */
  private async ownMedia(
    author: Viewer,
    babyId: number,
    ids: readonly number[],
    entryId: number | null,
  ): Promise<Moment[]> {
    const out: Moment[] = [];
    for (const id of new Set(ids)) {
      const moment = await this.repos.moments.findById(id);
      if (!moment || moment.baby_id !== babyId || moment.active !== 1) throw new AppError(404, 'not_found');
      const visibleFor = (await this.repos.moments.visibleFor([moment.id])).get(moment.id) ?? [];
      authorize(author, 'diary_media.attach', momentFacts(moment, visibleFor));
      if (moment.event_id === entryId) continue;
      if (moment.type === 'text') throw new AppError(422, 'bad_request');
      const from = await this.repos.events.findById(moment.event_id);
      if (from?.layout === 'diary') throw new AppError(422, 'bad_request');
      out.push(moment);
    }
    return out;
  }

  /**
   * Makes moments part of an entry with the entry's audience (private while
   * a draft), recounting them; the posts they came from shrink, or go when
   * empty, and record the change so every timeline follows.
   */
  private async attach(
    { repos }: Pick<UnitOfWork, 'repos'>,
    moments: readonly Moment[],
    entry: Pick<Event, 'id' | 'taken_at_gmt'>,
    privacy: string,
    audience: readonly number[],
    birthday: string | null,
    now: number,
  ): Promise<void> {
    if (moments.length === 0) return;
    const counts = new BucketCounts(repos.bucketCounts, repos.moments);
    const stored = await repos.moments.visibleFor(moments.map((m) => m.id));
    for (const moment of moments) {
      await counts.uncount(moment, stored.get(moment.id) ?? [], birthday);
      await repos.moments.update(moment, { event_id: entry.id, privacy }, audience, now);
      await counts.count({ ...moment, privacy }, audience, birthday);
    }
    for (const from of new Set(moments.map((m) => m.event_id)))
      if (from !== entry.id) await refreshEvent(repos, from, now);
    // The entry stays on the day it was written, whenever its photos were taken; touching records the change.
    await repos.events.touch(entry.id, entry.taken_at_gmt, now);
  }

  /** The audience an entry has, or will have once published. */
  private async audienceNow(event: Event, moment: Moment): Promise<{ privacy: Privacy; visibleFor: number[] }> {
    if (event.draft === 1)
      return {
        privacy: (event.draft_privacy ?? 'family_and_relatives') as Privacy,
        visibleFor: idsOf(event.draft_visible_for),
      };
    const visibleFor = (await this.repos.moments.visibleFor([moment.id])).get(moment.id) ?? [];
    return { privacy: moment.privacy as Privacy, visibleFor };
  }

  /** Custom privacy: the author among the chosen, everyone chosen in the family (spec §5). */
  private async checkAudience(
    babyId: number,
    authorId: number,
    privacy: string,
    ids: readonly number[],
  ): Promise<number[]> {
    if (privacy !== 'custom') return [];
    const unique = [...new Set(ids)];
    if (unique.length === 0) throw new AppError(422, 'choose_one_member');
    if (!unique.includes(authorId)) throw new AppError(422, 'must_choose_yourself');
    if ((await this.repos.family.countMembers(babyId, unique)) !== unique.length)
      throw new AppError(422, 'bad_request');
    return unique;
  }
}
