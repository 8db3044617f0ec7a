import { Card, Group, Text, Title } from '@mantine/core';
import type { EventReply } from '@sprout/shared';
import { useTranslation } from 'react-i18next';
import { eventPictures, formatEventDate, type PictureMoment } from './timelineData';
import { Thumbnail } from './Thumbnail';

/** One event: its date, caption and a grid of its pictures. */
export function EventCard({ event, onOpen }: { event: EventReply; onOpen: (event: EventReply, moment: PictureMoment) => void }) {
  const { t, i18n } = useTranslation();
  const date = formatEventDate(event.taken_at_gmt, i18n.language);
  const pictures = eventPictures(event);
  const more = Math.max(0, event.counts.pictures - pictures.length);
  const headingId = `event-${event.id}-date`;
  return (
    <Card component="article" withBorder radius="md" padding="md" aria-labelledby={headingId} data-testid="event-card" data-event-id={event.id}>
      <Group justify="space-between" mb="sm">
        <Title order={3} fz="md" id={headingId}>
          <time dateTime={new Date(event.taken_at_gmt * 1000).toISOString()}>{date}</time>
        </Title>
        {more > 0 && <Text size="sm" c="dimmed">{t('timeline.more_in_event', { count: more })}</Text>}
      </Group>
      {event.caption && <Text mb="sm" style={{ whiteSpace: 'pre-wrap' }}>{event.caption}</Text>}
      <div className="sprout-thumbs" role="list" aria-label={t('timeline.event_label', { date })}>
        {pictures.map((moment, i) => (
          <div role="listitem" key={moment.id}>
            <Thumbnail moment={moment} index={i + 1} count={pictures.length} date={date} onOpen={(m) => onOpen(event, m)} />
          </div>
        ))}
      </div>
    </Card>
  );
}
