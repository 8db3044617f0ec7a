import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { fetchTagged, fetchTags } from '../../api/tags';
import { queryKeys } from '../../api/queryKeys';

/** The first page of the baby's tags (the dialog and the sidebar): the 100 most recently used, with suggestions. */
export function useFirstTags(babyId: number | null) {
  return useQuery({
    queryKey: [...queryKeys.tags(babyId ?? 0), 'first'],
    queryFn: ({ signal }) => fetchTags(babyId ?? 0, 1, signal),
    enabled: babyId !== null,
    staleTime: 30_000,
  });
}

/** Every page of the baby's tags, for the tag list. */
export function useAllTags(babyId: number) {
  const query = useInfiniteQuery({
    queryKey: [...queryKeys.tags(babyId), 'all'],
    queryFn: ({ pageParam, signal }) => fetchTags(babyId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => last.next_page ?? undefined,
  });
  return { query, tags: query.data?.pages.flatMap((p) => p.tags) ?? [] };
}

/** One tag with its moments the user may see, newest first, 60 a page. */
export function useTagged(babyId: number, tagId: number) {
  const query = useInfiniteQuery({
    queryKey: queryKeys.tagged(babyId, tagId),
    queryFn: ({ pageParam, signal }) => fetchTagged(babyId, tagId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_page,
  });
  return { query, tag: query.data?.pages[0]?.tag ?? null, moments: query.data?.pages.flatMap((p) => p.moments) ?? [] };
}
