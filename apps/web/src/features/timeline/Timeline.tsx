import { useCallback, useMemo } from 'react';
import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import type { EventReply, MomentReply } from '@sprout/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useErrorText } from '../../hooks/useErrorText';
import { viewerPath, replyPath, momentsPath } from '../../lib/paths';
import { TimelineList } from './TimelineList';
import { buildRows } from './timelineRows';
import { useLike } from './useLike';
import { useTimeline } from './useTimeline';
import { useNews } from './useNews';
import { OnThisDay } from './OnThisDay';
import { useCardGrowth } from './useCardGrowth';

/** The events of the active baby by age bucket, newest first, with loading, empty and error states. */
export function Timeline({
  babyId,
  birthday,
  canUpload,
}: {
  babyId: number;
  birthday: string | null;
  canUpload: boolean;
}) {
  const { t } = useTranslation(['timeline', 'common']);
  const errorText = useErrorText();
  const navigate = useNavigate();
  const timeline = useTimeline(babyId);
  const like = useLike(babyId);
  const news = useNews(babyId);
  const growth = useCardGrowth(timeline.events);
  const { seen } = growth;
  const { rows, headerIndex } = useMemo(() => buildRows(timeline.events, birthday), [timeline.events, birthday]);
  const open = useCallback(
    (event: Pick<EventReply, 'id'>, moment: MomentReply) => {
      void navigate(viewerPath('/timeline', event.id, moment.id, undefined, babyId));
    },
    [navigate, babyId],
  );
  const comments = useCallback(
    (event: EventReply) => {
      void navigate(replyPath({ type: 'event', id: event.id }));
    },
    [navigate],
  );
  // Either way the grid shows every moment of the post, so the card has nothing new left to offer.
  const moments = useCallback(
    (event: EventReply) => {
      seen(event);
      void navigate(momentsPath(event.id));
    },
    [navigate, seen],
  );
  const newMoments = useCallback(
    (event: EventReply, count: number) => {
      seen(event);
      void navigate(momentsPath(event.id, count));
    },
    [navigate, seen],
  );
  const onLike = useCallback((target: Parameters<typeof like>[0], value: boolean) => void like(target, value), [like]);

  if (timeline.isPending) {
    return (
      <Center py="xl" role="status" data-testid="timeline" data-state="loading">
        <Stack align="center" gap="sm">
          <Loader />
          <Text c="dimmed">{t('timeline:loading')}</Text>
        </Stack>
      </Center>
    );
  }
  if (timeline.isError && timeline.events.length === 0) {
    return (
      <Alert color="red" title={t('timeline:error')} data-testid="timeline" data-state="error">
        <Text size="sm" mb="sm">
          {errorText(timeline.error)}
        </Text>
        <Button size="xs" variant="light" color="red" onClick={() => void timeline.refresh()}>
          {t('common:actions.retry')}
        </Button>
      </Alert>
    );
  }
  if (timeline.events.length === 0) {
    return (
      <Stack align="center" gap="xs" py={64} ta="center" data-testid="timeline" data-state="empty">
        <Text fw={600} fz="lg">
          {t('timeline:empty_title')}
        </Text>
        <Text c="dimmed" maw={420}>
          {canUpload ? t('timeline:empty_body') : t('timeline:empty_body_view_only')}
        </Text>
      </Stack>
    );
  }
  return (
    <div
      className="sprout-timeline"
      data-testid="timeline"
      data-state="ready"
      data-synced={!timeline.isFetching && timeline.isLoadCompleted}
    >
      <OnThisDay babyId={babyId} birthday={birthday} onOpen={open} />
      {!timeline.isLoadCompleted && (
        <Text size="xs" c="dimmed" role="status" data-testid="timeline-loading-all">
          {t('timeline:loading_all', { count: timeline.events.length })}
        </Text>
      )}
      <TimelineList
        rows={rows}
        headerIndex={headerIndex}
        babyId={babyId}
        birthday={birthday}
        onOpen={open}
        onComments={comments}
        onMoments={moments}
        onNewMoments={newMoments}
        grown={growth.grown}
        onLike={onLike}
        newIds={news.newIds}
        firstNew={news.firstNew}
      />
    </div>
  );
}
