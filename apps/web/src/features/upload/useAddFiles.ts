import { useCallback } from 'react';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { askNotificationPermission } from './desktopNotice';
import type { BatchOptions } from './queue';
import { useUploadQueue } from './useUploadQueue';

/**
 * Queues files the user chose or dropped: at most 50 (spec §5, "Upload files
 * limit 50 at time" for the rest), and asks for notification permission
 * then, while the user is acting (browsers show the prompt only then).
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
      const { tooMany, batchId } = add(files, babyId, { tagIds, forDiary });
      if (tooMany) notifications.show({ color: 'orange', message: t('errors:too_many_files'), autoClose: 8000 });
      askNotificationPermission(() =>
        notifications.show({ color: 'gray', message: t('uploads:notifications_unsupported'), autoClose: 10_000 }),
      );
      return batchId;
    },
    [add, babyId, t, tagKey, forDiary],
  );
}
