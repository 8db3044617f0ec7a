import { createElement, useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import type { EventReply } from '@sprout/shared';
import { useTranslation } from 'react-i18next';
import { deleteMoment } from '../../api/moments';
import { queryKeys } from '../../api/queryKeys';
import { useErrorText } from '../../hooks/useErrorText';
import { withBusy } from '../busy';
import { DeletedNotice, useTrashActions } from '../trash';
import { removeMoment, refreshTimeline, updateTimelineEvents } from '../timeline';

/**
 * Deletes a moment (spec §4) into the trash (ADR 0015): it leaves the
 * timeline at once; when the event still has other pictures the list is
 * fetched again (counts, best 12, start time change on the server), otherwise
 * it was the last and the event goes locally. The notice offers Undo, which
 * restores it. Resolves true when deleted.
 */
export function useDeleteMoment(babyId: number) {
  const queryClient = useQueryClient();
  const { t } = useTranslation(['timeline', 'errors']);
  const errorText = useErrorText();
  const { restore } = useTrashActions(babyId);
  return useCallback(
    async (event: EventReply, momentId: number): Promise<boolean> => {
      try {
        await withBusy(deleteMoment(momentId));
      } catch (error) {
        // Spec §8: "Delete Error!", with the reason under it.
        notifications.show({
          color: 'red',
          title: t('errors:delete_error'),
          message: errorText(error),
          withBorder: true,
        });
        return false;
      }
      let refetch = false;
      updateTimelineEvents(queryClient, babyId, (events) => {
        const result = removeMoment(events, event.id, momentId);
        refetch = result.refetch;
        return result.events;
      });
      queryClient.setQueryData<EventReply>(
        queryKeys.event(event.id),
        (detail) => detail && removeMoment([detail], event.id, momentId).events[0],
      );
      queryClient.removeQueries({ queryKey: queryKeys.moment(momentId) });
      if (refetch) void refreshTimeline(queryClient, babyId);
      void queryClient.invalidateQueries({ queryKey: queryKeys.navigationsOf(babyId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.trash(babyId) });
      const id = `deleted-${momentId}`;
      const undo = () => {
        notifications.hide(id);
        void restore(momentId);
      };
      notifications.show({
        id,
        color: 'teal',
        title: t('timeline:viewer.deleted'),
        message: createElement(DeletedNotice, { onUndo: undo }),
        autoClose: 20_000,
      });
      return true;
    },
    [queryClient, babyId, t, errorText, restore],
  );
}
