import type { z } from 'zod';
import {
  isSensibleTakenAt,
  localDay,
  type createMomentBody,
  type MomentDuplicatesReply,
  type MomentReply,
  type Privacy,
  type updateMomentBody,
} from '@sprout/shared';
import type { Moment } from '../db/schema.js';
import { AppError } from '../errors.js';
import type { JobQueue } from '../jobs/queue.js';
import { authorize, type Action } from '../policies/authorize.js';
import { momentFacts } from '../policies/facts.js';
import type { Viewer } from '../policies/viewer.js';
import { presentMoment } from '../presenters/moment.presenter.js';
import type { Repos, Transact } from '../repositories/repos.js';
import { originalKey } from '../storage/keys.js';
import type { ObjectStorage } from '../storage/object-storage.js';
import type { UploadStore } from '../storage/upload-store.js';
import { nowSeconds } from '../util/time.js';
import type { Actor } from './actor.js';
import { checkedAudience, checkedText } from './audience-check.js';
import { MomentWriter } from './moment-writer.js';
import { withIntake, type MediaFacts } from './upload-intake.js';
import type { SpaceService } from './space.service.js';
import type { Notifier } from './notifier.js';

export type CreateMomentInput = z.infer<typeof createMomentBody>;
export type UpdateMomentInput = z.infer<typeof updateMomentBody>;

export interface MomentDeps {
  repos: Pick<Repos, 'uploads' | 'moments' | 'likes' | 'family' | 'batches' | 'tags'>;
  transact: Transact;
  storage: ObjectStorage;
  uploads: UploadStore;
  jobs: JobQueue;
  notifier: Notifier;
  /** The free-storage and VIP check before a file becomes a moment. */
  space: Pick<SpaceService, 'checkUpload'>;
}

/** A post's time must be one a family could have taken; anything else would break every member's timeline. */
function checkTakenAt(seconds: number): void {
  if (!isSensibleTakenAt(seconds)) throw new AppError(422, 'invalid_time');
}

