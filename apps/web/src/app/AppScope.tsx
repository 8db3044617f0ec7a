/**
 * The signed-in app's ground, loaded by the router on the first route that needs it (every route but
 * the four pages before sign-in, ADR 0027): Mantine and its styles, TanStack Query and its one
 * client, the offline snapshot, and the catalogues' remaining namespaces. Until then none of it is
 * downloaded; a sign-in's user waits in lib/appCache and seeds the client here.
 */
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/charts/styles.css';
import './global.css';
import { Outlet } from 'react-router';
import { queryKeys } from '../api/queryKeys';
import { registerAppCache } from '../lib/appCache';
import { loadAllNamespaces } from '../lib/i18n';
import { installOfflineSnapshot } from '../lib/offlineSnapshot';
import { Providers } from './Providers';
import { createQueryClient } from './queryClient';

const queryClient = createQueryClient();
installOfflineSnapshot(queryClient, { user: queryKeys.user, family: queryKeys.family });
registerAppCache({
  clear: () => {
    queryClient.cancelQueries().catch(() => undefined);
    queryClient.removeQueries();
  },
  seedUser: (user) => queryClient.setQueryData(queryKeys.user, user),
  invalidate: () => queryClient.invalidateQueries(),
});

export function AppScope() {
  return (
    <Providers queryClient={queryClient}>
      <Outlet />
    </Providers>
  );
}

/** The route's lazy(): the component once the current language's every namespace is there too. */
export async function appScopeRoute() {
  await loadAllNamespaces();
  return { Component: AppScope };
}
