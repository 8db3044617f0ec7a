import type { TagReply } from '@sprout/shared';
import { MediaImage } from '../../components/MediaImage';
import classes from './tags.module.css';
import { LineIcon } from '../../components/LineIcon';

function TagMark() {
  return (
    <LineIcon size={20}>
      <path d="M20.6 13.4 13.4 20.6a2 2 0 0 1-2.8 0L3 13V3h10l7.6 7.6a2 2 0 0 1 0 2.8z" />
      <circle cx="7.5" cy="7.5" r="1.5" />
    </LineIcon>
  );
}

/** A tag's newest picture the user may see, or a tag mark when it has none. */
export function TagCover({ tag, size, className }: { tag: TagReply; size?: number; className?: string }) {
  const cover = tag.covers[0];
  return (
    <span
      className={`${classes.cover} ${className ?? ''}`}
      style={size ? { width: size, height: size } : undefined}
      aria-hidden
    >
      <MediaImage src={cover?.thumb ?? null} alt="" loading="lazy" decoding="async" fallback={<TagMark />} />
    </span>
  );
}

export { TagMark };
