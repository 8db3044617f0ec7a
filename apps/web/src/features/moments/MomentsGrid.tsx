import type { EventReply, MomentReply } from '@sprout/shared';
import { useTranslation } from 'react-i18next';
import { viewableMoments } from '../media';
import { usePrivacyLabel } from '../privacy';
import { formatEventDate, Thumbnail } from '../timeline';

/** Every picture, video and audio of one post as square tiles; each opens the viewer. */
export function MomentsGrid({ event, onOpen }: { event: EventReply; onOpen: (moment: MomentReply) => void }) {
  const { t, i18n } = useTranslation(['timeline']);
  const privacyLabel = usePrivacyLabel();
  const date = formatEventDate(event.taken_at_gmt, i18n.language);
  const media = viewableMoments(event.moments);
  return (
    <div
      role="list"
      aria-label={t('timeline:event_label', { date })}
      data-testid="moments-grid"
      style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(7.5rem, 1fr))', gap: 6 }}
    >
      {media.map((moment, i) => (
        <div role="listitem" key={moment.id}>
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
  );
}
