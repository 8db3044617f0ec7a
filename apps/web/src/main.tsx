// The pages before sign-in are styled by public.css alone; Mantine's styles come with the signed-in app (app/AppScope.tsx).
import './public/public.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { configureApiClient } from './api/client';
import { currentLocale, initI18n } from './lib/i18n';
import { createAppRouter, routerReady } from './app/router';
import { CLEAN_EVENT, endRefusedSession } from './lib/session';
import { registerServiceWorker } from './lib/serviceWorker';

// The cached timelines go on a clean-event (sign-out, a refused session) even when nothing signed in
// has loaded yet in this tab: the cache's module is fetched then.
window.addEventListener(CLEAN_EVENT, () => {
  void import('./features/timeline/timelineCache').then(({ clearTimelineCache }) => clearTimelineCache());
});
registerServiceWorker();
const router = createAppRouter();

configureApiClient({
  getLocale: currentLocale,
  // A 401 anywhere but sign-in: reset the stored token and go Home (spec §7).
  onUnauthorized: () => {
    endRefusedSession();
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
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </StrictMode>,
  );
});
