import { createElement, useCallback } from 'react';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { askNotificationPermission } from './desktopNotice';
import { NotQueuedNotice } from './NotQueuedNotice';
import type { BatchOptions } from './queue';
import { useUploadQueue } from './useUploadQueue';

/**
 * Queues files the user chose or dropped: at most 50 (spec §5, "Upload files
 * limit 50 at time", naming the rest so they can be added next: issue 23), and
 * asks for notification permission then, while the user is acting (browsers
 * show the prompt only then).
 */
export function useAddFiles(babyId: number, options?: BatchOptions) {
  const { t } = useTranslation(['errors', 'uploads']);
  const { add } = useUploadQueue();
  const tagKey = options?.tagIds?.join(',') ?? '';
  const forDiary = options?.forDiary === true;
  return useCallback(
    (files: readonly File[]): string | null => {
      if (files.length === 0) return null;
      const tagIds = tagKey === '' ? [] : tagKey.split(',').map(Number);
      const { notQueued, batchId } = add(files, babyId, { tagIds, forDiary });
      if (notQueued.length > 0)
        // It stays until closed: the names are what to add next.
        notifications.show({
          color: 'orange',
          title: t('errors:too_many_files'),
          message: createElement(NotQueuedNotice, { names: notQueued }),
          autoClose: false,
          'data-testid': 'uploads-not-queued',
        });
      askNotificationPermission(() =>
        notifications.show({ color: 'gray', message: t('uploads:notifications_unsupported'), autoClose: 10_000 }),
      );
      return batchId;
    },
    [add, babyId, t, tagKey, forDiary],
  );
}
