import { useCallback, useEffect } from 'react';
import type { EventReply } from '@sprout/shared';
import { createStore, useStore } from '../../lib/createStore';
import { grownBy, markSeen, recordBaselines, type Baselines } from './cardGrowth';

/**
 * The tab's baselines, outside React: they outlive the timeline screen (going
 * to the album and back is the same tab, so what grew meanwhile is still new)
 * and end with the tab, as "new" means new to this sitting. Event ids are
 * global, so one map serves every baby.
 */
const baselines = createStore<Baselines>(new Map());

/**
 * How much each day's card grew while this tab had the timeline (cardGrowth.ts),
 * and a way to say its new moments were shown. Every event the list holds gets
 * its baseline on first sight, drawn or not: one far down that grows is "+N new"
 * when the reader scrolls to it.
 */
export function useCardGrowth(events: readonly EventReply[]) {
  useEffect(() => {
    baselines.set((known) => recordBaselines(known, events));
  }, [events]);
  const known = useStore(baselines);
  const grown = useCallback((event: EventReply) => grownBy(known.get(event.id), event.counts.moments), [known]);
  const seen = useCallback((event: EventReply) => {
    baselines.set((current) => markSeen(current, event.id, event.counts.moments));
  }, []);
  return { grown, seen };
}
