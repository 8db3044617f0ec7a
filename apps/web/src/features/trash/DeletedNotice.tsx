import { Button, Group, Text } from '@mantine/core';
import { TRASH_DAYS } from '@sprout/shared';
import { useTranslation } from 'react-i18next';

/** The notice after a delete: where the moment went, and an Undo that brings it back. */
export function DeletedNotice({ onUndo }: { onUndo: () => void }) {
  const { t } = useTranslation(['trash']);
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" data-testid="deleted-notice">
      <Text size="sm">{t('trash:deleted_notice', { days: TRASH_DAYS })}</Text>
      <Button
        size="compact-sm"
        variant="light"
        onClick={onUndo}
        aria-label={t('trash:undo_label')}
        data-testid="undo-delete"
      >
        {t('trash:undo')}
      </Button>
    </Group>
  );
}
