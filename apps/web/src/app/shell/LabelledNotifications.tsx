import { useMemo } from 'react';
import { MantineThemeProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';

/**
 * The toasts, whose close button has no text: it gets its name here, in the user's language, for every notification at once.
 * Mounted by the signed-in shell, so the public pages do not load the toasts' code; a toast shown just
 * before arriving (the invitation's welcome) waits in Mantine's store and appears when the shell mounts.
 */
export function LabelledNotifications() {
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
