import { Text } from '@mantine/core';
import type { EventReply, MomentReply } from '@sprout/shared';
import { useTranslation } from 'react-i18next';
import { usePrivacyLabel } from '../privacy';
import { formatEventDate, postGridOrder, Thumbnail } from '../timeline';

/**
 * Every picture, video and audio of one post as square tiles; each opens the viewer.
 * `fresh`: how many were just added ("+N new" on the card): those come first, newest first, marked.
 */
export function MomentsGrid({
  event,
  fresh = 0,
  onOpen,
}: {
  event: EventReply;
  fresh?: number;
  onOpen: (moment: MomentReply) => void;
}) {
  const { t, i18n } = useTranslation(['timeline']);
  const privacyLabel = usePrivacyLabel();
  const date = formatEventDate(event.taken_at_gmt, i18n.language);
  const { shown: media, added } = postGridOrder(event.moments, fresh);
  const shownFresh = media.filter((m) => added.has(m.id)).length;
  return (
    <>
      {shownFresh > 0 && (
        <Text size="sm" c="dimmed" mb="xs" data-testid="moments-fresh-note">
          {t('timeline:new_in_event_note', { count: shownFresh })}
        </Text>
      )}
      <div
        role="list"
        aria-label={t('timeline:event_label', { date })}
        data-testid="moments-grid"
        style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(7.5rem, 1fr))', gap: 6 }}
      >
        {media.map((moment, i) => (
          <div
            role="listitem"
            key={moment.id}
            className={added.has(moment.id) ? 'sprout-tile-fresh' : undefined}
            data-fresh={added.has(moment.id) || undefined}
          >
            <Thumbnail
              moment={moment}
              index={i + 1}
              count={media.length}
              date={date}
              t={t}
              privacyLabel={privacyLabel(moment)}
              onOpen={onOpen}
            />
          </div>
        ))}
      </div>
    </>
  );
}
