import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchFeedbacks } from '../../api/feedback';
import { queryKeys } from '../../api/queryKeys';
import { useCurrentUser } from '../../hooks/useCurrentUser';
import { markFeedbackNotified, markFeedbackSeen, notifiedFeedbackId, useLastSeenFeedbackId } from './lastSeen';
import { newReplies, noticeBody } from './newReplies';
import { announceReply } from './replyNotice';

/** How often the sidebar looks for new answers while the app is open. */
const POLL_MS = 60_000;

/**
 * The number of answers from support on feedback newer than the last seen feedback id (spec §4),
 * from the history's first page; a new one is announced once by a desktop notification. On a
 * device that never saw the history, the answers already there are taken as seen.
 */
export function useFeedbackReplies(): number {
  const { t } = useTranslation(['account']);
  const userId = useCurrentUser().data?.id ?? null;
  const lastSeen = useLastSeenFeedbackId(userId);
  const page = useQuery({
    queryKey: queryKeys.feedbackPage(1),
    queryFn: ({ signal }) => fetchFeedbacks(1, signal),
    enabled: userId !== null,
    refetchInterval: POLL_MS,
    refetchOnWindowFocus: true,
  });
  const replies = page.data
    ? newReplies(page.data.list, lastSeen, userId === null ? null : notifiedFeedbackId(userId))
    : null;

  useEffect(() => {
    if (userId === null || !replies) return;
    if (replies.seenFirst !== null) return markFeedbackSeen(userId, replies.seenFirst);
    const newest = replies.toAnnounce;
    if (!newest) return;
    markFeedbackNotified(userId, newest.id);
    void announceReply(t('account:feedback.notification_title'), noticeBody(newest.reply ?? ''), () =>
      notifications.show({ color: 'yellow', message: t('account:feedback.notifications_unsupported') }),
    );
  });

  return replies?.fresh.length ?? 0;
}
