import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { fetchFamilyRelations } from '../api/family';
import { queryKeys } from '../api/queryKeys';

/**
 * The user's babies with their relation, permission and abilities. Asked
 * again whenever the window regains focus, so a permission an Admin changed
 * in another browser shows up (e.g. the upload button appears).
 */
export function useFamily() {
  return useQuery({
    queryKey: queryKeys.family,
    queryFn: ({ signal }) => fetchFamilyRelations(signal),
    staleTime: 60_000,
    refetchOnWindowFocus: 'always',
  });
}

/** How old the family list may be when the timeline opens before it is asked for again. */
const TIMELINE_REFRESH_AFTER_MS = 5_000;

/** Refreshes the family list each time the timeline is opened (not more than every few seconds). */
export function useRefreshFamilyOnTimeline(): void {
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const onTimeline = pathname === '/timeline';
  useEffect(() => {
    if (!onTimeline) return;
    const state = queryClient.getQueryState(queryKeys.family);
    if (state?.status === 'success' && state.fetchStatus === 'idle' && Date.now() - state.dataUpdatedAt > TIMELINE_REFRESH_AFTER_MS) {
      void queryClient.invalidateQueries({ queryKey: queryKeys.family });
    }
  }, [onTimeline, queryClient]);
}
