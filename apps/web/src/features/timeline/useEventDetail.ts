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
  const event = complete ? fromTimeline : (query.data ?? fromTimeline);
  return {
    event,
    isPending: !complete && query.isPending && eventId !== null,
    isError: !complete && query.isError,
    error: query.error,
  };
}