type FileMomentInput = Extract<CreateMomentInput['moment'], { path: string }>;
type TextMomentInput = Extract<CreateMomentInput['moment'], { type: 'text' }>;

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
  async create(
    actor: Actor,
    input: CreateMomentInput,
  ): Promise<{ moment: MomentReply; duplicate: boolean; created: boolean }> {
    const d = this.deps;
    const viewer = await actor.requireMember(input.baby_id);
    authorize(viewer, 'baby.upload', {});
    const tagIds = await this.batchTags(input.baby_id, input.tag_ids ?? []);
    if (input.moment.type === 'text') return this.createText(actor, viewer, input.baby_id, input.moment, tagIds);
    const m: FileMomentInput = input.moment;
    await d.space.checkUpload(viewer, input.baby_id);
    checkTakenAt(m.taken_at_gmt);
    const visibleFor = await checkedAudience(
      this.deps.repos.family,
      input.baby_id,
      actor.id,
      m.privacy,
      m.visible_for_ids ?? [],
    );

    const upload = await d.repos.uploads.findUpload(m.path);
    if (!upload || upload.user_id !== actor.id || upload.baby_id !== input.baby_id)
      throw new AppError(404, 'not_found');
    if (upload.consumed_at !== null) {
      // A retry whose first answer was lost: the moment exists, answer it again.
      const made = await d.repos.moments.findByUpload(upload.id);
      if (made) return { moment: await this.present(made, viewer), duplicate: false, created: false };
      throw new AppError(409, 'upload_not_finished');
    }
    const received = await d.uploads.receivedBytes(upload.id);
    if (received === null || upload.size === null || received !== upload.size)
      throw new AppError(409, 'upload_not_finished');
    const day = localDay(m.taken_at_gmt, m.time_zone_offset ?? 0);
    const checked = await withIntake(
      d,
      upload.id,
      m.type,
      () => this.discardUpload(upload.id),
      async ({
        info,
        digest,
        store,
      }): Promise<{ existing: Moment } | { info: MediaFacts; digest: string; key: string }> => {
        if (input.raise_on_dupilcation) {
          // Only a moment the poster may see counts: a hidden one is neither shown nor hinted at (ADR 0013).
          const existing = await d.repos.moments.findVisibleByContent(input.baby_id, digest, viewer);
          if (existing) return { existing };
        }
        const key = originalKey(input.baby_id, day, upload.id, info.ext);
        await store(key);
        return { info, digest, key };
      },
    );
    if ('existing' in checked) {
      await this.discardUpload(upload.id);
      await this.tagExisting(input.baby_id, checked.existing.id, tagIds, actor.id);
      return { moment: await this.present(checked.existing, viewer), duplicate: true, created: false };
    }
    const { info, digest, key } = checked;
    const made = await d.transact(async (work): Promise<{ duplicateOf: Moment } | { inserted: Moment }> => {
      const { repos } = work;
      const now = nowSeconds();
      if (input.raise_on_dupilcation) {
        // Asked again under the content's lock: of two uploaders sending the same picture at once, the second is told it exists.
        await repos.moments.lockContent(input.baby_id, digest);
        const existing = await repos.moments.findVisibleByContent(input.baby_id, digest, viewer);
        if (existing) return { duplicateOf: existing };
      }
      if (!(await repos.uploads.consume(upload.id, now))) throw new AppError(409, 'upload_not_finished');
      const write = new MomentWriter(repos, now);
      const { event, batchId } = await write.dayEvent(input.baby_id, actor.id, day, m.taken_at_gmt);
      const inserted = await write.insert(
        event.id,
        {
          batch_id: batchId,
          baby_id: input.baby_id,
          author_id: actor.id,
          type: m.type,
          content: m.content ?? '',
          taken_at_gmt: m.taken_at_gmt,
          privacy: m.privacy,
          service: m.service,
          client_id: m.client_id ?? null,
          original_key: key,
          original_mime: info.mime,
          original_bytes: info.bytes,
          content_sha256: digest,
          upload_id: upload.id,
          original_filename: upload.filename,
          picture_width: info.width,
          picture_height: info.height,
          duration: info.duration,
          media_state: m.type === 'audio' ? 'ready' : 'processing',
        },
        visibleFor,
      );
      await repos.tags.tag(
        input.baby_id,
        tagIds.map((tag_id) => ({ tag_id, moment_id: inserted.id })),
        actor.id,
        now,
      );
      if (m.type === 'picture')
        await d.jobs.enqueueIn(
          work,
          'picture.derivatives',
          { momentId: inserted.id },
          { dedupeKey: `derivatives:${inserted.id}` },
        );
      if (m.type === 'video')
        await d.jobs.enqueueIn(
          work,
          'video.derivatives',
          { momentId: inserted.id },
          { dedupeKey: `derivatives:${inserted.id}` },
        );
      return { inserted };
    });
    if ('duplicateOf' in made) {
      await d.storage.delete(key);
      await this.discardUpload(upload.id);
      await this.tagExisting(input.baby_id, made.duplicateOf.id, tagIds, actor.id);
      return { moment: await this.present(made.duplicateOf, viewer), duplicate: true, created: false };
    }
    // The bytes now belong to the moment; the upload's own copy goes (a crash here leaves it to the sweep).
    await d.uploads.remove(upload.id);
    return { moment: presentMoment(made.inserted, viewer, visibleFor), duplicate: false, created: true };
  }

  /**
   * A text moment (`type: "text"`): words with no upload, in the poster's event
   * for its day like any upload of theirs (ADR 0021). A diary entry's text is the
   * same kind of moment in an event of its own (DiaryService).
   */
  private async createText(
    actor: Actor,
    viewer: Viewer,
    babyId: number,
    m: TextMomentInput,
    tagIds: readonly number[],
  ): Promise<{ moment: MomentReply; duplicate: boolean; created: boolean }> {
    checkTakenAt(m.taken_at_gmt);
    const text = checkedText(m.content);
    const visibleFor = await checkedAudience(
      this.deps.repos.family,
      babyId,
      actor.id,
      m.privacy,
      m.visible_for_ids ?? [],
    );
    const day = localDay(m.taken_at_gmt, m.time_zone_offset ?? 0);
    const inserted = await this.deps.transact(async ({ repos }) => {
      const now = nowSeconds();
      const write = new MomentWriter(repos, now);
      const { event, batchId } = await write.dayEvent(babyId, actor.id, day, m.taken_at_gmt);
      const moment = await write.insert(
        event.id,
        {
          batch_id: batchId,
          baby_id: babyId,
          author_id: actor.id,
          type: 'text',
          content: text,
          taken_at_gmt: m.taken_at_gmt,
          privacy: m.privacy,
          service: 'text',
          client_id: m.client_id ?? null,
        },
        visibleFor,
      );
      await repos.tags.tag(
        babyId,
        tagIds.map((tag_id) => ({ tag_id, moment_id: moment.id })),
        actor.id,
        now,
      );
      return moment;
    });
    return { moment: presentMoment(inserted, viewer, visibleFor), duplicate: false, created: true };
  }

  /** The batch's tags (tag_ids): every one the baby's, active; a tag of another baby is not there (404). */
  private async batchTags(babyId: number, ids: readonly number[]): Promise<number[]> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return [];
    const found = await this.deps.repos.tags.findMany(babyId, unique);
    if (found.length !== unique.length) throw new AppError(404, 'not_found');
    return unique;
  }

  /** A duplicate sent from a tag's page still ends up under the tag: the family sees the picture there either way. */
  private async tagExisting(
    babyId: number,
    momentId: number,
    tagIds: readonly number[],
    userId: number,
  ): Promise<void> {
    if (tagIds.length > 0)
      await this.deps.repos.tags.tag(
        babyId,
        tagIds.map((tag_id) => ({ tag_id, moment_id: momentId })),
        userId,
        nowSeconds(),
      );
  }

  /**
   * Which of these contents are already moments of the baby that the actor
   * may see, asked before any byte is sent. Only uploaders ask; a moment hidden
   * from the actor is never named, so the answer tells nothing they could not see (ADR 0013).
   */
  async duplicates(actor: Actor, babyId: number, sha256s: readonly string[]): Promise<MomentDuplicatesReply> {
    const viewer = await actor.requireMember(babyId);
    authorize(viewer, 'baby.upload', {});
    const found = await this.deps.repos.moments.visibleIdsByContent(babyId, [...new Set(sha256s)], viewer);
    return { duplicates: [...found].map(([sha256, moment_id]) => ({ sha256, moment_id })) };
  }

  /** A moment the actor may do `action` with, with their viewer role; 404 for one they may not see, 403 for a forbidden action. */
  async visible(
    actor: Actor,
    momentId: number,
    action: Extract<Action, `moment.${string}`> = 'moment.view',
  ): Promise<{ moment: Moment; viewer: Viewer; visibleFor: number[] }> {
    const moment = await this.deps.repos.moments.findById(momentId);
    const viewer = moment ? await actor.membership(moment.baby_id) : null;
    if (!moment || !viewer) throw new AppError(404, 'not_found');
    const visibleFor =
      moment.privacy === 'custom' ? ((await this.deps.repos.moments.visibleFor([moment.id])).get(moment.id) ?? []) : [];
    authorize(viewer, action, momentFacts(moment, visibleFor));
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
    if (privacyChange) authorize(viewer, 'moment.change_privacy', momentFacts(moment, visibleFor));
    const privacy = input.privacy ?? (moment.privacy as Privacy);
    const audience = privacyChange
      ? await checkedAudience(
          this.deps.repos.family,
          moment.baby_id,
          actor.id,
          privacy,
          input.visible_for_ids ?? visibleFor,
        )
      : visibleFor;
    await this.deps.transact(async ({ repos }) => {
      const write = new MomentWriter(repos, nowSeconds());
      if (input.content !== undefined) await write.editText(moment.id, input.content);
      if (input.taken_at_gmt !== undefined) await write.move(moment.id, { taken_at_gmt: input.taken_at_gmt });
      if (privacyChange) await write.changeAudience(moment.id, privacy, audience);
    });
    return this.get(actor, momentId);
  }

  /**
   * Moves a post to the trash (ADR 0015): it leaves every timeline, count and
   * sync at once, and its files stay for TRASH_DAYS so it can be restored.
   */
  async remove(actor: Actor, momentId: number): Promise<void> {
    const { moment } = await this.visible(actor, momentId, 'moment.delete');
    await this.deps.transact(({ repos }) => new MomentWriter(repos, nowSeconds()).trash(moment.id, actor.id));
  }

  /**
   * Closes the actor's open upload batch (spec: PUT /moments/finish) and, in the same transaction,
   * tells each member who may see some of its moments (spec §7 "upload-done notification carries
   * baby_ids and from"; ADR 0030). A later upload starts a new batch, which still joins the day's event.
   */
  async finish(actor: Actor, babyId: number | null): Promise<void> {
    await this.deps.transact(async (work) => {
      const now = nowSeconds();
      for (const batch of await work.repos.batches.finish(actor.id, babyId, now))
        await this.deps.notifier.batchFinished(work, batch, now);
    });
  }

  private async present(moment: Moment, viewer: Viewer): Promise<MomentReply> {
    const audience = (await this.deps.repos.moments.visibleFor([moment.id])).get(moment.id) ?? [];
    return presentMoment(moment, viewer, audience);
  }

  /** An upload that cannot become a moment: marked used, so it is not tried again, and its bytes freed. */
  private async discardUpload(id: string): Promise<void> {
    await this.deps.repos.uploads.consume(id, nowSeconds());
    await this.deps.uploads.remove(id);
  }
}
