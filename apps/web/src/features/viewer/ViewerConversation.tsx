import { Alert, Badge, Button, Divider, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { EventReply, MomentReply } from '@sprout/shared';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../hooks/useErrorText';
import { CommentComposer, CommentList, useComments } from '../reply';
import { LikeButton, useLike } from '../timeline';

/** A thread (the post's or the photo's own): its comments, more on request, and a box to add one when allowed. */
function Thread({
  target,
  babyId,
  canComment,
  testId,
}: {
  target: { type: 'event' | 'moment'; id: number };
  babyId: number;
  canComment: boolean;
  testId: string;
}) {
  const { t } = useTranslation(['timeline']);
  const errorText = useErrorText();
  const { comments, query, add, remove } = useComments(target, babyId);
  return (
    <Stack gap="sm" data-testid={testId}>
      {query.isPending ? (
        <Loader size="sm" aria-label={t('timeline:reply.loading')} />
      ) : query.isError ? (
        <Alert color="red" title={t('timeline:comments.load_failed')}>
          {errorText(query.error)}
        </Alert>
      ) : (
        <CommentList comments={comments} onDelete={(id) => remove.mutate(id)} />
      )}
      {query.hasNextPage && (
        <Button
          variant="subtle"
          size="xs"
          onClick={() => void query.fetchNextPage()}
          loading={query.isFetchingNextPage}
        >
          {t('timeline:comments.show_more')}
        </Button>
      )}
      {canComment && <CommentComposer sending={add.isPending} onSend={(content) => add.mutateAsync(content)} />}
    </Stack>
  );
}

/**
 * One conversation beside the photo (issue 13): the post's likes and
 * comments, the same ones and the same counts as its card on the timeline;
 * below, marked apart, what was said about this photo alone, when anything was.
 */
export function ViewerConversation({
  event,
  moment,
  babyId,
}: {
  event: EventReply;
  moment: MomentReply;
  babyId: number;
}) {
  const { t } = useTranslation(['timeline']);
  const like = useLike(babyId);
  const photoHasOwn = moment.comments_count > 0 || moment.likes_count > 0;
  return (
    <Stack
      gap="sm"
      component="section"
      aria-labelledby="viewer-conversation-heading"
      className="sprout-viewer-conversation"
      data-testid="viewer-conversation"
    >
      <Title order={2} fz="md" id="viewer-conversation-heading">
        {t('timeline:conversation.heading')}
      </Title>
      {event.caption && (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="viewer-caption">
          {event.caption}
        </Text>
      )}
      <Group gap="xs">
        <LikeButton
          liked={event.like}
          count={event.counts.likes}
          disabled={!event.abilities.like}
          onToggle={(value) => void like({ type: 'event', id: event.id }, value)}
          testId="viewer-like"
          variant="light"
        />
        <Text size="sm" data-testid="viewer-comments-count">
          {t('timeline:comments.open', { count: event.counts.comments })}
        </Text>
      </Group>
      <Thread
        key={`event-${event.id}`}
        target={{ type: 'event', id: event.id }}
        babyId={babyId}
        canComment={event.abilities.comment}
        testId="viewer-event-thread"
      />
      {photoHasOwn && (
        <Stack gap="sm" className="sprout-viewer-photo-thread" data-testid="viewer-photo-thread">
          <Divider />
          <Group gap="xs">
            <Badge variant="outline" color="dark" radius="sm" tt="none">
              {t('timeline:conversation.photo_only')}
            </Badge>
            <LikeButton
              liked={moment.like}
              count={moment.likes_count}
              disabled={!moment.abilities.like}
              onToggle={(value) => void like({ type: 'moment', id: moment.id, eventId: event.id }, value)}
              testId="viewer-photo-like"
              variant="subtle"
            />
          </Group>
          <Text size="xs">{t('timeline:conversation.photo_only_help')}</Text>
          <Thread
            key={`moment-${moment.id}`}
            target={{ type: 'moment', id: moment.id }}
            babyId={babyId}
            canComment={false}
            testId="viewer-moment-thread"
          />
        </Stack>
      )}
    </Stack>
  );
}
