import type { ExpiredRepo } from '../../repositories/expired.repo.js';
import type { ExportRunService } from '../../services/export-runs.service.js';
import type { NotificationService } from '../../services/notification.service.js';
import { nowSeconds } from '../../util/time.js';
import type { JobLog } from '../worker.js';

/**
 * How long an ended credential's row is kept: a reset or verification link
 * opened a few days late still says it expired or was used, rather than
 * that it never existed.
 */
export const ENDED_KEPT_SECONDS = 7 * 24 * 3600;
/** Longer than any throttle window (the longest is an hour): an older counter counts nothing. */
export const THROTTLE_KEPT_SECONDS = 24 * 3600;

export interface ExpiredSweepDeps {
  expired: Pick<ExpiredRepo, 'deleteEnded'>;
  notifications: Pick<NotificationService, 'forgetOld'>;
  exportRuns: Pick<ExportRunService, 'forgetExpired'>;
  log: JobLog;
}

/**
 * Deletes sessions, links, puzzles, QR codes and throttle counters nothing can use any more, and
 * notifications older than NOTIFICATION_KEEP_DAYS, and album exports past their download days.
 */
export function expiredSweep(deps: ExpiredSweepDeps) {
  return async (): Promise<void> => {
    const now = nowSeconds();
    const report = await deps.expired.deleteEnded(now - ENDED_KEPT_SECONDS, now - THROTTLE_KEPT_SECONDS);
    const notifications = await deps.notifications.forgetOld(now);
    const exports = await deps.exportRuns.forgetExpired(now);
    deps.log.info(
      { ...report, notifications, exports },
      'expired: deleted ended sessions, links, counters and old notifications',
    );
  };
}
