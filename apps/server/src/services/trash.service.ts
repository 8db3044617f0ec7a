import { TRASH_SECONDS, type RestoreReply, type TrashReply } from '@sprout/shared';
import type { Moment } from '../db/schema.js';
import { AppError } from '../errors.js';
import type { JobQueue } from '../jobs/queue.js';
import { authorize } from '../policies/authorize.js';
import { trashFacts } from '../policies/facts.js';
import { trashAbilities, type TrashAction } from '../policies/trash.policy.js';
import type { Viewer } from '../policies/viewer.js';
import type { Repos, Transact } from '../repositories/repos.js';
import type { ObjectStorage } from '../storage/object-storage.js';
import { nowSeconds } from '../util/time.js';
import { presentTrashed } from '../presenters/trash.presenter.js';
import type { Actor } from './actor.js';
import { customAudiences } from './moment-list.js';
import { MomentWriter } from './moment-writer.js';
import { decodePair, encodePair, keysetPage } from './paging.js';

/** Where the trash's list goes on: after the moment deleted at that time with that id, most recent first. */
function trashCursor(raw: string): { deletedAt: number; id: number } {
  const [deletedAt, id] = decodePair(raw);
  return { deletedAt, id };
}

const PAGE_SIZE = 60;
/** How many moments one purge run takes at a time. */
const PURGE_BATCH = 200;

export interface TrashDeps {
  repos: Pick<Repos, 'trash' | 'moments'>;
  transact: Transact;
  storage: ObjectStorage;
  jobs: JobQueue;
  /** Unix seconds now; tests move it to see the purge. */
  clock?: () => number;
}

export interface PurgeReport {
  purged: number;
  filesRemoved: number;
  bytesFreed: number;
}

/**
 * The trash (ADR 0015): "Recently deleted" for those who may see it, restore
 * (the moment is back on every timeline, count and sync), delete for good,
 * and the recurring purge of what has waited TRASH_DAYS.
 */
export class TrashService {
  private readonly clock: () => number;

  constructor(private readonly deps: TrashDeps) {
    this.clock = deps.clock ?? nowSeconds;
  }

  async list(actor: Actor, babyId: number, nextPage: string | undefined): Promise<TrashReply> {
    const viewer = await actor.requireMember(babyId);
    const rows = await this.deps.repos.trash.listFor(
      babyId,
      viewer,
      nextPage ? trashCursor(nextPage) : null,
      PAGE_SIZE + 1,
    );
    const { page, next_page } = keysetPage(rows, PAGE_SIZE, (last) => encodePair(last.deleted_at ?? 0, last.id));
    const audiences = await customAudiences(this.deps.repos.moments, page);
    return {
      list: page.map((moment) =>
        presentTrashed(moment, trashAbilities(viewer, trashFacts(moment, audiences.get(moment.id) ?? []))),
      ),
      next_page,
    };
  }

  /** A trashed moment the actor may act on; 404 for one they do not find in their trash, 403 for a forbidden action. */
  async visible(
    actor: Actor,
    momentId: number,
    action: `trash.${TrashAction}`,
  ): Promise<{ moment: Moment; viewer: Viewer; visibleFor: number[] }> {
    const moment = await this.deps.repos.trash.findById(momentId);
    const viewer = moment ? await actor.membership(moment.baby_id) : null;
    if (!moment || !viewer) throw new AppError(404, 'not_found');
    const visibleFor =
      moment.privacy === 'custom' ? ((await this.deps.repos.moments.visibleFor([moment.id])).get(moment.id) ?? []) : [];
    authorize(viewer, action, trashFacts(moment, visibleFor));
    return { moment, viewer, visibleFor };
  }

  /** Brings a moment back where it was: its event reappears if it had gone, counts and caches follow. */
  async restore(actor: Actor, momentId: number): Promise<RestoreReply> {
    const { moment } = await this.visible(actor, momentId, 'trash.restore');
    await this.deps.transact(async (work) => {
      const restored = await new MomentWriter(work.repos, nowSeconds()).restore(moment.id);
      // Deleted before its derivatives were made, the job found nothing to do: make them now.
      if (restored.media_state === 'processing' && (restored.type === 'picture' || restored.type === 'video')) {
        await this.deps.jobs.enqueueIn(
          work,
          `${restored.type}.derivatives`,
          { momentId: restored.id },
          { dedupeKey: `derivatives:${restored.id}` },
        );
      }
    });
    return { moment_id: moment.id, event_id: moment.event_id };
  }

  /** Deletes a trashed moment for good, now: its files go and the baby's space is freed. */
  async purge(actor: Actor, momentId: number): Promise<void> {
    const { moment } = await this.visible(actor, momentId, 'trash.purge');
    const report: PurgeReport = { purged: 0, filesRemoved: 0, bytesFreed: 0 };
    await this.purgeOne(moment, report);
  }

  /** The recurring job: every moment trashed TRASH_DAYS ago or more is deleted for good. */
  async purgeDue(): Promise<PurgeReport> {
    const report: PurgeReport = { purged: 0, filesRemoved: 0, bytesFreed: 0 };
    const cutoff = this.clock() - TRASH_SECONDS;
    for (
      let due = await this.deps.repos.trash.due(cutoff, PURGE_BATCH);
      due.length > 0;
      due = await this.deps.repos.trash.due(cutoff, PURGE_BATCH)
    ) {
      for (const moment of due) await this.purgeOne(moment, report);
    }
    // Purges interrupted between their commit and the removal of the files.
    for (const moment of await this.deps.repos.trash.withFilesLeft(PURGE_BATCH)) await this.removeFiles(moment, report);
    return report;
  }

  /**
   * First the row (deleted for good, space freed, in one transaction, only if
   * it is still in the trash: a restore meanwhile wins), then the files; a
   * crash between the two leaves the files to the next run (withFilesLeft).
   */
  private async purgeOne(moment: Moment, report: PurgeReport): Promise<void> {
    const purged = await this.deps.transact(({ repos }) => new MomentWriter(repos, this.clock()).purge(moment.id));
    if (!purged) return;
    report.purged += 1;
    report.bytesFreed += moment.stored_bytes;
    await this.removeFiles(moment, report);
  }

  private async removeFiles(moment: Moment, report: PurgeReport): Promise<void> {
    for (const key of [moment.original_key, moment.thumb_key, moment.large_key, moment.xlarge_key]) {
      if (!key) continue;
      await this.deps.storage.delete(key);
      report.filesRemoved += 1;
    }
    await this.deps.repos.trash.forgetFiles(moment.id);
  }
}
