import { useCallback } from 'react';
import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import type { EventReply } from '@sprout/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useErrorText } from '../../hooks/useErrorText';
import { EventCard } from './EventCard';
import type { PictureMoment } from './timelineData';
import { useLoadMoreOnScroll } from './useLoadMoreOnScroll';
import { useTimeline } from './useTimeline';
import { viewerPath } from '../viewer/viewerPath';

/** The events of the active baby, newest first, with loading, empty and error states. */
export function Timeline({ babyId, canUpload }: { babyId: number; canUpload: boolean }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const timeline = useTimeline(babyId);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = timeline;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const sentinel = useLoadMoreOnScroll<HTMLDivElement>(hasNextPage, loadMore);
  const open = useCallback((event: EventReply, moment: PictureMoment) => {
    void navigate(viewerPath('/timeline', event.id, moment.id));
  }, [navigate]);

  if (timeline.isPending) {
    return (
      <Center py="xl" role="status" data-testid="timeline" data-state="loading">
        <Stack align="center" gap="sm"><Loader /><Text c="dimmed">{t('timeline.loading')}</Text></Stack>
      </Center>
    );
  }
  if (timeline.isError) {
    return (
      <Alert color="red" title={t('timeline.error')} data-testid="timeline" data-state="error">
        <Text size="sm" mb="sm">{errorText(timeline.error)}</Text>
        <Button size="xs" variant="light" color="red" onClick={() => void timeline.refetch()}>{t('common.retry')}</Button>
      </Alert>
    );
  }
  if (timeline.events.length === 0) {
    return (
      <Stack align="center" gap="xs" py={64} ta="center" data-testid="timeline" data-state="empty">
        <Text fw={600} fz="lg">{t('timeline.empty_title')}</Text>
        <Text c="dimmed" maw={420}>{canUpload ? t('timeline.empty_body') : t('timeline.empty_body_view_only')}</Text>
      </Stack>
    );
  }
  return (
    <Stack gap="md" data-testid="timeline" data-state="ready">
      {timeline.events.map((event) => <EventCard key={event.id} event={event} onOpen={open} />)}
      <div ref={sentinel} />
      {hasNextPage ? (
        <Center>
          <Button variant="default" onClick={loadMore} loading={isFetchingNextPage}>
            {isFetchingNextPage ? t('timeline.loading_more') : t('timeline.load_more')}
          </Button>
        </Center>
      ) : (
        <Text ta="center" c="dimmed" size="sm">{t('timeline.end')}</Text>
      )}
    </Stack>
  );
}
