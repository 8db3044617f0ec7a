import type { Mailer } from '../mail/mailer.js';
import type { ExpiredRepo } from '../repositories/expired.repo.js';
import type { MomentsRepo } from '../repositories/moments.repo.js';
import type { OrphansRepo } from '../repositories/orphans.repo.js';
import type { TrashService } from '../services/trash.service.js';
import type { DigestService } from '../services/digest.service.js';
import type { IntegrityService } from '../services/integrity.service.js';
import type { ExportRunService } from '../services/export-runs.service.js';
import type { NotificationService } from '../services/notification.service.js';
import type { PushService } from '../services/push.service.js';
import type { ObjectStorage } from '../storage/object-storage.js';
import type { UploadStore } from '../storage/upload-store.js';
import { nowSeconds } from '../util/time.js';
import { expiredSweep } from './handlers/expired-sweep.js';
import { mailSend } from './handlers/mail-send.js';
import { orphanSweep } from './handlers/orphan-sweep.js';
import { trashPurge } from './handlers/trash-purge.js';
import { pictureDerivatives } from './handlers/picture-derivatives.js';
import { videoDerivatives } from './handlers/video-derivatives.js';
import type { JobKind, JobPayloads } from './kinds.js';
import type { JobLog } from './worker.js';

/** How a kind of job runs: its handler, its lease, and what happens once it has failed for the last time. */
export interface JobDefinition<K extends JobKind> {
  handler: (payload: JobPayloads[K]) => Promise<void>;
  /** Seconds a claim holds before another worker may take the job; renewed while the handler runs. */
  leaseSeconds: number;
  /** Tells what waited on the job that it will not happen. */
  onGiveUp?: (payload: JobPayloads[K]) => Promise<void>;
  /**
   * A job that recurs: a worker queues it as it starts (or brings the queued
   * one forward) and queues the next this many seconds after each run.
   */
  everySeconds?: number;
  /**
   * A recurring job too heavy to run at every start (reading every stored object): a starting worker
   * queues it a period ahead when none is queued, and leaves a queued one where it is.
   */
  notAtStart?: boolean;
}
export type JobRegistry = { [K in JobKind]: JobDefinition<K> };

export interface JobDeps {
  moments: MomentsRepo;
  storage: ObjectStorage;
  /** Every byte now stored for a moment (its derivatives made): the baby is charged the difference. */
  storedBytes: (momentId: number, bytes: number) => Promise<void>;
  mailer: Mailer;
  orphans: OrphansRepo;
  uploads: UploadStore;
  trash: Pick<TrashService, 'purgeDue'>;
  expired: Pick<ExpiredRepo, 'deleteEnded'>;
  notifications: Pick<NotificationService, 'finishQuiet' | 'forgetOld'>;
  push: Pick<PushService, 'send'>;
  digests: Pick<DigestService, 'plan' | 'send'>;
  integrity: Pick<IntegrityService, 'verifyAndReport'>;
  exportRuns: Pick<ExportRunService, 'prepare' | 'forgetExpired'>;
  /** BATCH_QUIET_SECONDS: the quiet-batch job runs often enough to finish a batch soon after. */
  batchQuietSeconds: number;
  log: JobLog;
}

export function jobRegistry(deps: JobDeps): JobRegistry {
  // A picture or video whose derivatives cannot be made shows as failed, not as forever processing.
  const markFailed = async ({ momentId }: { momentId: number }) => {
    const moment = await deps.moments.findById(momentId);
    if (moment)
      await deps.moments.setMedia(
        moment,
        {
          thumb_key: moment.thumb_key,
          large_key: moment.large_key,
          xlarge_key: moment.xlarge_key,
          media_state: 'failed',
        },
        nowSeconds(),
      );
  };
  return {
    'picture.derivatives': { handler: pictureDerivatives(deps), leaseSeconds: 120, onGiveUp: markFailed },
    'video.derivatives': { handler: videoDerivatives(deps), leaseSeconds: 300, onGiveUp: markFailed },
    'mail.send': { handler: mailSend(deps.mailer, deps.storage), leaseSeconds: 60 },
    'orphans.sweep': { handler: orphanSweep(deps), leaseSeconds: 600, everySeconds: 24 * 3600 },
    // Four times a day: a moment leaves the trash within six hours of its 30 days.
    'trash.purge': { handler: trashPurge(deps), leaseSeconds: 600, everySeconds: 6 * 3600 },
    'expired.sweep': { handler: expiredSweep(deps), leaseSeconds: 600, everySeconds: 24 * 3600 },
    'batches.finish_quiet': {
      handler: async () => {
        await deps.notifications.finishQuiet();
      },
      leaseSeconds: 300,
      // Half the quiet period, within 15 s and a minute: a batch is announced soon after it went quiet.
      everySeconds: Math.min(60, Math.max(15, Math.floor(deps.batchQuietSeconds / 2))),
    },
    'push.send': { handler: ({ notificationId }) => deps.push.send(notificationId), leaseSeconds: 60 },
    // Every quarter hour: a digest leaves within 15 minutes of its member's morning hour.
    'digest.plan': {
      handler: async () => {
        await deps.digests.plan();
      },
      leaseSeconds: 300,
      everySeconds: 900,
    },
    'digest.send': {
      handler: async (job) => {
        await deps.digests.send(job);
      },
      leaseSeconds: 120,
    },
    // Weekly: reads every byte stored, so not at every start; its lease is renewed while it reads.
    'storage.verify': {
      handler: async () => {
        await deps.integrity.verifyAndReport();
      },
      leaseSeconds: 600,
      everySeconds: 7 * 24 * 3600,
      notAtStart: true,
    },
    // Reads a whole album once; the lease is renewed while it runs, however long that is.
    'album.export': { handler: ({ exportId }) => deps.exportRuns.prepare(exportId), leaseSeconds: 600 },
  };
}
