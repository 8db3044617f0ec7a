import { useCallback } from 'react';
import { partOf } from './rowLayout';
import type { TimelineRow } from './timelineRows';
import type { TimelineParts } from './useTimelineParts';

/** Scrolls to an event's card, showing its part first if another part is shown (as the table of contents does). */
export function useNewsJump(rows: TimelineRow[], { starts, part, showPart, virtualizer }: TimelineParts) {
  return useCallback(
    (eventId: number) => {
      const index = rows.findIndex((row) => row.kind === 'event' && row.event.id === eventId);
      if (index < 0) return;
      const target = partOf(starts, index);
      const local = index - (starts[target] ?? 0) + (target > 0 ? 1 : 0);
      if (target !== part) showPart(target, local, 'start');
      else virtualizer.scrollToIndex(local, { align: 'start' });
    },
    [rows, starts, part, showPart, virtualizer],
  );
}
