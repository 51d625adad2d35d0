import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from '@pathagar/shared-i18n/react';

/** A page whose data could not be loaded: the reason, and Retry (disabled while it retries). */
export function LoadFailed({
  onRetry,
  retrying = false,
  text,
}: {
  onRetry: () => unknown;
  retrying?: boolean;
  /** The screen's own text; "could not be loaded" by default. */
  text?: string;
}) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" disabled={retrying} onClick={() => void onRetry()}>
          {t('retry')}
        </Button>
      }
    >
      {text ?? t('console:app.loadFailed')}
    </Alert>
  );
}
