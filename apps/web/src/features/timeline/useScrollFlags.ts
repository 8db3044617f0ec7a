import { useEffect, useRef, type RefObject } from 'react';
import { setUiFlags } from './uiFlags';
import type { TimelineParts } from './useTimelineParts';

/**
 * The scroll side of the UI flags (spec §4): the direction of the last
 * scroll, whether the back-to-top button shows, and what moved the list
 * (the reader, or the back-to-top button).
 */
export function useScrollFlags(
  scrollRef: RefObject<HTMLDivElement | null>,
  { part, showPart, virtualizer }: TimelineParts,
) {
  const lastTop = useRef(0);
  useEffect(() => () => setUiFlags({ showScrollButton: false }), []);

  const onScroll = () => {
    const element = scrollRef.current;
    if (!element) return;
    const top = element.scrollTop;
    const direction = top < lastTop.current ? 'up' : top > lastTop.current ? 'down' : null;
    setUiFlags({
      showScrollButton: part > 0 || top > element.clientHeight,
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
