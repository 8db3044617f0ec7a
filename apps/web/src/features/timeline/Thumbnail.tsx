import type { MomentReply } from '@sprout/shared';
import { MediaImage } from '../../components/MediaImage';
import type { Translate } from '../../lib/i18n';
import { videoOf } from '../media';
import { PrivacyIcon } from '../privacy';
import { LineIcon } from '../../components/LineIcon';

interface ThumbnailProps {
  moment: MomentReply;
  index: number;
  count: number;
  date: string;
  /** The list's translate function: a tile subscribes to nothing itself. */
  t: Translate<'timeline'>;
  /** Who may see the moment, in words (its corner mark's title). */
  privacyLabel: string;
  /** False: the tile shows its placeholder and fetches nothing yet. */
  showPicture?: boolean;
  onOpen: (moment: MomentReply) => void;
}

function PlayMark() {
  return (
    <span className="sprout-thumb-mark" aria-hidden>
      <svg width="28" height="28" viewBox="0 0 24 24" fill="currentColor">
        <path d="M8 5v14l11-7z" />
      </svg>
    </span>
  );
}

function AudioMark() {
  return (
    <LineIcon size={30}>
      <path d="M9 18V5l12-2v13" />
      <circle cx="6" cy="18" r="3" />
      <circle cx="18" cy="16" r="3" />
    </LineIcon>
  );
}

/** One square tile (picture, video or audio); a button that opens the viewer. A placeholder until the server made the thumbnail. */
export function Thumbnail({ moment, index, count, date, t, privacyLabel, showPicture = true, onOpen }: ThumbnailProps) {
  const position = { index, count, date };
  const picture = moment.type === 'picture' ? moment.picture : null;
  const video = videoOf(moment);
  const state = picture?.state ?? video?.state ?? 'ready';
  const src = picture?.state === 'ready' ? picture.thumb : (video?.poster ?? null);
  const label =
    moment.type === 'video'
      ? t('timeline:open_video', position)
      : moment.type === 'audio'
        ? t('timeline:audio_item', position)
        : state === 'processing'
          ? t('timeline:processing_label', position)
          : t('timeline:open_photo', position);
  const placeholder = (
    <span className="sprout-thumb-placeholder" aria-hidden>
      {moment.type === 'audio' ? (
        <AudioMark />
      ) : state === 'failed' ? (
        t('timeline:failed')
      ) : src ? null : (
        t('timeline:processing')
      )}
    </span>
  );
  return (
    <button
      type="button"
      className="sprout-thumb"
      onClick={() => onOpen(moment)}
      aria-label={`${label} · ${privacyLabel}`}
      data-testid="thumbnail"
      data-moment-id={moment.id}
      data-type={moment.type}
      data-state={state}
    >
      {showPicture ? (
        <MediaImage
          src={src}
          alt={moment.type === 'picture' ? t('timeline:photo_alt', position) : ''}
          loading="lazy"
          decoding="async"
          fallback={placeholder}
        />
      ) : (
        placeholder
      )}
      {moment.type === 'video' && <PlayMark />}
      <span
        className="sprout-thumb-privacy"
        title={privacyLabel}
        data-testid="tile-privacy"
        data-privacy={moment.privacy}
      >
        <PrivacyIcon privacy={moment.privacy} size={12} />
      </span>
    </button>
  );
}
