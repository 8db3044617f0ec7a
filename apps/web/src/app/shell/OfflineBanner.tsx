import { useSyncExternalStore } from 'react';
import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { serverUnreachable, subscribeReachability } from '../../api/client';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  const unsubscribe = subscribeReachability(onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
    unsubscribe();
  };
}

const offline = () => !navigator.onLine || serverUnreachable();

/** Said plainly when the device is offline: the timeline is the one last synced, uploads wait. */
export function OfflineBanner() {
  const { t } = useTranslation(['common']);
  if (!useSyncExternalStore(subscribe, offline, () => false)) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      mb="md"
      role="status"
      data-testid="offline-banner"
      title={t('common:offline.title')}
    >
      {t('common:offline.body')}
    </Alert>
  );
}
