import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { EventReply } from '@sprout/shared';
import { fetchEvent } from '../../api/events';
import { queryKeys } from '../../api/queryKeys';

/**
 * One event with all its moments. The timeline's copy is enough when it holds
 * every moment (best_12 lists at most 12); otherwise GET /events/{id}.json.
 */
export function useEventDetail(eventId: number | null, fromTimeline: EventReply | null) {
  const complete = fromTimeline !== null && fromTimeline.moments.length >= fromTimeline.counts.moments;
  const query = useQuery({
    queryKey: queryKeys.event(eventId ?? 0),
    queryFn: ({ signal }) => fetchEvent(eventId ?? 0, signal),
    enabled: eventId !== null && !complete,
    staleTime: 10_000,
  });
  // A copy fetched before the timeline's last sync lacks what was added since, and "+N new"
  // opens the grid right after that sync: a count that differs from the timeline's asks again.
  const outdated =
    !complete &&
    fromTimeline !== null &&
    query.data !== undefined &&
    query.data.counts.moments !== fromTimeline.counts.moments;
  const { refetch } = query;
  useEffect(() => {
    if (outdated) void refetch();
  }, [outdated, refetch]);
  const event = complete ? fromTimeline : (query.data ?? fromTimeline);
  return {
    event,
    isPending: !complete && query.isPending && eventId !== null,
    isError: !complete && query.isError,
    error: query.error,
  };
}
