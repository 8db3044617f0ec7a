import { useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { createUploadQueue, UploadQueueContext } from './uploadQueueContext';

/** Holds one upload queue for the whole session, so uploads go on while the user moves between pages. */
export function UploadProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [queue] = useState(() => createUploadQueue(queryClient));
  return <UploadQueueContext.Provider value={queue}>{children}</UploadQueueContext.Provider>;
}
