import { Button, Card, Loader, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchFeedbacks } from '../../api/feedback';
import { queryKeys } from '../../api/queryKeys';
import { dateFormatter } from '../../lib/dateFormat';
import { markFeedbackNotified, markFeedbackSeen } from './lastSeen';

/** The user's messages, newest first and paged (spec §7 `page`, `next_page`), each with its official answer. */
export function FeedbackHistory({ userId }: { userId: number }) {
  const { t, i18n } = useTranslation(['account']);
  const history = useInfiniteQuery({
    queryKey: queryKeys.feedbacks,
    queryFn: ({ pageParam, signal }) => fetchFeedbacks(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => last.next_page ?? undefined,
    // An answer arriving while the page is open shows here too (and so counts as seen).
    refetchInterval: 60_000,
  });
  const items = history.data?.pages.flatMap((page) => page.list) ?? [];
  const newestAnswered = Math.max(0, ...items.filter((f) => f.reply !== null).map((f) => f.id));

  // Seen here: the sidebar's counter goes, and no notification follows for what was read.
  useEffect(() => {
    if (!history.data) return;
    markFeedbackSeen(userId, newestAnswered);
    if (newestAnswered > 0) markFeedbackNotified(userId, newestAnswered);
  }, [history.data, newestAnswered, userId]);

  const format = dateFormatter(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Stack gap="sm" component="section" aria-labelledby="feedback-history-heading">
      <Title order={2} fz="h3" id="feedback-history-heading">
        {t('account:feedback.history_heading')}
      </Title>
      {history.isPending && <Loader size="sm" />}
      {history.data && items.length === 0 && <Text c="dimmed">{t('account:feedback.history_empty')}</Text>}
      <Stack
        gap="sm"
        component="ul"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
        data-testid="feedback-history"
      >
        {items.map((item) => (
          <Card component="li" key={item.id} withBorder radius="md" padding="md" data-testid="feedback-item">
            <Text size="xs" c="dimmed">
              {t('account:feedback.sent_on', { date: format.format(new Date(item.created_at * 1000)) })}
            </Text>
            <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{item.content}</Text>
            {item.reply === null ? (
              <Text size="sm" c="dimmed" mt="xs">
                {t('account:feedback.awaiting_reply')}
              </Text>
            ) : (
              <Card mt="sm" radius="sm" padding="sm" bg="teal.0" data-testid="feedback-reply">
                <Text size="sm" fw={600} c="teal.9">
                  {t('account:feedback.reply_label')}
                </Text>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {item.reply}
                </Text>
              </Card>
            )}
          </Card>
        ))}
      </Stack>
      {history.hasNextPage && (
        <Button
          variant="default"
          onClick={() => void history.fetchNextPage()}
          loading={history.isFetchingNextPage}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('account:feedback.load_more')}
        </Button>
      )}
    </Stack>
  );
}
