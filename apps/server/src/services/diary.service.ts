import type { z } from 'zod';
import {
  isSensibleTakenAt,
  localDay,
  type diaryBody,
  type diaryEditBody,
  type EventReply,
  type Privacy,
} from '@sprout/shared';
import type { Event, Moment } from '../db/schema.js';
import { AppError } from '../errors.js';
import { authorize, found } from '../policies/authorize.js';
import { eventFacts, momentFacts } from '../policies/facts.js';
import type { Viewer } from '../policies/viewer.js';
import type { Repos, Transact } from '../repositories/repos.js';
import { nowSeconds } from '../util/time.js';
import type { Actor } from './actor.js';
import type { EventService } from './event.service.js';
import { checkedAudience, checkedText } from './audience-check.js';
import type { Notifier } from './notifier.js';
import { MomentWriter } from './moment-writer.js';

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
    private readonly notifier: Notifier,
  ) {}

  async create(actor: Actor, input: DiaryInput): Promise<EventReply> {
    const viewer = await actor.requireMember(input.baby_id);
    authorize(viewer, 'baby.upload', {});
    const text = checkedText(input.content);
    const audience = await checkedAudience(
      this.repos.family,
      input.baby_id,
      actor.id,
      input.privacy,
      input.visible_for_ids ?? [],
    );
    const draft = input.draft === true;
    const takenAt = input.taken_at_gmt ?? nowSeconds();
    if (!isSensibleTakenAt(takenAt)) throw new AppError(422, 'invalid_time');
    const media = await this.ownMedia(viewer, input.baby_id, input.moment_ids ?? [], null);
    const eventId = await this.transact(async (work) => {
      const { repos } = work;
      const now = nowSeconds();
      const write = new MomentWriter(repos, now);
      await write.hold(media.map((m) => m.id));
      const event = await write.newEvent({
        baby_id: input.baby_id,
        author_id: actor.id,
        batch_id: null,
        local_date: localDay(takenAt, input.time_zone_offset ?? 0),
        taken_at_gmt: takenAt,
        layout: 'diary',
      });
      if (draft)
        await repos.events.update(
          event.id,
          { draft: 1, draft_privacy: input.privacy, draft_visible_for: idsText(audience) },
          now,
        );
      await write.insert(
        event.id,
        {
          baby_id: input.baby_id,
          author_id: actor.id,
          type: 'text',
          content: text,
          taken_at_gmt: takenAt,
          privacy: draft ? 'private' : input.privacy,
          service: 'diary',
        },
        draft ? [] : audience,
      );
      await this.attach(write, media, event.id, draft ? 'private' : input.privacy, draft ? [] : audience);
      if (!draft)
        await this.notifier.diaryPublished(
          work,
          input.baby_id,
          actor.id,
          await repos.moments.activeOfEvent(event.id),
          now,
        );
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
      ? await checkedAudience(
          this.repos.family,
          event.baby_id,
          event.author_id,
          privacy,
          input.visible_for_ids ?? current.visibleFor,
        )
      : current.visibleFor;
    await this.transact(async (work) => {
      const { repos } = work;
      const now = nowSeconds();
      const write = new MomentWriter(repos, now);
      await write.hold([moment.id, ...kept.map((m) => m.id), ...added.map((m) => m.id)]);
      const shownPrivacy = stillDraft ? 'private' : privacy;
      const shownAudience = stillDraft ? [] : audience;
      if (text !== moment.content) await write.editText(moment.id, text);
      await write.changeAudience(moment.id, shownPrivacy, shownAudience);
      await this.attach(write, [...kept, ...added], event.id, shownPrivacy, shownAudience);
      await repos.events.update(
        event.id,
        stillDraft
          ? { draft_privacy: privacy, draft_visible_for: idsText(audience) }
          : { draft: 0, draft_privacy: null, draft_visible_for: null },
        now,
      );
      if (publishing)
        await this.notifier.diaryPublished(
          work,
          event.baby_id,
          event.author_id,
          await repos.moments.activeOfEvent(event.id),
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
   * Makes moments part of an entry with the entry's audience (private while a
   * draft); the posts they came from shrink, or go when empty. The entry stays
   * on the day it was written, whenever its photos were taken (MomentWriter).
   */
  private async attach(
    write: MomentWriter,
    moments: readonly Moment[],
    entryId: number,
    privacy: string,
    audience: readonly number[],
  ): Promise<void> {
    for (const moment of moments) {
      if (moment.event_id !== entryId) await write.move(moment.id, { event_id: entryId });
      await write.changeAudience(moment.id, privacy, audience);
    }
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
}
