/**
 * How much a day's card grew while this tab had it. The server draws a card's
 * oldest 12 moments (best_12), so photos added later to a busy day fall behind
 * "See all N": the card counts what arrived since the tab first saw the event
 * and offers those, newest first, instead of leaving them to be hunted for.
 *
 * Counts, not ids: a card carries only 12 of its moments, while its count is
 * exact. A count that shrinks (a deletion) lowers the baseline with it, so a
 * later addition is not hidden behind the removed one.
 */
import type { MomentReply } from '@sprout/shared';

/** Per event id, its moment count when this tab first saw it (or last showed its new ones). */
export type Baselines = ReadonlyMap<number, number>;

/** The moments an event gained over its baseline; none for an event the tab has not seen before. */
export function grownBy(baseline: number | undefined, count: number): number {
  return baseline === undefined ? 0 : Math.max(0, count - baseline);
}

/**
 * The baselines after a look at `events`: a new event starts at its count
 * (what the tab first sees of it is not news), a shrunk one follows its count
 * down. The same map comes back when nothing changes, so a store holding it
 * tells nobody.
 */
export function recordBaselines(
  baselines: Baselines,
  events: ReadonlyArray<{ id: number; counts: { moments: number } }>,
): Baselines {
  let next: Map<number, number> | null = null;
  for (const event of events) {
    const known = baselines.get(event.id);
    if (known !== undefined && known <= event.counts.moments) continue;
    next ??= new Map(baselines);
    next.set(event.id, event.counts.moments);
  }
  return next ?? baselines;
}

/** The baselines once an event's moments were all shown: nothing of it is new any more. */
export function markSeen(baselines: Baselines, eventId: number, count: number): Baselines {
  if (baselines.get(eventId) === count) return baselines;
  const next = new Map(baselines);
  next.set(eventId, count);
  return next;
}

/**
 * The ids of an event's `fresh` most recently added moments: ids grow with
 * every upload, while taken_at_gmt is when a photo was taken, often long
 * before it was sent. Texts count, as they counted in the growth.
 */
export function freshIds(moments: readonly MomentReply[], fresh: number): ReadonlySet<number> {
  if (fresh <= 0) return new Set();
  return new Set(
    [...moments]
      .sort((a, b) => b.id - a.id)
      .slice(0, fresh)
      .map((m) => m.id),
  );
}

/** Shown moments with the fresh ones first, newest first, then the rest in their order. */
export function newestFirst(shown: readonly MomentReply[], fresh: ReadonlySet<number>): MomentReply[] {
  const first = shown.filter((m) => fresh.has(m.id)).sort((a, b) => b.id - a.id);
  return [...first, ...shown.filter((m) => !fresh.has(m.id))];
}
