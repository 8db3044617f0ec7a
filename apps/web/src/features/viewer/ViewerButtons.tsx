import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConfirmPopover } from '../../components/ConfirmPopover';
import { LineIcon } from '../../components/LineIcon';

export function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <LineIcon strokeWidth={2.2}>
      <path d={direction === 'left' ? 'm15 18-6-6 6-6' : 'm9 18 6-6-6-6'} />
    </LineIcon>
  );
}

export function FullscreenIcon({ active }: { active: boolean }) {
  return (
    <LineIcon size={18}>
      <path
        d={
          active
            ? 'M8 3v3a2 2 0 0 1-2 2H3m18 0h-3a2 2 0 0 1-2-2V3m0 18v-3a2 2 0 0 1 2-2h3M3 16h3a2 2 0 0 1 2 2v3'
            : 'M8 3H5a2 2 0 0 0-2 2v3m18 0V5a2 2 0 0 0-2-2h-3m0 18h3a2 2 0 0 0 2-2v-3M3 16v3a2 2 0 0 0 2 2h3'
        }
      />
    </LineIcon>
  );
}

/** Delete, asked once more in a small dialog beside the button. */
export function DeleteButton({ onConfirm }: { onConfirm: () => Promise<void> }) {
  const { t } = useTranslation(['timeline', 'common']);
  return (
    <ConfirmPopover
      target={(toggle) => (
        <Button
          variant="subtle"
          color="red"
          size="compact-sm"
          onClick={toggle}
          aria-label={t('timeline:viewer.delete_label')}
          data-testid="viewer-delete"
        >
          {t('timeline:viewer.delete')}
        </Button>
      )}
      title={t('timeline:viewer.delete_title')}
      body={t('timeline:viewer.delete_body')}
      cancel={t('timeline:viewer.cancel')}
      confirm={t('timeline:viewer.delete_confirm')}
      onConfirm={() => void onConfirm()}
      confirmTestId="viewer-delete-confirm"
    />
  );
}
