import { useContext, useMemo } from 'react';
import { useStore } from '../../lib/createStore';
import { checkSelection, summarize, type QueueSummary, type UploadQueueState } from './queue';
import { UploadQueueContext } from './uploadQueueContext';

export interface UploadQueueApi {
  state: UploadQueueState;
  summary: QueueSummary;
  /** Queues a selection for a baby; returns the error code when the selection is refused. */
  add: (files: readonly File[], babyId: number) => 'too_many_files' | null;
  retry: (id: string) => void;
  close: () => void;
}

export function useUploadQueue(): UploadQueueApi {
  const queue = useContext(UploadQueueContext);
  if (!queue) throw new Error('useUploadQueue needs an UploadProvider');
  const state = useStore(queue.state);
  return useMemo(() => ({
    state,
    summary: summarize(state),
    add: (files, babyId) => {
      const refused = checkSelection(files.length);
      if (!refused && files.length > 0) queue.enqueue(files, babyId);
      return refused;
    },
    retry: (id) => queue.retry(id),
    close: () => queue.clearSettled(),
  }), [queue, state]);
}
