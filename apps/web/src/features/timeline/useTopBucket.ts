import { useEffect } from 'react';
import { bucketAt, type TimelineRow } from './timelineRows';
import { setCurrentBucket } from './tocStore';
import { getUiFlags, useUiFlag } from './uiFlags';
import type { TimelineParts } from './useTimelineParts';

/**
 * Tells the table of contents which bucket is at the top of the list, except
 * right after a jump it asked for: that bucket stays current until the reader scrolls.
 */
export function useTopBucket(rows: TimelineRow[], { virtualizer, from, newer }: TimelineParts): void {
  const firstVisible = virtualizer.range?.startIndex ?? 0;
  const scrollSource = useUiFlag('scrollSource');
  useEffect(() => {
    // Read now, not from this render: a jump earlier in this commit has just set it.
    if (getUiFlags().scrollSource === 'toc') return;
    setCurrentBucket(bucketAt(rows, Math.max(0, from + firstVisible - newer)));
  }, [rows, from, firstVisible, newer, scrollSource]);
  useEffect(() => () => setCurrentBucket(null), []);
}
