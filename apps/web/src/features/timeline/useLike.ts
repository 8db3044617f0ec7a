import { useCallback } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import type { EventReply, MomentReply } from '@sprout/shared';
import { useTranslation } from 'react-i18next';
import { setLike } from '../../api/likes';
import { queryKeys } from '../../api/queryKeys';
import { applyLike, likeInEvent, likeMoment, type LikeTarget } from './likeReducer';
import { refreshTimeline, updateTimelineEvents } from './useTimeline';

/** Applies a like wherever the target is shown: the timeline, an opened event, an opened moment. */
function applyEverywhere(
  queryClient: QueryClient,
  babyId: number,
  target: LikeTarget,
  like: boolean,
  count?: number,
): void {
  updateTimelineEvents(queryClient, babyId, (events) => applyLike(events, target, like, count));
  const eventId = target.type === 'event' ? target.id : target.eventId;
  queryClient.setQueryData<EventReply>(
    queryKeys.event(eventId),
    (event) => event && likeInEvent(event, target, like, count),
  );
  if (target.type === 'moment') {
    queryClient.setQueryData<MomentReply>(
      queryKeys.moment(target.id),
      (moment) => moment && likeMoment(moment, like, count),
    );
  }
}

/**
 * Likes and unlikes (spec §4): the flag and count change at once, then the
 * server is called and the timeline refreshed; a failure puts the like back
 * and says so at the top of the screen.
 */
export function useLike(babyId: number) {
  const queryClient = useQueryClient();
  const { t } = useTranslation(['timeline']);
  return useCallback(
    async (target: LikeTarget, like: boolean) => {
      applyEverywhere(queryClient, babyId, target, like);
      try {
        const reply = await setLike(target.type, target.id, like);
        applyEverywhere(queryClient, babyId, target, reply.like, reply.likes_count);
        void refreshTimeline(queryClient, babyId);
      } catch {
        applyEverywhere(queryClient, babyId, target, !like);
        notifications.show({ color: 'red', message: t('timeline:likes.failed'), withBorder: true });
      }
    },
    [queryClient, babyId, t],
  );
}
