import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import type { EventReply } from '@sprout/shared';
import { useTranslation } from 'react-i18next';
import { updateCaption } from '../../api/events';
import { queryKeys } from '../../api/queryKeys';
import { useErrorText } from '../../hooks/useErrorText';
import { updateEvent } from './timelineMerge';
import { refreshTimeline, updateTimelineEvents } from './useTimeline';

/** Saves an event's caption; the timeline keeps its best-12 moments and takes only the caption. */
export function useCaption(babyId: number) {
  const queryClient = useQueryClient();
  const { t } = useTranslation(['timeline']);
  const errorText = useErrorText();
  return useMutation({
    mutationFn: ({ eventId, caption }: { eventId: number; caption: string }) => updateCaption(eventId, caption),
    onSuccess: (event: EventReply) => {
      updateTimelineEvents(queryClient, babyId, (events) =>
        updateEvent(events, event.id, (e) => ({
          ...e,
          caption: event.caption,
          updated_at_in_ts: event.updated_at_in_ts,
        })),
      );
      queryClient.setQueryData(queryKeys.event(event.id), event);
      void refreshTimeline(queryClient, babyId);
      notifications.show({ color: 'teal', message: t('timeline:caption.saved') });
    },
    onError: (error) => {
      notifications.show({
        color: 'red',
        title: t('timeline:caption.failed'),
        message: errorText(error),
        withBorder: true,
      });
    },
  });
}
