import { useInfiniteQuery } from '@tanstack/react-query';
import { queryKeys } from '../../api/queryKeys';
import { fetchAlbum } from '../../api/album';

/** The album's pages, loaded as the grid nears their end (its head, the cover, is BabyCover's). */
export function useAlbum(babyId: number) {
  const query = useInfiniteQuery({
    queryKey: queryKeys.album(babyId),
    queryFn: ({ pageParam, signal }) => fetchAlbum(babyId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_page,
  });
  return { query, moments: query.data?.pages.flatMap((p) => p.moments) ?? [] };
}
