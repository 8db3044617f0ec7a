import { Alert, Badge, Button, Center, Divider, Group, Loader, Stack, Text } from '@mantine/core';
import type { EventReply, MomentReply } from '@sprout/shared';
import { useTranslation } from 'react-i18next';
import { useFamilyMembers } from '../family';
import { viewableMoments } from '../media';
import { usePrivacyLabel } from '../privacy';
import { Thumbnail, LikeButton, formatEventDate, useLike } from '../timeline';
import { tagClasses } from '../tags';
import { CommentComposer, CommentList, useComments } from '../reply';
import type { Translate } from '../../lib/i18n';
import { diaryTextOf } from './diaryRules';
import { useDiaryEntry } from './useDiary';

/** One diary entry (spec §2 diaryDetail): its text, who wrote it, likes, comments, and edit for its author or an Admin. */
export function DiaryDetail({
  babyId,
  eventId,
  canManage,
  onEdit,
  onOpen,
}: {
  babyId: number;
  eventId: number;
  canManage: boolean;
  onEdit: (event: EventReply) => void;
  onOpen: (event: EventReply, moment: MomentReply) => void;
}) {
  const { t, i18n } = useTranslation(['tags', 'timeline']);
  const { t: timelineT } = useTranslation(['timeline']);
  const privacyLabel = usePrivacyLabel();
  const { event, isPending } = useDiaryEntry(babyId, eventId);
  const comments = useComments({ type: 'event', id: eventId }, babyId);
  const like = useLike(babyId);
  const family = useFamilyMembers(babyId);
  if (isPending)
    return (
      <Center py="xl">
        <Loader aria-label={t('tags:loading')} />
      </Center>
    );
  const text = event ? diaryTextOf(event) : null;
  if (!event || !text)
    return (
      <Alert color="gray" data-testid="diary-missing">
        {t('tags:diary_screen.detail_missing')}
      </Alert>
    );
  const author = family.data?.list.find((m) => m.user.id === text.author_id);
  const mine = author?.is_me ?? false;
  return (
    <Stack gap="md" data-testid="diary-detail" data-event-id={event.id}>
      <Group justify="space-between">
        <Group gap="xs">
          <Text fw={700}>{formatEventDate(event.taken_at_gmt, i18n.language)}</Text>
          {event.draft && (
            <Badge color="gray" variant="light">
              {t('tags:diary_screen.draft_badge')}
            </Badge>
          )}
        </Group>
        {author && (
          <Text size="sm" c="dimmed" data-testid="diary-author">
            {t('tags:diary_screen.from_author', { name: author.user.name })}
          </Text>
        )}
      </Group>
      <Text style={{ whiteSpace: 'pre-wrap' }} data-testid="diary-detail-text">
        {text.content}
      </Text>
      <DiaryMedia
        event={event}
        onOpen={onOpen}
        t={timelineT}
        date={formatEventDate(event.taken_at_gmt, i18n.language)}
        privacyLabel={privacyLabel}
      />
      <Group justify="space-between">
        <LikeButton
          liked={event.like}
          count={event.counts.likes}
          disabled={!event.abilities.like}
          onToggle={(value) => void like({ type: 'event', id: event.id }, value)}
          testId="diary-like"
        />
        {(mine || canManage) && (
          <Button variant="light" size="xs" onClick={() => onEdit(event)} data-testid="diary-edit">
            {t('tags:diary_screen.edit')}
          </Button>
        )}
      </Group>
      <Divider label={t('tags:diary_screen.comments')} labelPosition="left" />
      {comments.query.isPending ? (
        <Loader size="sm" />
      ) : (
        <CommentList comments={comments.comments} onDelete={(id) => comments.remove.mutate(id)} />
      )}
      {event.abilities.comment && (
        <CommentComposer sending={comments.add.isPending} onSend={(content) => comments.add.mutateAsync(content)} />
      )}
    </Stack>
  );
}

/** The entry's photos, videos and audio, oldest first; each opens in the viewer over the entry. */
function DiaryMedia({
  event,
  onOpen,
  t,
  date,
  privacyLabel,
}: {
  event: EventReply;
  onOpen: (event: EventReply, moment: MomentReply) => void;
  t: Translate<'timeline'>;
  date: string;
  privacyLabel: (m: MomentReply) => string;
}) {
  const media = viewableMoments(event.moments);
  if (media.length === 0) return null;
  return (
    <div className={tagClasses.grid} role="list" data-testid="diary-detail-media">
      {media.map((moment, i) => (
        <div role="listitem" key={moment.id}>
          <Thumbnail
            moment={moment}
            index={i + 1}
            count={media.length}
            date={date}
            t={t}
            privacyLabel={privacyLabel(moment)}
            onOpen={(m) => onOpen(event, m)}
          />
        </div>
      ))}
    </div>
  );
}
