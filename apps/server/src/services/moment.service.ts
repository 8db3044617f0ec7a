import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';
import type { createMomentBody, MomentReply, Privacy, updateMomentBody } from '@sprout/shared';
import { momentAbilities } from '../policies/moment.policy.js';
import { presentMoment } from '../presenters/moment.presenter.js';
import type { LikesRepo } from '../repositories/likes.repo.js';
import type { BucketCountsService } from './bucket-counts.service.js';
import type { Moment, User } from '../db/schema.js';
import { AppError } from '../errors.js';
import type { JobQueue } from '../jobs/queue.js';
import { inspectPicture } from '../media/image.js';
import { inspectAudio, inspectVideo } from '../media/av.js';
import { babyAbilities } from '../policies/baby.policy.js';
import { canSeeMoment } from '../policies/moment.policy.js';
import type { Viewer } from '../policies/viewer.js';
import type { BabiesRepo } from '../repositories/babies.repo.js';
import type { BatchesRepo } from '../repositories/batches.repo.js';
import type { EventsRepo } from '../repositories/events.repo.js';
import type { FamilyRepo } from '../repositories/family.repo.js';
import type { MomentsRepo } from '../repositories/moments.repo.js';
import type { UploadsRepo } from '../repositories/uploads.repo.js';
import type { ObjectStorage } from '../storage/object-storage.js';
import { nowSeconds } from '../util/time.js';
import type { FamilyService } from './family.service.js';

export type CreateMomentInput = z.infer<typeof createMomentBody>;

export interface MomentDeps {
  family: FamilyService;
  familyRepo: FamilyRepo;
  uploads: UploadsRepo;
  batches: BatchesRepo;
  events: EventsRepo;
  moments: MomentsRepo;
  babies: BabiesRepo;
  storage: ObjectStorage;
  jobs: JobQueue;
  tusDir: string;
  buckets: BucketCountsService;
  likes: LikesRepo;
}

export type UpdateMomentInput = z.infer<typeof updateMomentBody>;

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

export class MomentService {
  constructor(private readonly deps: MomentDeps) {}

  /** Turns a finished tus upload into a picture, video or audio moment inside the batch's event for its day. */
  /** Returns the moment already presented for its poster (or the earlier one, for a duplicate). */
  async create(user: User, input: CreateMomentInput): Promise<{ moment: MomentReply; duplicate: boolean }> {
    const d = this.deps;
    const { viewer } = await d.family.viewerOf(user, input.baby_id);
    if (!babyAbilities(viewer.permission).upload) throw new AppError(403, 'forbidden');
    const m = input.moment;
    const visibleFor = await this.checkAudience(input.baby_id, user.id, m.privacy, m.visible_for_ids ?? []);

    const upload = await d.uploads.findUpload(m.path);
    if (!upload || upload.user_id !== user.id || upload.baby_id !== input.baby_id) throw new AppError(404, 'not_found');
    const file = path.join(d.tusDir, upload.id);
    const stat = await fsp.stat(file).catch(() => null);
    if (!stat || upload.size === null || stat.size !== upload.size) throw new AppError(409, 'upload_not_finished');
    if (!(await d.uploads.consume(upload.id, nowSeconds()))) throw new AppError(409, 'upload_not_finished');

    let info: MediaFacts;
    try {
      info = await inspectMedia(m.type, file);
    } catch (error) {
      await this.discardUpload(upload.id);
      throw error;
    }
    const digest = await sha256(file);
    if (input.raise_on_dupilcation) {
      const existing = await d.moments.findByContent(input.baby_id, digest);
      if (existing) {
        await this.discardUpload(upload.id);
        const existingAudience = (await d.moments.visibleFor([existing.id])).get(existing.id) ?? [];
        return { moment: presentMoment(existing, viewer, existingAudience), duplicate: true };
      }
    }

    const now = nowSeconds();
    const batchId = await d.batches.openFor(user.id, input.baby_id, now);
    const day = localDay(m.taken_at_gmt, m.time_zone_offset ?? 0);
    const event = (await d.events.findForBatchDay(batchId, day)) ?? (await d.events.insert({
      baby_id: input.baby_id, author_id: user.id, batch_id: batchId, local_date: day, taken_at_gmt: m.taken_at_gmt,
      layout: 'default', caption: '', active: 1, likes_count: 0, comments_count: 0, created_at: now, updated_at: now,
    }));
    const key = `originals/${input.baby_id}/${day.slice(0, 4)}/${randomUUID()}.${info.ext}`;
    await d.storage.putFile(key, file);
    await fsp.rm(`${file}.json`, { force: true });
    const moment = await d.moments.insert({
      event_id: event.id, baby_id: input.baby_id, author_id: user.id, type: m.type, content: m.content ?? '',
      taken_at_gmt: m.taken_at_gmt, privacy: m.privacy, service: m.service, client_id: m.client_id ?? null,
      original_key: key, original_mime: info.mime, original_bytes: info.bytes, content_sha256: digest,
      picture_width: info.width, picture_height: info.height, duration: info.duration,
      thumb_key: null, large_key: null, media_state: m.type === 'audio' ? 'ready' : 'processing', active: 1, likes_count: 0, comments_count: 0, created_at: now, updated_at: now,
    }, visibleFor);
    await d.events.touch(event.id, m.taken_at_gmt, now);
    await d.babies.addStorage(input.baby_id, info.bytes, now);
    const baby = await d.babies.findById(input.baby_id);
    await d.buckets.add(moment, visibleFor, baby?.birthday ?? null, 1);
    if (m.type === 'picture') await d.jobs.enqueue('picture.derivatives', { momentId: moment.id });
    if (m.type === 'video') await d.jobs.enqueue('video.derivatives', { momentId: moment.id });
    return { moment: presentMoment(moment, viewer, visibleFor), duplicate: false };
  }

