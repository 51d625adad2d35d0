import { useCallback } from 'react';
import { useTranslation } from '@pathagar/shared-i18n/react';
import { useToast } from './toast';

/**
 * A list's `queryOptions.onError`: the list shows as empty (spec §8, "load failures fall back to
 * empty lists") and a red toast in the reader's language says why, in place of react-admin's
 * default toast, which shows the server's English message.
 */
export function useLoadFailed() {
  const { t } = useTranslation();
  const toast = useToast();
  return useCallback(() => toast(t('console:app.loadFailed'), 'error'), [t, toast]);
}
