import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { z } from 'zod';
import { isSensibleTakenAt, type createMomentBody, type momentDuplicatesBody, type MomentDuplicatesReply, type MomentReply, type Privacy, type updateMomentBody } from '@sprout/shared';
import type { Moment } from '../db/schema.js';
import { AppError } from '../errors.js';
import type { JobQueue } from '../jobs/queue.js';
import { inspectAudio, inspectVideo } from '../media/av.js';
import { inspectPicture } from '../media/image.js';
import { authorize, type Action } from '../policies/authorize.js';
import type { MomentFacts } from '../policies/moment.policy.js';
import type { Viewer } from '../policies/viewer.js';
import { presentMoment } from '../presenters/moment.presenter.js';
import type { Repos, UnitOfWork } from '../repositories/repos.js';
import { originalKey } from '../storage/keys.js';
import type { ObjectStorage } from '../storage/object-storage.js';
import type { UploadStore } from '../storage/upload-store.js';
import { nowSeconds } from '../util/time.js';
import type { Actor } from './actor.js';
import { BucketCounts } from './bucket-counts.service.js';

export type CreateMomentInput = z.infer<typeof createMomentBody>;
export type UpdateMomentInput = z.infer<typeof updateMomentBody>;
export type MomentDuplicatesInput = z.infer<typeof momentDuplicatesBody>;
export type Transact = <T>(fn: (work: UnitOfWork) => Promise<T>) => Promise<T>;

export interface MomentDeps {
  repos: Pick<Repos, 'uploads' | 'moments' | 'likes' | 'family' | 'batches'>;
  transact: Transact;
  storage: ObjectStorage;
  uploads: UploadStore;
  jobs: JobQueue;
}

interface MediaFacts { ext: string; mime: string; width: number | null; height: number | null; duration: number | null; bytes: number }

/** Checks an upload by its content for the moment type it claims to be (620 pictures, 630 videos and audio). */
async function inspectMedia(type: 'picture' | 'video' | 'audio', file: string): Promise<MediaFacts> {
  if (type === 'picture') {
    const p = await inspectPicture(file);
    return { ext: p.format === 'jpeg' ? 'jpg' : p.format, mime: p.mime, width: p.width, height: p.height, duration: null, bytes: p.bytes };
  }
  if (type === 'video') {
    const v = await inspectVideo(file);
    return { ext: v.container, mime: v.mime, width: v.width, height: v.height, duration: v.duration, bytes: v.bytes };
  }
  const a = await inspectAudio(file);
  return { ext: a.container, mime: a.mime, width: null, height: null, duration: a.duration, bytes: a.bytes };
}

/** The calendar day at the uploader's place: JavaScript's getTimezoneOffset() is minutes behind UTC. */
export function localDay(takenAtGmt: number, timeZoneOffset: number): string {
  return new Date((takenAtGmt - timeZoneOffset * 60) * 1000).toISOString().slice(0, 10);
}

