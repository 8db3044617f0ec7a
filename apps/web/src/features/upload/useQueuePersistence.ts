import { useEffect } from 'react';
import { useCurrentUser } from '../../hooks/useCurrentUser';
import { indexedDbQueueStore } from './queueStore';
import { useUploadQueueInstance } from './useUploadQueue';

/** Keeps the signed-in user's queue in IndexedDB and brings back what a reload or a closed tab left. */
export function useQueuePersistence(): void {
  const queue = useUploadQueueInstance();
  const userId = useCurrentUser().data?.id;
  useEffect(() => {
    if (userId === undefined) return;
    void queue.attach(indexedDbQueueStore(userId));
  }, [queue, userId]);
}
