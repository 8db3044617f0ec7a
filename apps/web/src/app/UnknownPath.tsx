import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { lookupAddress } from '../api/babies';
import { queryKeys } from '../api/queryKeys';
import { FullPageLoader } from '../components/FullPageLoader';
import { setStoredBabyId } from '../features/babies/activeBabyStore';
import { afterDomainLookup, decideUnknownPath } from './unknownPathRedirect';

/** A path the route table does not know: a baby's personal domain, or else the timeline. */
export function UnknownPath() {
  const { pathname } = useLocation();
  const decision = decideUnknownPath(pathname);
  if ('redirect' in decision) return <Navigate to={decision.redirect} replace />;
  return <PersonalDomain domain={decision.lookup} />;
}

function PersonalDomain({ domain }: { domain: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    const controller = new AbortController();
    lookupAddress(domain, controller.signal)
      .catch(() => null)
      .then(async (answer) => {
        if (controller.signal.aborted) return;
        const next = afterDomainLookup(answer);
        if (next.activate !== null) {
          setStoredBabyId(next.activate);
          // The user may have joined the family since the list was loaded.
          await queryClient.invalidateQueries({ queryKey: queryKeys.family });
        }
        if (!controller.signal.aborted) await navigate(next.redirect, { replace: true });
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [domain, navigate, queryClient]);
  return <FullPageLoader labelKey="common:app.loading" />;
}
