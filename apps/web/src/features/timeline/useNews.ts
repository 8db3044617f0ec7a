import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { visitBaby } from '../../api/notifications';
import { queryKeys } from '../../api/queryKeys';

const NONE: number[] = [];

/**
 * What is new to this visit of a baby's timeline (ADR 0030): opening it records the look, and the
 * answer names the events that arrived or got comments since the previous visit.
 */
export function useNews(babyId: number) {
  const query = useQuery({
    queryKey: queryKeys.news(babyId),
    queryFn: () => visitBaby(babyId),
    staleTime: 60_000,
    refetchOnWindowFocus: true,
  });
  const ids = query.data?.event_ids ?? NONE;
  const newIds = useMemo(() => new Set(ids), [ids]);
  return { newIds, firstNew: ids[0] ?? null, count: ids.length };
}
