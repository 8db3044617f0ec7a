import { useCallback } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { LIMITS, type EventReply } from '@sprout/shared';
import { queryKeys } from '../../api/queryKeys';
import { useCurrentUser } from '../../hooks/useCurrentUser';
import { syncTimeline, type TimelineData } from './syncTimeline';
import { hasProcessing } from './timelineData';

const EMPTY: EventReply[] = [];
/**
 * An open, visible timeline asks for changes this often, so what the rest of the family adds
 * appears without a reload (a cached answer on the server while nothing changed).
 */
export const TIMELINE_SYNC_MS = 60_000;

/**
 * The events of one baby, newest first, kept in step with the server by
 * incremental updates (syncTimeline). Refreshing is invalidating the query;
 * while a picture is processing it refreshes every 2 s, otherwise every minute while the tab is
 * visible (TanStack does not run the interval in a hidden tab).
 */
export function useTimeline(babyId: number | null) {
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const userId = user.data?.id ?? null;
  const query = useQuery({
    queryKey: queryKeys.events(babyId ?? 0),
    queryFn: ({ signal }) => syncTimeline(queryClient, userId ?? 0, babyId ?? 0, signal),
    enabled: babyId !== null && userId !== null,
    // Offline, the sync still runs: it shows the IndexedDB cache (and keeps it) instead of waiting for a network.
    networkMode: 'offlineFirst',
    // 20k events: comparing old and new data deeply on every sync would cost more than it saves.
    structuralSharing: false,
    staleTime: 30_000,
    refetchOnWindowFocus: true,
    refetchInterval: (q) =>
      q.state.data && hasProcessing(q.state.data.events) ? LIMITS.uploadPollMs : TIMELINE_SYNC_MS,
  });
  const { refetch } = query;
  const refresh = useCallback(() => refetch({ cancelRefetch: false }), [refetch]);
  return {
    events: query.data?.events ?? EMPTY,
    isLoadCompleted: query.data?.isLoadCompleted ?? false,
    isPending: query.isPending || user.isPending,
    isError: query.isError || user.isError,
    error: query.error ?? user.error,
    isFetching: query.isFetching,
    refresh,
  };
}

/** Changes the shown events of a baby locally (optimistic likes, deletions); no-op before they are loaded. */
export function updateTimelineEvents(
  queryClient: QueryClient,
  babyId: number,
  change: (events: EventReply[]) => EventReply[],
): void {
  queryClient.setQueryData<TimelineData>(queryKeys.events(babyId), (data) => {
    if (!data) return data;
    const events = change(data.events);
    return events === data.events ? data : { ...data, events };
  });
}

/** Asks for the server's changes (the list is refreshed by incremental updates). */
export function refreshTimeline(queryClient: QueryClient, babyId: number): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: queryKeys.events(babyId) });
}