async function sha256(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** A post's time must be one a family could have taken; anything else would break every member's timeline. */
function checkTakenAt(seconds: number): void {
  if (!isSensibleTakenAt(seconds)) throw new AppError(422, 'invalid_time');
}

const factsOf = (moment: Moment, visibleFor: readonly number[]): MomentFacts => ({ author_id: moment.author_id, privacy: moment.privacy as Privacy, visibleFor });

export class MomentService {
  constructor(private readonly deps: MomentDeps) {}

  /**
   * Turns a finished tus upload into a picture, video or audio moment inside
   * the batch's event for its day, answering it presented for its poster (or
   * the earlier one, for a duplicate). The original is stored first, under a
   * key named by the upload; then every row, the job included, is written in
   * one transaction. A crash anywhere leaves either no moment and an upload a
   * retry completes, or the whole moment, which a retry finds.
   */
  async create(actor: Actor, input: CreateMomentInput): Promise<{ moment: MomentReply; duplicate: boolean; created: boolean }> {
    const d = this.deps;
    const viewer = await actor.requireMember(input.baby_id);
    authorize(viewer, 'baby.upload', {});
    const m = input.moment;
    checkTakenAt(m.taken_at_gmt);
    const visibleFor = await this.checkAudience(input.baby_id, actor.id, m.privacy, m.visible_for_ids ?? []);

    const upload = await d.repos.uploads.findUpload(m.path);
    if (!upload || upload.user_id !== actor.id || upload.baby_id !== input.baby_id) throw new AppError(404, 'not_found');
    if (upload.consumed_at !== null) {
      // A retry whose first answer was lost: the moment exists, answer it again.
      const made = await d.repos.moments.findByUpload(upload.id);
      if (made) return { moment: await this.present(made, viewer), duplicate: false, created: false };
      throw new AppError(409, 'upload_not_finished');
    }
    const received = await d.uploads.receivedBytes(upload.id);
    if (received === null || upload.size === null || received !== upload.size) throw new AppError(409, 'upload_not_finished');
    const file = d.uploads.fileOf(upload.id);

    let info: MediaFacts;
    try {
      info = await inspectMedia(m.type, file);
    } catch (error) {
      await this.discardUpload(upload.id);
      throw error;
    }
    const digest = await sha256(file);
    if (input.raise_on_dupilcation) {
      const existing = await d.repos.moments.findByContent(input.baby_id, digest);
      if (existing) {
        await this.discardUpload(upload.id);
        return { moment: await this.present(existing, viewer), duplicate: true, created: false };
      }
    }

    const day = localDay(m.taken_at_gmt, m.time_zone_offset ?? 0);
    const key = originalKey(input.baby_id, day, upload.id, info.ext);
    await d.storage.putFile(key, file);
    const moment = await d.transact(async (work) => {
      const { repos } = work;
      const now = nowSeconds();
      if (!(await repos.uploads.consume(upload.id, now))) throw new AppError(409, 'upload_not_finished');
      const batchId = await repos.batches.openFor(actor.id, input.baby_id, now);
      const event = (await repos.events.findForBatchDay(batchId, day)) ?? (await repos.events.insert({
        baby_id: input.baby_id, author_id: actor.id, batch_id: batchId, local_date: day, taken_at_gmt: m.taken_at_gmt,
        layout: 'default', caption: '', active: 1, likes_count: 0, comments_count: 0, created_at: now, updated_at: now,
      }));
      const inserted = await repos.moments.insert({
        event_id: event.id, baby_id: input.baby_id, author_id: actor.id, type: m.type, content: m.content ?? '',
        taken_at_gmt: m.taken_at_gmt, privacy: m.privacy, service: m.service, client_id: m.client_id ?? null,
        original_key: key, original_mime: info.mime, original_bytes: info.bytes, content_sha256: digest, upload_id: upload.id,
        picture_width: info.width, picture_height: info.height, duration: info.duration,
        thumb_key: null, large_key: null, media_state: m.type === 'audio' ? 'ready' : 'processing', active: 1, likes_count: 0, comments_count: 0, created_at: now, updated_at: now,
      }, visibleFor);
      await repos.events.touch(event.id, m.taken_at_gmt, now);
      const baby = await repos.babies.addStorage(input.baby_id, info.bytes, now);
      await new BucketCounts(repos.bucketCounts, repos.moments).count(inserted, visibleFor, baby.birthday);
      if (m.type === 'picture') await d.jobs.enqueueIn(work, 'picture.derivatives', { momentId: inserted.id }, { dedupeKey: `derivatives:${inserted.id}` });
      if (m.type === 'video') await d.jobs.enqueueIn(work, 'video.derivatives', { momentId: inserted.id }, { dedupeKey: `derivatives:${inserted.id}` });
      return inserted;
    });
    // The bytes now belong to the moment; the upload's own copy goes (a crash here leaves it to the sweep).
    await d.uploads.remove(upload.id);
    return { moment: presentMoment(moment, viewer, visibleFor), duplicate: false, created: true };
  }

  /** A moment the actor may do `action` with, with their viewer role; 404 for one they may not see, 403 for a forbidden action. */
  async visible(actor: Actor, momentId: number, action: Extract<Action, `moment.${string}`> = 'moment.view'): Promise<{ moment: Moment; viewer: Viewer; visibleFor: number[] }> {
    const moment = await this.deps.repos.moments.findById(momentId);
    const viewer = moment ? await actor.membership(moment.baby_id) : null;
    if (!moment || !viewer) throw new AppError(404, 'not_found');
    const visibleFor = moment.privacy === 'custom' ? (await this.deps.repos.moments.visibleFor([moment.id])).get(moment.id) ?? [] : [];
    authorize(viewer, action, factsOf(moment, visibleFor));
    return { moment, viewer, visibleFor };
  }

  async get(actor: Actor, momentId: number): Promise<MomentReply> {
    const { moment, viewer, visibleFor } = await this.visible(actor, momentId);
    const liked = await this.deps.repos.likes.likedBy(actor.id, 'moment', [moment.id]);
    return presentMoment(moment, viewer, visibleFor, liked.has(moment.id));
  }

  /**
   * Edits a post: its description and time by those who may edit the baby's
   * photos; its privacy only by its author, whose post it is.
   */
  async update(actor: Actor, momentId: number, input: UpdateMomentInput): Promise<MomentReply> {
    const { moment, viewer, visibleFor } = await this.visible(actor, momentId, 'moment.update');
    if (input.taken_at_gmt !== undefined) checkTakenAt(input.taken_at_gmt);
    const privacyChange = input.privacy !== undefined || input.visible_for_ids !== undefined;
    if (privacyChange) authorize(viewer, 'moment.change_privacy', factsOf(moment, visibleFor));
    const privacy = input.privacy ?? (moment.privacy as Privacy);
    const audience = privacyChange ? await this.checkAudience(moment.baby_id, actor.id, privacy, input.visible_for_ids ?? visibleFor) : visibleFor;
    await this.deps.transact(async ({ repos }) => {
      const now = nowSeconds();
      const baby = await repos.babies.findById(moment.baby_id);
      const counts = new BucketCounts(repos.bucketCounts, repos.moments);
      await counts.uncount(moment, visibleFor, baby?.birthday ?? null);
      await repos.moments.update(moment, {
        ...(input.content !== undefined ? { content: input.content } : {}),
        ...(input.taken_at_gmt !== undefined ? { taken_at_gmt: input.taken_at_gmt } : {}),
        privacy,
      }, privacyChange ? audience : null, now);
      await counts.count({ ...moment, privacy, taken_at_gmt: input.taken_at_gmt ?? moment.taken_at_gmt }, audience, baby?.birthday ?? null);
      await this.refreshEvent(repos, moment.event_id, now);
    });
    return this.get(actor, momentId);
  }

  /** Removes a post from the timeline. The stored files stay: nothing uploaded is destroyed by one click. */
  async remove(actor: Actor, momentId: number): Promise<void> {
    const { moment, visibleFor } = await this.visible(actor, momentId, 'moment.delete');
    await this.deps.transact(async ({ repos }) => {
      const now = nowSeconds();
      await repos.moments.update(moment, { active: 0 }, null, now);
      const baby = await repos.babies.findById(moment.baby_id);
      await new BucketCounts(repos.bucketCounts, repos.moments).uncount(moment, visibleFor, baby?.birthday ?? null);
      await this.refreshEvent(repos, moment.event_id, now);
    });
  }

  /**
   * Which of these contents already are moments of the baby that the actor
   * may see: asked by the uploading client before it sends any byte. Only
   * uploaders ask (403 for view-only members, 404 for strangers).
   */
  async duplicates(actor: Actor, input: MomentDuplicatesInput): Promise<MomentDuplicatesReply> {
    const viewer = await actor.requireMember(input.baby_id);
    authorize(viewer, 'baby.upload', {});
    const wanted = [...new Set(input.sha256s.map((hash) => hash.toLowerCase()))];
    const rows = await this.deps.repos.moments.findVisibleByContent(input.baby_id, wanted, viewer);
    const first = new Map<string, number>();
    for (const row of rows) if (row.content_sha256 && !first.has(row.content_sha256)) first.set(row.content_sha256, row.id);
    return { duplicates: [...first].map(([sha256, moment_id]) => ({ sha256, moment_id })) };
  }

  /** Closes the actor's open upload batch (spec: PUT /moments/finish): later uploads start new events. */
  async finish(actor: Actor, babyId: number | null): Promise<void> {
    await this.deps.repos.batches.finish(actor.id, babyId, nowSeconds());
  }

  /** An event follows its moments: it starts at the earliest, and ends when the last is gone. */
  private async refreshEvent(repos: Repos, eventId: number, now: number): Promise<void> {
    const earliest = await repos.moments.earliestActive(eventId);
    await repos.events.update(eventId, earliest === null ? { active: 0 } : { taken_at_gmt: earliest }, now);
  }

  private async present(moment: Moment, viewer: Viewer): Promise<MomentReply> {
    const audience = (await this.deps.repos.moments.visibleFor([moment.id])).get(moment.id) ?? [];
    return presentMoment(moment, viewer, audience);
  }

  /** Custom privacy: the poster must be among the chosen, and everyone chosen must be in the family. */
  private async checkAudience(babyId: number, posterId: number, privacy: string, ids: readonly number[]): Promise<number[]> {
    if (privacy !== 'custom') return [];
    const unique = [...new Set(ids)];
    if (unique.length === 0) throw new AppError(422, 'choose_one_member');
    if (!unique.includes(posterId)) throw new AppError(422, 'must_choose_yourself');
    if ((await this.deps.repos.family.countMembers(babyId, unique)) !== unique.length) throw new AppError(422, 'bad_request');
    return unique;
  }

  /** An upload that cannot become a moment: marked used, so it is not tried again, and its bytes freed. */
  private async discardUpload(id: string): Promise<void> {
    await this.deps.repos.uploads.consume(id, nowSeconds());
    await this.deps.uploads.remove(id);
  }
}
