import { Button } from '@mantine/core';
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

/** Opens the file chooser (several photos at once) and queues the chosen photos for the given baby. */
export function UploadButton({ babyId }: { babyId: number }) {
  const { t } = useTranslation(['common']);
  const { inputRef, open, onChange } = useFileChooser(babyId);
  return (
    <>
      <Button leftSection={<UploadIcon />} onClick={open} data-testid="upload-button" fullWidth>
        {t('common:upload.button')}
      </Button>
      <input
        ref={inputRef}
        type="file"
        accept="image/*,video/*,audio/*,.heic,.heif"
        multiple
        hidden
        aria-label={t('common:upload.input_label')}
        onChange={onChange}
        data-testid="upload-input"
      />
    </>
  );
}
