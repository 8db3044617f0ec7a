import { useContext, useMemo } from 'react';
import { useStore } from '../../lib/createStore';
import type { UploadQueue } from './UploadQueue';
import type { RowActions } from './UploadRow';
import { classify } from './classify';
import { lastAudience, rememberAudience } from './audienceStore';
import {
  limitSelection,
  summarize,
  type Audience,
  type BatchOptions,
  type QueueSummary,
  type UploadQueueState,
} from './queue';
import { UploadQueueContext } from './uploadQueueContext';

export interface UploadQueueApi {
  state: UploadQueueState;
  summary: QueueSummary;
  /** Queues a selection for a baby (the first 50) as one batch; answers the names of the files left out, and the batch. */
  add: (
    files: readonly File[],
    babyId: number,
    options?: BatchOptions,
  ) => { notQueued: readonly string[]; batchId: string | null };
  stop: (id: string) => void;
  resume: (id: string) => void;
  retry: (id: string) => void;
  remove: (id: string) => void;
  startAll: () => void;
  cancelAll: () => void;
  continueAll: () => void;
  removeAll: () => void;
  closeDone: () => void;
  /** Who sees what a batch posts; remembered for the baby's next batch. */
  setAudience: (batchId: string, babyId: number, audience: Audience) => Promise<void>;
}

export function useUploadQueueInstance(): UploadQueue {
  const queue = useContext(UploadQueueContext);
  if (!queue) throw new Error('useUploadQueue needs an UploadProvider');
  return queue;
}

/** One file's buttons (stop, continue, retry, delete), stable for the queue's life so memoised rows keep them. */
export function useRowActions(): RowActions {
  const queue = useUploadQueueInstance();
  return useMemo(
    () => ({
      stop: (id) => queue.stop(id),
      resume: (id) => queue.resume(id),
      retry: (id) => queue.retry(id),
      remove: (id) => queue.remove(id),
    }),
    [queue],
  );
}

export function useUploadQueue(): UploadQueueApi {
  const queue = useUploadQueueInstance();
  const state = useStore(queue.state);
  return useMemo(
    () => ({
      state,
      summary: summarize(state),
      add: (files, babyId, options) => {
        const { accepted, rejected } = limitSelection(files);
        const notQueued = rejected.map((file) => file.name);
        if (accepted.length === 0) return { notQueued, batchId: null };
        // A diary's media wait private until the entry takes them and gives them its audience.
        const audience: Audience = options?.forDiary ? { privacy: 'private', visibleForIds: [] } : lastAudience(babyId);
        return { notQueued, batchId: queue.enqueue(accepted.map(classify), babyId, audience, options) };
      },
      stop: (id) => queue.stop(id),
      resume: (id) => queue.resume(id),
      retry: (id) => queue.retry(id),
      remove: (id) => queue.remove(id),
      startAll: () => queue.startAll(),
      cancelAll: () => queue.cancelAll(),
      continueAll: () => queue.continueAll(),
      removeAll: () => queue.removeAll(),
      closeDone: () => queue.closeDone(),
      setAudience: (batchId, babyId, audience) => {
        rememberAudience(babyId, audience);
        return queue.setAudience(batchId, audience);
      },
    }),
    [queue, state],
  );
}
