import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { fetchAlbum } from '../../api/album';
import { fetchBabyBackground } from '../../api/babies';
import { queryKeys } from '../../api/queryKeys';

/** The album's pages, loaded as the grid nears their end; and the baby's cover for its head. */
export function useAlbum(babyId: number) {
  const query = useInfiniteQuery({
    queryKey: ['album', babyId],
    queryFn: ({ pageParam, signal }) => fetchAlbum(babyId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_page,
  });
  const cover = useQuery({
    queryKey: queryKeys.babyBackground(babyId),
    queryFn: ({ signal }) => fetchBabyBackground(babyId, signal),
    staleTime: 60_000,
  });
  return { query, moments: query.data?.pages.flatMap((p) => p.moments) ?? [], cover: cover.data ?? null };
}
