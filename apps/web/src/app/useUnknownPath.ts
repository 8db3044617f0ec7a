import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { lookupAddress } from '../api/babies';
import { queryKeys } from '../api/queryKeys';
import { setStoredBabyId } from '../lib/activeBabyStore';
import { afterDomainLookup, decideUnknownPath, FALLBACK_PATH } from './unknownPathRedirect';

/** What the catch-all route shows while it decides: a loader, or "no permission" for another family's album. */
export type UnknownPathView = 'checking' | 'forbidden';

/**
 * A path the route table does not know: a baby's personal domain opens that baby's timeline; any
 * other goes to the timeline (spec §2) with a short notice that the page did not exist (issue 23).
 * The notice waits in Mantine's store until the shell's toasts are drawn.
 */
export function useUnknownPath(): UnknownPathView {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { t } = useTranslation(['common']);
  const [forbidden, setForbidden] = useState<string | null>(null);
  const decision = decideUnknownPath(pathname);
  const domain = 'lookup' in decision ? decision.lookup : null;

  useEffect(() => {
    const controller = new AbortController();
    const leave = () => {
      notifications.show({
        id: 'unknown-path',
        color: 'gray',
        message: t('common:not_found.notice', { path: pathname }),
        autoClose: 6000,
        'data-testid': 'unknown-path-notice',
      });
      void navigate(FALLBACK_PATH, { replace: true });
    };
    if (domain === null) {
      leave();
      return undefined;
    }
    lookupAddress(domain, controller.signal)
      .catch(() => null)
      .then(async (answer) => {
        if (controller.signal.aborted) return;
        const next = afterDomainLookup(answer);
        if ('forbidden' in next) setForbidden(pathname);
        else if ('notFound' in next) leave();
        else {
          setStoredBabyId(next.activate);
          // The user may have joined the family since the list was loaded.
          await queryClient.invalidateQueries({ queryKey: queryKeys.family });
          if (!controller.signal.aborted) await navigate(next.redirect, { replace: true });
        }
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [domain, pathname, navigate, queryClient, t]);

  return forbidden === pathname ? 'forbidden' : 'checking';
}
