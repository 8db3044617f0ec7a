import { useMemo, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { MantineProvider, MantineThemeProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { i18n } from 'i18next';
import { theme } from './theme';

/** The toasts, whose close button has no text: it gets its name here, in the user's language, for every notification at once. */
function LabelledNotifications() {
  const { t } = useTranslation(['common']);
  const close = t('common:actions.close');
  const named = useMemo(
    () => ({ components: { Notification: { defaultProps: { closeButtonProps: { 'aria-label': close } } } } }),
    [close],
  );
  return (
    <MantineThemeProvider theme={named} inherit>
      <Notifications position="top-center" />
    </MantineThemeProvider>
  );
}

export function Providers({
  queryClient,
  i18n,
  children,
}: {
  queryClient: QueryClient;
  i18n: i18n;
  children: ReactNode;
}) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider theme={theme} defaultColorScheme="light">
          <LabelledNotifications />
          {children}
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
