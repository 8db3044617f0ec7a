import { useMemo } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { LIMITS } from '@sprout/shared';
import { fetchEvents } from '../../api/events';
import { queryKeys } from '../../api/queryKeys';
import { hasProcessing, visibleEvents } from './timelineData';

/**
 * The events of one baby, page by page (next_page), newest first. While a
 * picture is processing the whole list is fetched again every 2 s.
 */
export function useTimeline(babyId: number | null) {
  const query = useInfiniteQuery({
    queryKey: queryKeys.events(babyId ?? 0),
    queryFn: ({ pageParam, signal }) => fetchEvents(babyId ?? 0, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_page,
    enabled: babyId !== null,
    refetchInterval: (q) => {
      const pages = q.state.data?.pages ?? [];
      return pages.some((page) => hasProcessing(page.list)) ? LIMITS.uploadPollMs : false;
    },
  });
  const events = useMemo(() => visibleEvents(query.data?.pages.flatMap((page) => page.list) ?? []), [query.data]);
  return { ...query, events };
}
