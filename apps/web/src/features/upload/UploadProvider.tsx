import { useEffect, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { createUploadQueue, UploadNoticeText, UploadQueueContext } from './uploadQueueContext';

/** Holds one upload queue for the whole session, so uploads go on while the user moves between pages. */
export function UploadProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { t } = useTranslation(['uploads']);
  const [text] = useState(() => new UploadNoticeText(t));
  useEffect(() => text.follow(t), [text, t]);
  const [queue] = useState(() => createUploadQueue(queryClient, text));
  return <UploadQueueContext.Provider value={queue}>{children}</UploadQueueContext.Provider>;
}
