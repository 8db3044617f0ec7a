import { Alert, Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { TRASH_DAYS } from '@sprout/shared';
import { useTranslation } from 'react-i18next';
import { useActiveBaby } from '../features/babies/useActiveBaby';
import { TrashList } from '../features/trash/TrashList';
import { useTrash } from '../features/trash/useTrash';
import { useTrashActions } from '../features/trash/useTrashActions';
import { useErrorText } from '../hooks/useErrorText';

/** /trash: the active baby's "Recently deleted" (ADR 0015), as far as the user may see it. */
export function TrashPage() {
  const { t } = useTranslation(['trash']);
  const errorText = useErrorText();
  const { active } = useActiveBaby();
  const babyId = active?.with_user.linked_baby.id ?? null;
  const trash = useTrash(babyId);
  const { restore, purge } = useTrashActions(babyId ?? 0);

  return (
    <Stack gap="lg" maw={1100} data-testid="trash-page">
      <div>
        <Title order={1} fz="h2">
          {t('trash:heading')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('trash:help', { days: TRASH_DAYS })}
        </Text>
      </div>
      {trash.isPending && babyId !== null ? (
        <Center py="xl" role="status">
          <Stack align="center" gap="sm">
            <Loader />
            <Text c="dimmed">{t('trash:loading')}</Text>
          </Stack>
        </Center>
      ) : trash.error ? (
        <Alert color="red" title={t('trash:failed')}>
          {errorText(trash.error)}
        </Alert>
      ) : trash.items.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl" data-testid="trash-empty">
          {t('trash:empty', { days: TRASH_DAYS })}
        </Text>
      ) : (
        <TrashList items={trash.items} onRestore={restore} onPurge={purge} />
      )}
      {trash.hasMore && (
        <Center>
          <Button variant="default" onClick={trash.loadMore} loading={trash.isLoadingMore}>
            {t('trash:load_more')}
          </Button>
        </Center>
      )}
    </Stack>
  );
}
