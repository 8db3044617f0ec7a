import type { TrashService } from '../../services/trash.service.js';
import type { JobLog } from '../worker.js';

export interface TrashPurgeDeps {
  trash: Pick<TrashService, 'purgeDue'>;
  log: JobLog;
}

/** Deletes for good what has waited 30 days in the trash (ADR 0015): files removed, space freed. */
export function trashPurge(deps: TrashPurgeDeps) {
  return async (): Promise<void> => {
    const report = await deps.trash.purgeDue();
    deps.log.info({ ...report }, 'trash: deleted for good what waited 30 days');
  };
}
