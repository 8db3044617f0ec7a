import { useEffect, useRef, type RefObject } from 'react';
import { getUiFlags, setUiFlags } from './uiFlags';
import type { TimelineParts } from './useTimelineParts';

/**
 * The scroll side of the UI flags (spec §4): the direction of the last
 * scroll, whether the back-to-top button shows, and what moved the list
 * (the reader, or the back-to-top button), and whether it has left its top.
 */
/** Scrolled this far, the list is reading its photos: the cover shrinks and the hints fold. */
const FOLD_PX = 48;
/** Back within this of the top, they open again. */
const FOLD_BACK_PX = 8;

export function useScrollFlags(
  scrollRef: RefObject<HTMLDivElement | null>,
  { part, showPart, virtualizer }: TimelineParts,
) {
  const lastTop = useRef(0);
  useEffect(() => () => setUiFlags({ showScrollButton: false, scrolledPastTop: false }), []);

  const onScroll = () => {
    const element = scrollRef.current;
    if (!element) return;
    const top = element.scrollTop;
    const direction = top < lastTop.current ? 'up' : top > lastTop.current ? 'down' : null;
    // Apart by 40 px, so the room the shrinking cover gives back cannot flip the flag to and fro.
    const pastTop = part > 0 || top > (getUiFlags().scrolledPastTop ? FOLD_BACK_PX : FOLD_PX);
    setUiFlags({
      showScrollButton: part > 0 || top > element.clientHeight,
      scrolledPastTop: pastTop,
      ...(direction ? { scrollDirection: direction } : {}),
    });
    lastTop.current = top;
  };
  const userScrolls = () => setUiFlags({ scrollSource: 'user' });
  const toTop = () => {
    setUiFlags({ scrollSource: 'top_button' });
    if (part > 0) showPart(0, 0, 'start');
    else virtualizer.scrollToOffset(0);
  };
  return { onScroll, userScrolls, toTop };
}
