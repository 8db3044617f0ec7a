import { useRef, type ChangeEvent } from 'react';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useUploadQueue } from './useUploadQueue';

function UploadIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden>
      <path d="M12 16V4" /><path d="m6 10 6-6 6 6" /><path d="M4 20h16" />
    </svg>
  );
}

/** Opens the file chooser and queues the chosen photos for the given baby. */
export function UploadButton({ babyId }: { babyId: number }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const queue = useUploadQueue();

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.currentTarget.files ?? []);
    event.currentTarget.value = '';
    const refused = queue.add(files, babyId);
    if (refused) notifications.show({ color: 'red', message: t(`errors.${refused}`) });
  };

  return (
    <>
      <Button leftSection={<UploadIcon />} onClick={() => input.current?.click()} data-testid="upload-button" fullWidth>
        {t('upload.button')}
      </Button>
      <input
        ref={input}
        type="file"
        accept="image/*"
        multiple
        hidden
        aria-label={t('upload.input_label')}
        onChange={onChange}
        data-testid="upload-input"
      />
    </>
  );
}
