import { createContext } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import i18next from 'i18next';
import type { FamilyRelationsReply } from '@sprout/shared';
import { fetchUploadToken, finishMoments } from '../../api/moments';
import { queryKeys } from '../../api/queryKeys';
import { newClientId } from './clientId';
import { UploadQueue } from './UploadQueue';
import { UploadTokenCache } from './uploadTokens';

/** The timeline is refreshed about a second after a batch ends (spec §4). */
export const TIMELINE_REFRESH_DELAY_MS = 1000;

export const UploadQueueContext = createContext<UploadQueue<File> | null>(null);

function babyName(queryClient: QueryClient, babyId: number): string {
  const family = queryClient.getQueryData<FamilyRelationsReply>(queryKeys.family);
  return family?.list.find((relation) => relation.with_user.linked_baby.id === babyId)?.with_user.linked_baby.name ?? '';
}

/** The session's upload queue, wired to the API, the timeline cache and notifications. */
export function createUploadQueue(queryClient: QueryClient): UploadQueue<File> {
  const tokens = new UploadTokenCache(fetchUploadToken);
  return new UploadQueue<File>({
    newId: newClientId,
    // The upload code (tus, EXIF, image sizes) is fetched with the first upload, not with every page.
    upload: async (file, babyId, onProgress) => (await import('./uploadMedia')).uploadMedia(file, babyId, tokens, onProgress),
    finishBatch: finishMoments,
    onBatchFinished: (babyId, uploaded) => {
      if (uploaded === 0) return;
      window.setTimeout(() => {
        void queryClient.invalidateQueries({ queryKey: queryKeys.events(babyId) });
      }, TIMELINE_REFRESH_DELAY_MS);
      notifications.show({
        title: i18next.t('upload.done_notification_title', { ns: 'common' }),
        message: i18next.t('upload.done_notification_body', { ns: 'common', name: babyName(queryClient, babyId) }),
        color: 'teal',
      });
    },
  });
}
