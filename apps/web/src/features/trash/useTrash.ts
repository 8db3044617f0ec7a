import { useInfiniteQuery } from '@tanstack/react-query';
import type { TrashItem } from '@sprout/shared';
import { fetchTrash } from '../../api/trash';
import { queryKeys } from '../../api/queryKeys';

const EMPTY: TrashItem[] = [];

/** The active baby's "Recently deleted", page by page. */
export function useTrash(babyId: number | null) {
  const query = useInfiniteQuery({
    queryKey: queryKeys.trash(babyId ?? 0),
    queryFn: ({ pageParam, signal }) => fetchTrash(babyId ?? 0, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_page,
    enabled: babyId !== null,
  });
  return {
    items: query.data?.pages.flatMap((page) => page.list) ?? EMPTY,
    isPending: query.isPending,
    error: query.error,
    hasMore: query.hasNextPage,
    loadMore: () => void query.fetchNextPage(),
    isLoadingMore: query.isFetchingNextPage,
  };
}
