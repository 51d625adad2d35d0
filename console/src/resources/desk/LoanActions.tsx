import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { DeskRow } from '@pathagar/sdk/schema';
import { useTranslation } from '@pathagar/shared-i18n/react';
import { failureText } from '../../components/i18n';
import { useHandover, useRequestReturn, useReturnDecision } from './queries';

/**
 * The actions on one open loan, wherever it is shown (Borrowed Books, a scanned copy): hand over
 * an approved copy, take a received one back, confirm a returned one, ask for it back. Each
 * button is disabled while a call runs (one press, one call).
 */
export function LoanActions({ row, onDone }: { row: DeskRow; onDone: (text: string) => void }) {
  const { t } = useTranslation();
  const handover = useHandover();
  const remind = useRequestReturn();
  const decide = useReturnDecision();
  const busy = handover.isPending || remind.isPending || decide.isPending;
  const fail = (error: unknown) => onDone(failureText(t, error, t('console:app.failed')));
  // An approved copy is handed over, a received one taken back.
  const step =
    row.status === 'approved' ? 'handed_over' : row.status === 'Received' ? 'taken_back' : null;
  const done = { onSuccess: () => onDone(t('console:desk.done')), onError: fail };
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
      {step && (
        <Button
          variant="outlined"
          disabled={busy}
          onClick={() => handover.mutate({ rentId: row.rentId, action: step }, done)}
        >
          {t(step === 'handed_over' ? 'console:desk.handedOver' : 'console:desk.takenBack')}
        </Button>
      )}
      {row.status === 'Returned' ? (
        <Button
          variant="outlined"
          disabled={busy}
          onClick={() => decide.mutate({ row, received: true }, done)}
        >
          {t('console:copies.confirmReturn')}
        </Button>
      ) : (
        <Button
          disabled={busy}
          onClick={() =>
            remind.mutate(row, {
              onSuccess: () => onDone(t('console:loans.requested')),
              onError: fail,
            })
          }
        >
          {t('console:loans.requestReturn')}
        </Button>
      )}
    </Stack>
  );
}
