import { ActionIcon, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFileChooser } from './useFileChooser';
import { LineIcon } from '../../components/LineIcon';

function UploadIcon() {
  return (
    <LineIcon size={18}>
      <path d="M12 16V4" />
      <path d="m6 10 6-6 6 6" />
      <path d="M4 20h16" />
    </LineIcon>
  );
}

/**
 * Opens the file chooser (several photos at once) and queues the chosen photos for the given baby.
 * `compact`: the phone header's icon button, beside the sidebar's (each with its own input and test id).
 */
export function UploadButton({ babyId, compact = false }: { babyId: number; compact?: boolean }) {
  const { t } = useTranslation(['common']);
  const { inputRef, open, onChange } = useFileChooser(babyId);
  const prefix = compact ? 'header-' : '';
  return (
    <>
      {compact ? (
        <ActionIcon
          variant="filled"
          size="lg"
          onClick={open}
          aria-label={t('common:upload.button')}
          data-testid="header-upload-button"
        >
          <UploadIcon />
        </ActionIcon>
      ) : (
        <Button leftSection={<UploadIcon />} onClick={open} data-testid="upload-button" fullWidth>
          {t('common:upload.button')}
        </Button>
      )}
      <input
        ref={inputRef}
        type="file"
        accept="image/*,video/*,audio/*,.heic,.heif"
        multiple
        hidden
        aria-label={t('common:upload.input_label')}
        onChange={onChange}
        data-testid={`${prefix}upload-input`}
      />
    </>
  );
}
