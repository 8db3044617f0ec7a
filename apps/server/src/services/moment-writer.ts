import type { Insertable } from 'kysely';
import type { Baby, Event, EventsTable, Moment, NewMoment } from '../db/schema.js';
import { AppError } from '../errors.js';
import type { MomentChanges } from '../repositories/moments.repo.js';
import type { Repos } from '../repositories/repos.js';
import { BucketCounts } from './bucket-counts.service.js';

/** What is a new moment's own; the writer adds what every new moment starts with. */
export type MomentDraft = Pick<
  NewMoment,
  'baby_id' | 'author_id' | 'type' | 'content' | 'taken_at_gmt' | 'privacy' | 'service'
> &
  Partial<
    Pick<
      NewMoment,
      | 'client_id'
      | 'original_key'
      | 'original_mime'
      | 'original_bytes'
      | 'content_sha256'
      | 'upload_id'
      | 'original_filename'
      | 'picture_width'
      | 'picture_height'
      | 'duration'
      | 'media_state'
      | 'batch_id'
    >
  >;

/**
 * What is a new event's own: whose card, which day, and its layout (`default`
 * for a day's uploads, `diary`, or `milestone`, never on the timeline).
 */
export type EventDraft = Pick<
  Insertable<EventsTable>,
  'baby_id' | 'author_id' | 'batch_id' | 'local_date' | 'taken_at_gmt' | 'layout'
>;

/**
 * Every write that changes what a moment counts under, where or when it is
 * shown, or what its baby stores (ADR 0026). Each method keeps, inside the
 * caller's transaction, the table of contents (bucket_counts), the moment's
 * event (active, dated by its earliest moment), the baby's stored bytes and the
 * timeline change record in step, so a service makes one call instead of
 * remembering a sequence. Built over the repositories of one unit of work:
 * `new MomentWriter(work.repos, now)`.
 *
 * Each method re-reads the moment under a row lock and counts from what is
 * stored, not from what the caller read before the transaction: two writes to
 * one moment at once are applied one after the other. Locks are taken in the
 * order the other writers use (moment, event, baby), so none waits in a circle.
 */
export class MomentWriter {
  private readonly counts: BucketCounts;

  constructor(
    private readonly repos: Repos,
    private readonly now: number,
  ) {
    this.counts = new BucketCounts(repos.bucketCounts, repos.moments);
  }

  /**
   * The author's card for a local day (ADR 0021), made when missing: every
   * upload batch of that day joins it. The day is held for the rest of the
   * transaction, so two uploads at once make one card. Answers the batch too:
   * its moments are what its finish announces (ADR 0030).
   */
  async dayEvent(
    babyId: number,
    authorId: number,
    localDate: string,
    takenAt: number,
  ): Promise<{ event: Event; batchId: number }> {
    const batchId = await this.repos.batches.openFor(authorId, babyId, this.now);
    await this.repos.events.lockAuthorDays(babyId, authorId);
    const event =
      (await this.repos.events.findForAuthorDay(babyId, authorId, localDate)) ??
      (await this.newEvent({
        baby_id: babyId,
        author_id: authorId,
        batch_id: batchId,
        local_date: localDate,
        taken_at_gmt: takenAt,
        layout: 'default',
      }));
    return { event, batchId };
  }

  /**
   * Holds several moments, in id order, before a use case changes them one by
   * one (a diary entry taking photos in): every moment lock is then taken
   * before any event or baby lock, the order every other writer keeps, so a
   * concurrent write to one of them waits instead of deadlocking.
   */
  async hold(momentIds: readonly number[]): Promise<void> {
    for (const id of [...new Set(momentIds)].sort((a, b) => a - b)) await this.repos.moments.lockRow(id);
  }

  /** A new event; it stays empty (and shows nothing) until a moment is inserted into it. */
  newEvent(draft: EventDraft): Promise<Event> {
    return this.repos.events.insert({
      ...draft,
      caption: '',
      active: 1,
      likes_count: 0,
      comments_count: 0,
      created_at: this.now,
      updated_at: this.now,
    });
  }

  /** A new moment in an event with its audience: counted, its bytes charged to the baby, the event dated by it. */
  async insert(eventId: number, draft: MomentDraft, visibleFor: readonly number[]): Promise<Moment> {
    const moment = await this.repos.moments.insert(
      {
        client_id: null,
        original_key: null,
        original_mime: null,
        original_bytes: 0,
        content_sha256: null,
        upload_id: null,
        original_filename: null,
        picture_width: null,
        picture_height: null,
        duration: null,
        media_state: 'ready',
        batch_id: null,
        ...draft,
        stored_bytes: draft.original_bytes ?? 0,
        event_id: eventId,
        thumb_key: null,
        large_key: null,
        xlarge_key: null,
        active: 1,
        likes_count: 0,
        comments_count: 0,
        created_at: this.now,
        updated_at: this.now,
      },
      visibleFor,
    );
    const baby = await this.baby(moment.baby_id);
    if (moment.stored_bytes !== 0) await this.repos.babies.addStorage(baby.id, moment.stored_bytes, this.now);
    await this.counts.count(moment, visibleFor, baby.birthday);
    await this.followEvent(eventId);
    return moment;
  }

  /** A moment's words (a text, a diary entry, a photo's description): nothing it counts under changes. */
  async editText(momentId: number, content: string): Promise<Moment> {
    const moment = await this.shown(momentId);
    await this.repos.moments.update(moment, { content }, null, this.now);
    return { ...moment, content, updated_at: this.now };
  }

