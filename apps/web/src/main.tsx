import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/charts/styles.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { configureApiClient } from './api/client';
import { currentLocale, initI18n } from './lib/i18n';
import { Providers } from './app/Providers';
import { createQueryClient } from './app/queryClient';
import { createAppRouter, routerReady } from './app/router';
import { endRefusedSession } from './lib/session';
import { installCleanEventListener } from './features/timeline/timelineCache';
import { queryKeys } from './api/queryKeys';
import { installOfflineSnapshot } from './lib/offlineSnapshot';
import { registerServiceWorker } from './lib/serviceWorker';

installCleanEventListener();
const queryClient = createQueryClient();
installOfflineSnapshot(queryClient, { user: queryKeys.user, family: queryKeys.family });
registerServiceWorker();
const router = createAppRouter();

configureApiClient({
  getLocale: currentLocale,
  // A 401 anywhere but sign-in: reset the stored token and go Home (spec §7).
  onUnauthorized: () => {
    endRefusedSession(queryClient);
    void router.navigate('/login', { replace: true });
  },
});

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
// The first screen is drawn whole: its route's screens and the user's language load side by side first.
// No top-level await: this module shares a chunk with what the lazy screens import (vite.config.ts),
// and a lazy screen waiting on a chunk that waits on that screen would never load.
void Promise.all([initI18n(), routerReady(router)]).then(([i18n]) => {
  createRoot(root).render(
    <StrictMode>
      <Providers queryClient={queryClient} i18n={i18n}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
});
