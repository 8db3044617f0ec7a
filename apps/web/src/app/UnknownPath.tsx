import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { lookupAddress } from '../api/babies';
import { queryKeys } from '../api/queryKeys';
import { FullPageLoader } from '../components/FullPageLoader';
import { setStoredBabyId } from '../lib/activeBabyStore';
import { NoPermission } from '../features/babies/NoPermission';
import { BrandMark } from '../public/BrandMark';
import { NotFound } from './NotFound';
import { afterDomainLookup, decideUnknownPath } from './unknownPathRedirect';

/** A path the route table does not know: a baby's personal domain, or else "page not found". */
export function UnknownPath() {
  const { pathname } = useLocation();
  const decision = decideUnknownPath(pathname);
  if ('notFound' in decision) return <NotFound />;
  return <PersonalDomain key={decision.lookup} domain={decision.lookup} />;
}

function PersonalDomain({ domain }: { domain: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<'missing' | 'forbidden' | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    lookupAddress(domain, controller.signal)
      .catch(() => null)
      .then(async (answer) => {
        if (controller.signal.aborted) return;
        const next = afterDomainLookup(answer);
        if ('notFound' in next || 'forbidden' in next) {
          setOutcome('notFound' in next ? 'missing' : 'forbidden');
          return;
        }
        setStoredBabyId(next.activate);
        // The user may have joined the family since the list was loaded.
        await queryClient.invalidateQueries({ queryKey: queryKeys.family });
        if (!controller.signal.aborted) await navigate(next.redirect, { replace: true });
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [domain, navigate, queryClient]);
  if (outcome === 'forbidden') return <NoPermission fullPage mark={<BrandMark />} />;
  return outcome === 'missing' ? <NotFound /> : <FullPageLoader labelKey="common:app.loading" />;
}
