import { Alert, Badge, Button, Center, Divider, Group, Loader, Stack, Text } from '@mantine/core';
import type { EventReply } from '@sprout/shared';
import { useTranslation } from 'react-i18next';
import { useFamilyMembers } from '../family/useFamilyMembers';
import { CommentComposer } from '../reply/CommentComposer';
import { CommentList } from '../reply/CommentList';
import { useComments } from '../reply/useComments';
import { LikeButton } from '../timeline/LikeButton';
import { formatEventDate } from '../timeline/timelineData';
import { useLike } from '../timeline/useLike';
import { diaryTextOf } from './diaryRules';
import { useDiaryEntry } from './useDiary';

/** One diary entry (spec §2 diaryDetail): its text, who wrote it, likes, comments, and edit for its author or an Admin. */
export function DiaryDetail({ babyId, eventId, canManage, onEdit }: { babyId: number; eventId: number; canManage: boolean; onEdit: (event: EventReply) => void }) {
  const { t, i18n } = useTranslation(['tags', 'timeline']);
  const { event, isPending } = useDiaryEntry(babyId, eventId);
  const comments = useComments({ type: 'event', id: eventId }, babyId);
  const like = useLike(babyId);
  const family = useFamilyMembers(babyId);
  if (isPending) return <Center py="xl"><Loader aria-label={t('tags:loading')} /></Center>;
  const text = event ? diaryTextOf(event) : null;
  if (!event || !text) return <Alert color="gray" data-testid="diary-missing">{t('tags:diary_screen.detail_missing')}</Alert>;
  const author = family.data?.list.find((m) => m.user.id === text.author_id);
  const mine = author?.is_me ?? false;
  return (
    <Stack gap="md" data-testid="diary-detail" data-event-id={event.id}>
      <Group justify="space-between">
        <Group gap="xs">
          <Text fw={700}>{formatEventDate(event.taken_at_gmt, i18n.language)}</Text>
          {event.draft && <Badge color="gray" variant="light">{t('tags:diary_screen.draft_badge')}</Badge>}
        </Group>
        {author && <Text size="sm" c="dimmed" data-testid="diary-author">{t('tags:diary_screen.from_author', { name: author.user.name })}</Text>}
      </Group>
      <Text style={{ whiteSpace: 'pre-wrap' }} data-testid="diary-detail-text">{text.content}</Text>
      <Group justify="space-between">
        <LikeButton liked={event.like} count={event.counts.likes} disabled={!event.abilities.like}
          onToggle={(value) => void like({ type: 'event', id: event.id }, value)} testId="diary-like" />
        {(mine || canManage) && <Button variant="light" size="xs" onClick={() => onEdit(event)} data-testid="diary-edit">{t('tags:diary_screen.edit')}</Button>}
      </Group>
      <Divider label={t('tags:diary_screen.comments')} labelPosition="left" />
      {comments.query.isPending ? <Loader size="sm" /> : <CommentList comments={comments.comments} onDelete={(id) => comments.remove.mutate(id)} />}
      {event.abilities.comment && <CommentComposer sending={comments.add.isPending} onSend={(content) => comments.add.mutateAsync(content)} />}
    </Stack>
  );
}
