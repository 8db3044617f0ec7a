/**
 * Loading and refreshing one baby's timeline (spec §4 "Timeline data"):
 * - start from what is shown, else from the IndexedDB cache (shown at once);
 * - with nothing at all, wait 2000 ms, show the first page of GET /events, then
 *   page forward through GET /events/updates from since=0;
 * - otherwise page forward from the stored `since` and merge the changes.
 * Every page is written to the cache at once and merged into the latest shown
 * data (so a like made meanwhile is kept) at most every PUBLISH_MS.
 */
import type { QueryClient } from '@tanstack/react-query';
import { LIMITS, type EventReply } from '@sprout/shared';
import { isApiError } from '../../api/ApiError';
import { fetchEventUpdates, fetchEvents } from '../../api/events';
import { queryKeys } from '../../api/queryKeys';
import { readTimelineCache, writeTimelineCache } from './timelineCache';
import { cacheChanges, mergeEvents, type EventChange } from './timelineMerge';

export interface TimelineData {
  events: EventReply[];
  /** What to send as `since` next time (Unix s). */
  since: number;
  /** True once the first full load reached the last page. */
  isLoadCompleted: boolean;
}

const PUBLISH_MS = 400;

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason instanceof Error ? signal.reason : new DOMException('Aborted', 'AbortError'));
      },
      { once: true },
    );
  });
}

/**
 * The sync, or offline the timeline last synced: with no network (an installed app opened on a train),
 * the IndexedDB cache is what is shown, and the next sync once back online merges the changes.
 */
export async function syncTimeline(
  queryClient: QueryClient,
  userId: number,
  babyId: number,
  signal: AbortSignal,
): Promise<TimelineData> {
  try {
    return await syncOnline(queryClient, userId, babyId, signal);
  } catch (error) {
    const shown = queryClient.getQueryData<TimelineData>(queryKeys.events(babyId));
    if (isApiError(error) && error.status === 0 && shown) return shown;
    throw error;
  }
}

async function syncOnline(
  queryClient: QueryClient,
  userId: number,
  babyId: number,
  signal: AbortSignal,
): Promise<TimelineData> {
  const key = queryKeys.events(babyId);
  const latest = () => queryClient.getQueryData<TimelineData>(key);
  const show = (data: TimelineData) => queryClient.setQueryData<TimelineData>(key, data);

  let base = latest();
  if (!base) {
    const cached = await readTimelineCache(userId, babyId);
    if (cached) {
      base = { events: cached.data, since: cached.since, isLoadCompleted: cached.isLoadCompleted };
      show(base);
    }
  }
  if (!base) {
    await sleep(LIMITS.firstLoadDelayMs, signal);
    const first = await fetchEvents(babyId, null, signal);
    const merged = mergeEvents([], first.list);
    base = { events: merged.events, since: 0, isLoadCompleted: false };
    show(base);
    await writeTimelineCache(userId, babyId, {
      upserted: merged.upserted,
      removed: [],
      since: 0,
      isLoadCompleted: false,
      replaceAll: true,
    });
  }

  const requestSince = base.since;
  let since = base.since;
  let isLoadCompleted = base.isLoadCompleted;
  let pending: EventChange[] = [];
  let nextPage: string | null = null;
  let shownAt = Date.now();
  let changed = false;
  const current = (): TimelineData => {
    const shown = latest() ?? base;
    return { events: mergeEvents(shown.events, pending).events, since, isLoadCompleted };
  };
  do {
    // skip_invisible only from 0: later, an entry created in the very second of `since` may be one already seen.
    const page = await fetchEventUpdates(babyId, requestSince, nextPage, signal, requestSince === 0);
    nextPage = page.next_page;
    since = page.since;
    isLoadCompleted ||= nextPage === null;
    pending.push(...page.list);
    await writeTimelineCache(userId, babyId, { ...cacheChanges(page.list), since, isLoadCompleted });
    if (nextPage && Date.now() - shownAt >= PUBLISH_MS) {
      show(current());
      pending = [];
      shownAt = Date.now();
    }
    changed ||= page.list.length > 0;
  } while (nextPage);
  // The table of contents counts moments per bucket: ask again when anything changed.
  if (changed) void queryClient.invalidateQueries({ queryKey: queryKeys.navigationsOf(babyId) });
  return current();
}
