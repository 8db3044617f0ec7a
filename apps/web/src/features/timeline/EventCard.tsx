import { memo } from 'react';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { EventReply, MomentReply } from '@sprout/shared';
import { useTranslation } from 'react-i18next';
import { viewableMoments } from '../media/mediaOf';
import { CaptionEditor } from './CaptionEditor';
import { LikeButton } from './LikeButton';
import type { LikeTarget } from './likeReducer';
import { formatEventDate } from './timelineData';
import { Thumbnail } from './Thumbnail';
import { useAgeText } from './useAgeText';
import { useCaption } from './useCaption';

export interface EventCardProps {
  event: EventReply;
  babyId: number;
  birthday: string | null;
  onOpen: (event: EventReply, moment: MomentReply) => void;
  onComments: (event: EventReply) => void;
  onLike: (target: LikeTarget, like: boolean) => void;
}

function CommentIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden>
      <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />
    </svg>
  );
}

/** One event: date and age, caption, its moments, likes and comments. */
export const EventCard = memo(function EventCard({ event, babyId, birthday, onOpen, onComments, onLike }: EventCardProps) {
  const { t, i18n } = useTranslation();
  const age = useAgeText(birthday);
  const caption = useCaption(babyId);
  const date = formatEventDate(event.taken_at_gmt, i18n.language);
  const media = viewableMoments(event.moments);
  const texts = event.moments.filter((m) => m.type === 'text' && m.content);
  const hidden = Math.max(0, event.counts.moments - event.moments.length);
  const headingId = `event-${event.id}-date`;
  return (
    <Card component="article" withBorder radius="md" padding="md" aria-labelledby={headingId} data-testid="event-card" data-event-id={event.id}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Title order={3} fz="md" id={headingId} lineClamp={1}>
            <time dateTime={new Date(event.taken_at_gmt * 1000).toISOString()}>{date}</time>
          </Title>
          <Text size="sm" c="teal.8" fw={600} style={{ whiteSpace: 'nowrap' }} data-testid="event-age">{age(event.taken_at_gmt)}</Text>
        </Group>
        <CaptionEditor
          clamp
          caption={event.caption}
          canEdit={event.abilities.update}
          saving={caption.isPending}
          onSave={(text) => caption.mutateAsync({ eventId: event.id, caption: text })}
        />
        {texts.map((m) => <Text key={m.id} style={{ whiteSpace: 'pre-wrap' }} className="sprout-caption-clamp">{m.content}</Text>)}
        {media.length > 0 && (
          <div className="sprout-thumbs" role="list" aria-label={t('timeline.event_label', { date })}>
            {media.map((moment, i) => (
              <div role="listitem" key={moment.id}>
                <Thumbnail moment={moment} index={i + 1} count={media.length} date={date} t={t} onOpen={(m) => onOpen(event, m)} />
              </div>
            ))}
          </div>
        )}
        <Group justify="space-between" gap="xs">
          <Group gap={4}>
            <LikeButton
              liked={event.like}
              count={event.counts.likes}
              disabled={!event.abilities.like}
              onToggle={(like) => onLike({ type: 'event', id: event.id }, like)}
            />
            <Button variant="subtle" color="gray" size="compact-sm" leftSection={<CommentIcon />} onClick={() => onComments(event)}
              aria-label={t('comments.open', { count: event.counts.comments })} data-testid="comments-button">
              {event.counts.comments}
            </Button>
          </Group>
          {hidden > 0 && (
            <Button variant="subtle" size="compact-sm" onClick={() => onComments(event)} data-testid="event-more">
              {t('timeline_ui.more_in_event', { count: event.counts.moments })}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
});
