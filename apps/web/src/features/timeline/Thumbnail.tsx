import { useTranslation } from 'react-i18next';
import type { PictureMoment } from './timelineData';

interface ThumbnailProps {
  moment: PictureMoment;
  index: number;
  count: number;
  date: string;
  onOpen: (moment: PictureMoment) => void;
}

/** One square thumbnail; a button that opens the viewer. Shows a placeholder until the server made the thumbnail. */
export function Thumbnail({ moment, index, count, date, onOpen }: ThumbnailProps) {
  const { t } = useTranslation();
  const { picture } = moment;
  const position = { index, count, date };
  const ready = picture.state === 'ready' && picture.thumb;
  const label = picture.state === 'processing' ? t('timeline.processing_label', position) : t('timeline.open_photo', position);
  return (
    <button
      type="button"
      className="sprout-thumb"
      onClick={() => onOpen(moment)}
      aria-label={label}
      data-testid="thumbnail"
      data-moment-id={moment.id}
      data-state={picture.state}
    >
      {ready ? (
        <img src={picture.thumb ?? undefined} alt={t('timeline.photo_alt', position)} loading="lazy" decoding="async" />
      ) : (
        <span className="sprout-thumb-placeholder" aria-hidden>
          {picture.state === 'processing' ? t('timeline.processing') : t('timeline.failed')}
        </span>
      )}
    </button>
  );
}
