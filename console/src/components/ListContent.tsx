import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useListContext } from 'react-admin';
import { useTranslation } from '@pathagar/shared-i18n/react';

/**
 * Like ListBody, with the screen's own empty text (e.g. "No users found matching the search
 * criteria."). Failed loads show as empty (admin-operations.md §8).
 */
export function ListContent({ empty, children }: { empty: string; children: ReactNode }) {
  const { t } = useTranslation();
  const { isPending, data } = useListContext();
  if (isPending) return <CircularProgress aria-label={t('loading')} />;
  if (!data?.length) return <Typography role="status">{empty}</Typography>;
  return <>{children}</>;
}
