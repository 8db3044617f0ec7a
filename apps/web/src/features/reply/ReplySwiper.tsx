import { useState } from 'react';
import { ActionIcon, Group, Text, UnstyledButton } from '@mantine/core';
import type { MomentReply } from '@sprout/shared';
import { useTranslation } from 'react-i18next';
import { MomentStage, useSwipe } from '../viewer';

/** The pictures of what is commented on, one at a time; a click opens it in the full viewer. */
export function ReplySwiper({
  media,
  date,
  onOpen,
}: {
  media: MomentReply[];
  date: string;
  onOpen: (moment: MomentReply) => void;
}) {
  const { t } = useTranslation(['timeline']);
  const [wanted, setIndex] = useState(0);
  const index = Math.min(wanted, Math.max(0, media.length - 1));
  const previous = index > 0 ? () => setIndex(index - 1) : null;
  const next = index < media.length - 1 ? () => setIndex(index + 1) : null;
  const swipe = useSwipe(next, previous);
  const moment = media[index];
  if (!moment) return null;
  const position = { index: index + 1, count: media.length, date };
  return (
    <div data-testid="reply-swiper">
      <div className="sprout-viewer-stage sprout-reply-stage" {...swipe}>
        {moment.type === 'picture' ? (
          <UnstyledButton
            onClick={() => onOpen(moment)}
            aria-label={t('timeline:reply.open_viewer')}
            data-testid="reply-open-viewer"
            style={{ display: 'contents' }}
          >
            <MomentStage moment={moment} position={position} />
          </UnstyledButton>
        ) : (
          <MomentStage moment={moment} position={position} />
        )}
      </div>
      {media.length > 1 && (
        <Group justify="center" gap="sm" mt="xs">
          <ActionIcon
            variant="default"
            onClick={() => previous?.()}
            disabled={!previous}
            aria-label={t('timeline:viewer.previous')}
            data-testid="reply-prev"
          >
            ‹
          </ActionIcon>
          <Text size="sm" c="dimmed">
            {t('timeline:viewer.position', position)}
          </Text>
          <ActionIcon
            variant="default"
            onClick={() => next?.()}
            disabled={!next}
            aria-label={t('timeline:viewer.next')}
            data-testid="reply-next"
          >
            ›
          </ActionIcon>
        </Group>
      )}
    </div>
  );
}
