import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { configureApiClient } from './api/client';
import { currentLocale, initI18n } from './app/i18n';
import { Providers } from './app/Providers';
import { createQueryClient } from './app/queryClient';
import { createAppRouter } from './app/router';
import { endSession } from './app/session';
import { installCleanEventListener } from './features/timeline/timelineCache';

installCleanEventListener();
const i18n = initI18n();
const queryClient = createQueryClient();
const router = createAppRouter();

configureApiClient({
  getLocale: currentLocale,
  // A 401 anywhere but sign-in: reset the stored token and go Home (spec §7).
  onUnauthorized: () => {
    endSession(queryClient);
    void router.navigate('/login', { replace: true });
  },
});

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

createRoot(root).render(
  <StrictMode>
    <Providers queryClient={queryClient} i18n={i18n}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
