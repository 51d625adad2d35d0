import { Alert } from '@mantine/core';
import { useTranslation } from '@pathagar/shared-i18n/react';
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/**
 * A line under the header while the browser is offline (pages then come from the service
 * worker). Reads navigator.onLine itself, also on a page opened while already offline.
 */
export function OfflineNotice() {
  const { t } = useTranslation();
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true
  );
  if (online) return null;
  return (
    <Alert role="status" color="yellow" radius={0} py="xs">
      {t('site:shell.offline')}
    </Alert>
  );
}
