import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { fetchBabiesNews } from '../../api/notifications';
import { queryKeys } from '../../api/queryKeys';

/** How many new items each of the member's babies has since their last look at it, by baby id. */
export function useBabiesNews(): Map<number, number> {
  const query = useQuery({
    queryKey: queryKeys.babiesNews,
    queryFn: ({ signal }) => fetchBabiesNews(signal),
    staleTime: 30_000,
  });
  const list = query.data?.list;
  return useMemo(() => new Map((list ?? []).map((b) => [b.baby_id, b.new_count])), [list]);
}
