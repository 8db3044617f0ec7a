import type { ReactNode } from 'react';
import { Box } from '@mantine/core';
import { MediaImage } from '../../components/MediaImage';
import { useBabyCover } from './useBabyCover';

/**
 * The head of the timeline and the album: the baby's cover with the page's
 * title over it, or the title alone when no cover was chosen. It sits above
 * the timeline's scroll box, never inside it, so the virtual list's row
 * maths are untouched; its height is fixed by CSS (sprout-cover), so the
 * scroll box does not jump when the picture arrives. `compact`: the list
 * below has been scrolled, so the cover gives its room to the photos.
 */
export function BabyCover({
  babyId,
  children,
  testId,
  compact = false,
}: {
  babyId: number;
  children?: ReactNode;
  testId: string;
  compact?: boolean;
}) {
  const cover = useBabyCover(babyId);
  if (!cover?.background) return children ? <>{children}</> : null;
  return (
    <Box
      className="sprout-cover"
      data-testid={testId}
      data-has-title={children ? 'true' : 'false'}
      data-compact={compact || undefined}
    >
      <MediaImage src={cover.background} alt="" decoding="async" style={{ objectPosition: `center ${cover.y}%` }} />
      {children && <div className="sprout-cover-title">{children}</div>}
    </Box>
  );
}
