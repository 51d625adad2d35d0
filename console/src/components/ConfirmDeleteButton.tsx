import DeleteIcon from '@mui/icons-material/Delete';
import { useDelete, type RaRecord } from 'react-admin';
import { useTranslation } from '@pathagar/shared-i18n/react';
import { ConfirmActionButton } from './ConfirmActionButton';
import { failureText } from './i18n';
import { TOAST, useToast } from './toast';

export interface ConfirmDeleteButtonProps {
  resource: string;
  record: RaRecord;
  /** The confirmation question, naming the item where the spec says so. */
  question: string;
  success: string;
  failure: string;
  /** How long the toasts stay (ms). */
  duration?: number;
  /** The button's accessible name, e.g. "Delete <book name>". */
  label?: string;
}

/**
 * The delete flow of admin-content.md §4: confirm first (a focus-trapped dialog), then the call;
 * the button stays disabled while it is in flight; on success the row leaves the list (the call is
 * pessimistic, so react-admin drops it from its cache only then), otherwise the error is shown
 * and the row stays.
 */
export function ConfirmDeleteButton({
  resource,
  record,
  question,
  success,
  failure,
  duration = TOAST.default,
  label,
}: ConfirmDeleteButtonProps) {
  const { t } = useTranslation();
  const toast = useToast();
  // Pessimistic: the row leaves the list only once the server said yes (spec §4).
  const [remove, { isPending }] = useDelete(undefined, undefined, { mutationMode: 'pessimistic' });

  const confirm = () => {
    void remove(
      resource,
      { id: record.id, previousData: record },
      {
        onSuccess: () => toast(success, 'success', duration),
        onError: (error) => toast(failureText(t, error, failure), 'error', duration),
      }
    );
  };

  return (
    <ConfirmActionButton
      text={t('delete')}
      label={label}
      icon={<DeleteIcon />}
      variant="text"
      disabled={isPending}
      title={t('console:app.confirmDeleteTitle')}
      question={question}
      confirmText={t('delete')}
      onConfirm={confirm}
    />
  );
}
