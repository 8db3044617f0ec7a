import { useCallback } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { purgeMoment, restoreMoment } from '../../api/trash';
import { queryKeys } from '../../api/queryKeys';
import { useErrorText } from '../../hooks/useErrorText';
import { withBusy } from '../busy';
import { refreshTimeline } from '../timeline';

/** After a restore: the timeline (by its incremental sync), counts, the event and the trash follow the server. */
export async function afterRestore(queryClient: QueryClient, babyId: number, eventId: number): Promise<void> {
  await Promise.all([
    refreshTimeline(queryClient, babyId),
    queryClient.invalidateQueries({ queryKey: queryKeys.navigationsOf(babyId) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.event(eventId) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.trash(babyId) }),
  ]);
}

/** Restore and delete for good, each telling how it went. Each resolves true when done. */
export function useTrashActions(babyId: number) {
  const queryClient = useQueryClient();
  const { t } = useTranslation(['trash']);
  const errorText = useErrorText();
  const fail = useCallback(
    (error: unknown) => {
      notifications.show({ color: 'red', title: t('trash:failed'), message: errorText(error), withBorder: true });
    },
    [t, errorText],
  );

  const restore = useCallback(
    async (momentId: number): Promise<boolean> => {
      try {
        const { event_id } = await withBusy(restoreMoment(momentId));
        await afterRestore(queryClient, babyId, event_id);
      } catch (error) {
        fail(error);
        return false;
      }
      notifications.show({ color: 'teal', message: t('trash:restored') });
      return true;
    },
    [queryClient, babyId, t, fail],
  );

  const purge = useCallback(
    async (momentId: number): Promise<boolean> => {
      try {
        await withBusy(purgeMoment(momentId));
      } catch (error) {
        fail(error);
        return false;
      }
      await queryClient.invalidateQueries({ queryKey: queryKeys.trash(babyId) });
      notifications.show({ color: 'teal', message: t('trash:purged') });
      return true;
    },
    [queryClient, babyId, t, fail],
  );

  return { restore, purge };
}
