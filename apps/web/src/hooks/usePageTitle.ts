import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { routeTitleKey, type RouteHandle, type TitleKey } from '../lib/routeHandle';

/** The translated title of the deepest matched route that declares one. */
export function useRouteTitle(): string | null {
  const { t } = useTranslation(['common']);
  const matches = useMatches();
  let key: TitleKey | null = null;
  for (const match of matches) {
    key = routeTitleKey(match.handle as RouteHandle | undefined, match.params) ?? key;
  }
  return key ? t(`common:titles.${key}`) : null;
}

/** Sets the document title: the route's title with the product suffix, "Timeline · Sprout". */
export function usePageTitle(): void {
  const { t } = useTranslation(['common']);
  const title = useRouteTitle();
  const suffix = t('common:app.title_suffix');
  useEffect(() => {
    document.title = title ? `${title} · ${suffix}` : suffix;
  }, [title, suffix]);
}
