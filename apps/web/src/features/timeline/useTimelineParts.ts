import { useCallback, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { partStarts } from './rowLayout';
import type { TimelineRow } from './timelineRows';

/** A row of the list, or the switch to the part above or below. */
export type Slot = TimelineRow | { kind: 'newer'; key: 'newer' } | { kind: 'older'; key: 'older' };

export type PartAlign = 'start' | 'end';

export interface TimelineParts {
  virtualizer: Virtualizer<HTMLDivElement, Element>;
  slotAt: (index: number) => Slot;
  /** Where each part starts in `rows`. */
  starts: number[];
  part: number;
  /** The first row of the shown part, and 1 when a "newer" switch comes before it. */
  from: number;
  newer: number;
  /** Shows another part, then scrolls to its slot `index` (-1: its last row). */
  showPart: (next: number, index: number, align: PartAlign) => void;
}

/**
 * The virtual list over the part of the timeline shown now. A timeline too
 * tall for one scroll element is shown in parts (rowLayout.partStarts),
 * with a switch slot at each end; after a switch the list scrolls where it
 * was asked to once the new part has rendered.
 */
/** `layoutKey` names the width and font scale the heights were computed at. */
export function useTimelineParts(
  rows: TimelineRow[],
  heights: number[],
  scrollRef: RefObject<HTMLDivElement | null>,
  layoutKey: string,
): TimelineParts {
  const starts = useMemo(() => partStarts(heights), [heights]);
  const [wantedPart, setPart] = useState(0);
  const part = Math.min(wantedPart, starts.length - 1);
  const from = starts[part] ?? 0;
  const to = starts[part + 1] ?? rows.length;
  const newer = part > 0 ? 1 : 0;
  const older = part < starts.length - 1 ? 1 : 0;
  const count = to - from + newer + older;
  const slotAt = useCallback(
    (index: number): Slot => {
      if (newer && index === 0) return { kind: 'newer', key: 'newer' };
      if (older && index === count - 1) return { kind: 'older', key: 'older' };
      return rows[from + index - newer] as TimelineRow;
    },
    [rows, from, newer, older, count],
  );

  // Stable between renders: the virtualizer lays out every row again (24k at six years) whenever getItemKey changes,
  // and on every scroll step that garbage filled the old generation, whose collections were the longest pauses.
  const estimateSize = useCallback(
    (index: number) => {
      const slot = slotAt(index);
      return slot.kind === 'newer' || slot.kind === 'older' ? 72 : (heights[from + index - newer] ?? 300);
    },
    [slotAt, heights, from, newer],
  );
  const getItemKey = useCallback((index: number) => slotAt(index).key, [slotAt]);
  const getScrollElement = useCallback(() => scrollRef.current, [scrollRef]);

  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is meant to be read during render
  const virtualizer = useVirtualizer({
    count,
    getScrollElement,
    estimateSize,
    getItemKey,
    overscan: 3,
    // Let React batch the re-render a scroll causes instead of forcing it inside the scroll event:
    // a fast fling through 20k events otherwise piles synchronous renders into long tasks.
    useFlushSync: false,
  });

  // On a new width or font scale every row's size changes (the picture grid follows the width, ADR 0021), and a
  // size measured at the old width would stay cached for rows not shown now, misplacing every row below them
  // (a table-of-contents jump then stops short). The estimates are exact, so they replace what was measured;
  // a shown row that is taller than its estimate (an open caption editor) reflows at the new width and is
  // measured again by its ResizeObserver.
  useLayoutEffect(() => {
    virtualizer.measure();
  }, [layoutKey, virtualizer]);

  // Where to go once a part switch has rendered.
  const pending = useRef<{ index: number; align: PartAlign } | null>(null);
  useLayoutEffect(() => {
    const target = pending.current;
    if (!target) return;
    pending.current = null;
    // -1: the last row of the part, just above its "older" switch.
    const last = virtualizer.options.count - 2;
    virtualizer.scrollToIndex(target.index < 0 ? Math.max(0, last) : target.index, { align: target.align });
  }, [part, virtualizer]);

  const showPart = useCallback((next: number, index: number, align: PartAlign) => {
    pending.current = { index, align };
    setPart(next);
  }, []);

  return { virtualizer, slotAt, starts, part, from, newer, showPart };
}
