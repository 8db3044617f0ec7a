import { useRef, type ChangeEvent } from 'react';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useUploadQueue } from './useUploadQueue';

/**
 * The hidden file input behind the Upload button: opens it, queues the
 * chosen photos for the baby, and says so when a selection is over 50 files.
 */
export function useFileChooser(babyId: number) {
  const { t } = useTranslation(['errors']);
  const inputRef = useRef<HTMLInputElement>(null);
  const queue = useUploadQueue();

  const open = () => inputRef.current?.click();
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.currentTarget.files ?? []);
    // Let the same files be chosen again later.
    event.currentTarget.value = '';
    const refused = queue.add(files, babyId);
    if (refused) notifications.show({ color: 'red', message: t(`errors:${refused}`) });
  };
  return { inputRef, open, onChange };
}