  /** Who sees a moment: counted again under its new audience (`visibleFor` only for `custom`). */
  changeAudience(momentId: number, privacy: string, visibleFor: readonly number[]): Promise<Moment> {
    return this.recount(momentId, { privacy }, privacy === 'custom' ? visibleFor : []);
  }

  /** A moment's time or event changes: it may change age bucket, and both events are dated again. */
  move(momentId: number, to: Pick<MomentChanges, 'taken_at_gmt' | 'event_id'>): Promise<Moment> {
    return this.recount(momentId, to, null);
  }

  /** Into the trash (ADR 0015): off every timeline and count; its bytes stay charged until it is purged. */
  async trash(momentId: number, by: number): Promise<Moment> {
    const moment = await this.shown(momentId);
    const audience = await this.storedAudience(moment);
    const changes = { active: 0, deleted_at: this.now, deleted_by: by };
    await this.repos.moments.update(moment, changes, null, this.now);
    const baby = await this.baby(moment.baby_id);
    await this.counts.uncount(moment, audience, baby.birthday);
    await this.followEvent(moment.event_id);
    return { ...moment, ...changes, updated_at: this.now };
  }

  /** Back from the trash where it was: counted again, its event shown (and dated) again. */
  async restore(momentId: number): Promise<Moment> {
    const moment = await this.repos.moments.lockRow(momentId);
    if (!moment || moment.active !== 0 || moment.deleted_at === null || moment.purged_at !== null)
      throw new AppError(404, 'not_found');
    const audience = await this.storedAudience(moment);
    const changes = { active: 1, deleted_at: null, deleted_by: null };
    await this.repos.moments.update(moment, changes, null, this.now);
    const baby = await this.baby(moment.baby_id);
    await this.counts.count(moment, audience, baby.birthday);
    await this.followEvent(moment.event_id);
    return { ...moment, ...changes, updated_at: this.now };
  }

  /**
   * Deleted for good: its bytes are no longer the baby's. Answers the moment
   * (its file keys, for the caller to remove after the commit), or null when it
   * is no longer in the trash (a restore meanwhile wins).
   */
  async purge(momentId: number): Promise<Moment | null> {
    const moment = await this.repos.moments.lockRow(momentId);
    if (!moment || !(await this.repos.trash.markPurged(moment.id, this.now))) return null;
    await this.repos.babies.addStorage(moment.baby_id, -moment.stored_bytes, this.now);
    return moment;
  }

  /**
   * What is stored for a moment now, in bytes (its original, thumbnail and preview, once its
   * derivatives are made or its video is rewrapped): the baby is charged the difference. Idempotent,
   * so a derivative job run twice charges once; a moment already purged is no longer the baby's and
   * charges nothing.
   */
  async restate(momentId: number, storedBytes: number): Promise<void> {
    const moment = await this.repos.moments.lockRow(momentId);
    if (!moment || moment.purged_at !== null) return;
    const delta = storedBytes - moment.stored_bytes;
    if (delta === 0) return;
    await this.baby(moment.baby_id);
    await this.repos.moments.setStoredBytes(moment.id, storedBytes);
    await this.repos.babies.addStorage(moment.baby_id, delta, this.now);
  }

  /**
   * After a birthday change every moment may move age bucket: all are counted
   * again. The caller has changed (and so holds) the baby's row, so a moment
   * written meanwhile waits and is counted once, under the new birthday.
   */
  async recountBaby(babyId: number): Promise<void> {
    const baby = await this.baby(babyId);
    await this.counts.rebuild(babyId, baby.birthday);
  }

  private async recount(
    momentId: number,
    changes: MomentChanges,
    visibleFor: readonly number[] | null,
  ): Promise<Moment> {
    const moment = await this.shown(momentId);
    const before = await this.storedAudience(moment);
    await this.repos.moments.update(moment, changes, visibleFor, this.now);
    const after = { ...moment, ...changes, updated_at: this.now };
    const baby = await this.baby(moment.baby_id);
    await this.counts.uncount(moment, before, baby.birthday);
    await this.counts.count(after, visibleFor ?? before, baby.birthday);
    await this.followEvent(moment.event_id);
    if (after.event_id !== moment.event_id) await this.followEvent(after.event_id);
    return after;
  }

  /**
   * An event follows its moments: shown while one is, dated by the earliest (a
   * diary entry by its words, whenever its photos were taken), hidden when the
   * last is gone. Read under the event's lock, so a moment added or removed at
   * the same time by another transaction is seen by one of the two.
   */
  private async followEvent(eventId: number): Promise<void> {
    const event = await this.repos.events.lockRow(eventId);
    if (!event) return;
    const { earliest, earliestText } = await this.repos.moments.activeStart(eventId);
    const start = event.layout === 'diary' ? (earliestText ?? earliest) : earliest;
    await this.repos.events.update(
      eventId,
      start === null ? { active: 0 } : { active: 1, taken_at_gmt: start },
      this.now,
    );
  }

  /** The moment as stored, held; 404 when it is gone (trashed meanwhile, or never there). */
  private async shown(momentId: number): Promise<Moment> {
    const moment = await this.repos.moments.lockRow(momentId);
    if (!moment || moment.active !== 1) throw new AppError(404, 'not_found');
    return moment;
  }

  private async storedAudience(moment: Moment): Promise<number[]> {
    if (moment.privacy !== 'custom') return [];
    return (await this.repos.moments.visibleFor([moment.id])).get(moment.id) ?? [];
  }

  private async baby(babyId: number): Promise<Baby> {
    const baby = await this.repos.babies.lockRow(babyId);
    if (!baby) throw new AppError(404, 'not_found');
    return baby;
  }
}
