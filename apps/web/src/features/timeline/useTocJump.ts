import { useEffect } from 'react';
import { partOf } from './rowLayout';
import { finishJump, setCurrentBucket, useJumpRequest } from './tocStore';
import { setUiFlags } from './uiFlags';
import type { TimelineParts } from './useTimelineParts';

/**
 * Carries out the jumps the table of contents asks for: a request waits
 * until its bucket is loaded, then the list shows the bucket's part and
 * scrolls its header to the top.
 */
export function useTocJump(
  headerIndex: Map<string, number>,
  { starts, part, showPart, virtualizer }: TimelineParts,
): void {
  const jump = useJumpRequest();
  useEffect(() => {
    if (!jump) return;
    const index = headerIndex.get(jump.key);
    if (index === undefined) return; // not loaded yet: the request waits
    finishJump(jump);
    // The asked bucket stays current until the reader scrolls (the last one may not reach the top).
    setUiFlags({ scrollSource: 'toc' });
    setCurrentBucket(jump.key);
    const target = partOf(starts, index);
    const local = index - (starts[target] ?? 0) + (target > 0 ? 1 : 0);
    if (target !== part) showPart(target, local, 'start');
    else virtualizer.scrollToIndex(local, { align: 'start' });
  }, [jump, headerIndex, starts, part, showPart, virtualizer]);
}