  /** A moment the user may see, with their viewer role; 404 for anything else, so existence never leaks. */
  async visible(user: Pick<User, 'id'>, momentId: number): Promise<{ moment: Moment; viewer: Viewer; visibleFor: number[] }> {
    const moment = await this.deps.moments.findById(momentId);
    if (!moment) throw new AppError(404, 'not_found');
    const { viewer } = await this.deps.family.viewerOf(user, moment.baby_id);
    const visibleFor = moment.privacy === 'custom' ? (await this.deps.moments.visibleFor([moment.id])).get(moment.id) ?? [] : [];
    if (!canSeeMoment(viewer, { author_id: moment.author_id, privacy: moment.privacy as Privacy, visibleFor })) throw new AppError(404, 'not_found');
    return { moment, viewer, visibleFor };
  }

  async get(user: User, momentId: number): Promise<MomentReply> {
    const { moment, viewer, visibleFor } = await this.visible(user, momentId);
    const liked = await this.deps.likes.likedBy(user.id, 'moment', [moment.id]);
    return presentMoment(moment, viewer, visibleFor, liked.has(moment.id));
  }

  /**
   * Edits a post: its description and time by those who may edit the baby's
   * photos; its privacy only by its author, whose post it is.
   */
  async update(user: User, momentId: number, input: UpdateMomentInput): Promise<MomentReply> {
    const d = this.deps;
    const { moment, viewer, visibleFor } = await this.visible(user, momentId);
    if (!momentAbilities(viewer, moment).update) throw new AppError(403, 'forbidden');
    const privacyChange = input.privacy !== undefined || input.visible_for_ids !== undefined;
    if (privacyChange && moment.author_id !== user.id) throw new AppError(403, 'forbidden');
    const privacy = input.privacy ?? (moment.privacy as Privacy);
    const audience = privacyChange ? await this.checkAudience(moment.baby_id, user.id, privacy, input.visible_for_ids ?? visibleFor) : visibleFor;
    const now = nowSeconds();
    const baby = await d.babies.findById(moment.baby_id);
    await d.buckets.add(moment, visibleFor, baby?.birthday ?? null, -1);
    await d.moments.update(moment.id, {
      ...(input.content !== undefined ? { content: input.content } : {}),
      ...(input.taken_at_gmt !== undefined ? { taken_at_gmt: input.taken_at_gmt } : {}),
      privacy,
    }, privacyChange ? audience : null, now);
    const updated = { ...moment, privacy, taken_at_gmt: input.taken_at_gmt ?? moment.taken_at_gmt };
    await d.buckets.add(updated, audience, baby?.birthday ?? null, 1);
    await this.refreshEvent(moment.event_id, now);
    return this.get(user, momentId);
  }

  /** Removes a post from the timeline. The stored files stay: nothing uploaded is destroyed by one click. */
  async remove(user: User, momentId: number): Promise<void> {
    const d = this.deps;
    const { moment, viewer, visibleFor } = await this.visible(user, momentId);
    if (!momentAbilities(viewer, moment).delete) throw new AppError(403, 'forbidden');
    const now = nowSeconds();
    await d.moments.update(moment.id, { active: 0 }, null, now);
    const baby = await d.babies.findById(moment.baby_id);
    await d.buckets.add(moment, visibleFor, baby?.birthday ?? null, -1);
    await this.refreshEvent(moment.event_id, now);
  }

  /** An event follows its moments: it starts at the earliest, and ends when the last is gone. */
  private async refreshEvent(eventId: number, now: number): Promise<void> {
    const earliest = await this.deps.moments.earliestActive(eventId);
    await this.deps.events.update(eventId, earliest === null ? { active: 0 } : { taken_at_gmt: earliest }, now);
  }

  async finish(user: User, babyId: number | null): Promise<void> {
    await this.deps.batches.finish(user.id, babyId, nowSeconds());
  }

  /** Custom privacy: the poster must be among the chosen, and everyone chosen must be in the family. */
  private async checkAudience(babyId: number, posterId: number, privacy: string, ids: readonly number[]): Promise<number[]> {
    if (privacy !== 'custom') return [];
    const unique = [...new Set(ids)];
    if (unique.length === 0) throw new AppError(422, 'choose_one_member');
    if (!unique.includes(posterId)) throw new AppError(422, 'must_choose_yourself');
    for (const id of unique) {
      if (!(await this.deps.familyRepo.findMembership(babyId, id))) throw new AppError(422, 'bad_request');
    }
    return unique;
  }

  private async discardUpload(id: string): Promise<void> {
    const file = path.join(this.deps.tusDir, id);
    await fsp.rm(file, { force: true });
    await fsp.rm(`${file}.json`, { force: true });
  }
}
