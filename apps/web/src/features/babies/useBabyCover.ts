import { useQuery } from '@tanstack/react-query';
import { fetchBabyBackground, type BabyBackgroundReply } from '../../api/babies';
import { queryKeys } from '../../api/queryKeys';

/** The baby's cover (its background, GET /babies/{id}/background), shared by the timeline and the album. */
export function useBabyCover(babyId: number): BabyBackgroundReply | null {
  const cover = useQuery({
    queryKey: queryKeys.babyBackground(babyId),
    queryFn: ({ signal }) => fetchBabyBackground(babyId, signal),
    staleTime: 60_000,
  });
  return cover.data ?? null;
}
