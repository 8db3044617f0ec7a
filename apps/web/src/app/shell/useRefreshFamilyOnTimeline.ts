import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { refreshFamilyRelations } from '../../api/family';
import { queryKeys } from '../../api/queryKeys';

/** How old the family list may be when the timeline opens before it is asked for again. */
const TIMELINE_REFRESH_AFTER_MS = 5_000;

/** Refreshes the family list (PUT /family_relations/refresh) each time the timeline is opened, not more than every few seconds. */
export function useRefreshFamilyOnTimeline(): void {
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const onTimeline = pathname === '/timeline';
  useEffect(() => {
    if (!onTimeline) return;
    const state = queryClient.getQueryState(queryKeys.family);
    if (
      state?.status === 'success' &&
      state.fetchStatus === 'idle' &&
      Date.now() - state.dataUpdatedAt > TIMELINE_REFRESH_AFTER_MS
    ) {
      // The spec's own call for this moment; a failure leaves the list as it was, to be asked again on focus.
      refreshFamilyRelations().then(
        (relations) => queryClient.setQueryData(queryKeys.family, relations),
        () => undefined,
      );
    }
  }, [onTimeline, queryClient]);
}
