import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import type { EventReply, MomentReply } from '@sprout/shared';
import { useTranslation } from 'react-i18next';
import { updateMomentPrivacy } from '../../api/moments';
import { queryKeys } from '../../api/queryKeys';
import { useErrorText } from '../../hooks/useErrorText';
import { withBusy } from '../busy';
import type { AudienceChoice } from '../privacy';
import { updateEvent, refreshTimeline, updateTimelineEvents } from '../timeline';

const withMoment =
  (moment: MomentReply) =>
  (event: EventReply): EventReply => ({
    ...event,
    moments: event.moments.map((m) => (m.id === moment.id ? moment : m)),
  });

/**
 * Changes who sees one moment (PUT /moments/{id}): the viewer and the card
 * show the new level at once; the server records the change for every
 * member's timeline, so the next sync drops it where it may no longer be seen.
 */
export function useMomentPrivacy(babyId: number | null) {
  const queryClient = useQueryClient();
  const { t } = useTranslation(['uploads']);
  const errorText = useErrorText();
  return useCallback(
    async (moment: MomentReply, choice: AudienceChoice): Promise<void> => {
      let changed: MomentReply;
      try {
        changed = await withBusy(updateMomentPrivacy(moment.id, choice.privacy, choice.visibleForIds));
      } catch (error) {
        notifications.show({ color: 'red', message: errorText(error), withBorder: true });
        return;
      }
      queryClient.setQueryData(queryKeys.moment(moment.id), changed);
      queryClient.setQueryData<EventReply>(
        queryKeys.event(moment.event_id),
        (detail) => detail && withMoment(changed)(detail),
      );
      if (babyId !== null) {
        updateTimelineEvents(queryClient, babyId, (events) =>
          updateEvent(events, moment.event_id, withMoment(changed)),
        );
        void refreshTimeline(queryClient, babyId);
      }
      notifications.show({ color: 'teal', message: t('uploads:privacy.changed') });
    },
    [queryClient, babyId, t, errorText],
  );
}
