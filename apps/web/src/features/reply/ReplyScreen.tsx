import { Alert, Button, Center, Divider, Group, Loader, Stack } from '@mantine/core';
import type { MomentReply } from '@sprout/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useErrorText } from '../../hooks/useErrorText';
import { CaptionEditor, LikeButton, formatEventDate, useCaption, useLike } from '../timeline';
import { viewerPath, replyParam, type ReplyTarget } from '../../lib/paths';
import { CommentComposer } from './CommentComposer';
import { CommentList } from './CommentList';
import { ReplySwiper } from './ReplySwiper';
import { useComments } from './useComments';
import type { ReplySubject } from './useReplySubject';

/** The title of a reply screen: what is commented on and its date. */
export function replyTitle(
  subject: ReplySubject,
  t: (key: 'timeline:reply.moment_title' | 'timeline:reply.event_title', options: { date: string }) => string,
  language: string,
): string | null {
  if (subject.takenAt === null) return null;
  const date = formatEventDate(subject.takenAt, language);
  return subject.moment ? t('timeline:reply.moment_title', { date }) : t('timeline:reply.event_title', { date });
}

/** The comments screen: what is commented on (swiper, caption, like), then its comments and a box to add one. */
export function ReplyScreen({
  target,
  babyId,
  subject,
}: {
  target: ReplyTarget;
  babyId: number;
  subject: ReplySubject;
}) {
  const { t, i18n } = useTranslation(['timeline']);
  const errorText = useErrorText();
  const navigate = useNavigate();
  const { comments, query, add, remove } = useComments(target, babyId);
  const like = useLike(babyId);
  const caption = useCaption(babyId);

  if (subject.status === 'loading')
    return (
      <Center py="xl">
        <Loader aria-label={t('timeline:reply.loading')} />
      </Center>
    );
  if (subject.status === 'missing') {
    return (
      <Alert color="gray" data-testid="reply-missing">
        {subject.error ? errorText(subject.error) : t('timeline:reply.not_found')}
      </Alert>
    );
  }
  const date = subject.takenAt !== null ? formatEventDate(subject.takenAt, i18n.language) : '';
  const { event, moment } = subject;
  const open = (m: MomentReply) =>
    void navigate(viewerPath('/timeline/reply', m.event_id, m.id, replyParam(target), m.baby_id));

  return (
    <Stack gap="md" data-testid="reply" data-target={`${target.type}:${target.id}`}>
      <ReplySwiper media={subject.media} date={date} onOpen={open} />
      {event && !moment && (
        <CaptionEditor
          caption={event.caption}
          canEdit={event.abilities.update}
          t={t}
          saving={caption.isPending}
          onSave={(text) => caption.mutateAsync({ eventId: event.id, caption: text })}
        />
      )}
      {moment?.content && <div style={{ whiteSpace: 'pre-wrap' }}>{moment.content}</div>}
      <Group>
        {moment ? (
          <LikeButton
            liked={moment.like}
            count={moment.likes_count}
            disabled={!moment.abilities.like}
            onToggle={(value) => void like({ type: 'moment', id: moment.id, eventId: moment.event_id }, value)}
            testId="reply-like"
          />
        ) : (
          event && (
            <LikeButton
              liked={event.like}
              count={event.counts.likes}
              disabled={!event.abilities.like}
              onToggle={(value) => void like({ type: 'event', id: event.id }, value)}
              testId="reply-like"
            />
          )
        )}
      </Group>
      <Divider label={t('timeline:comments.heading')} labelPosition="left" />
      {query.isPending ? (
        <Loader size="sm" />
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
      {(moment ? moment.abilities.comment : event?.abilities.comment) && (
        <CommentComposer sending={add.isPending} onSend={(content) => add.mutateAsync(content)} />
      )}
    </Stack>
  );
}
