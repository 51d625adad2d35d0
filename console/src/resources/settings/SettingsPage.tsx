import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Confirm } from 'react-admin';
import { isApiError } from '@pathagar/sdk';
import {
  errorMessage,
  formatNumber,
  isErrorCode,
  type Language,
  type TFunction,
} from '@pathagar/shared-i18n';
import { useLanguage, useTranslation } from '@pathagar/shared-i18n/react';
import { useT } from '../../components/i18n';
import { FormPage } from '../../components/fields';
import type { ResetResult } from './dataProvider';
import { useConsoleDataProvider } from '../../providers/useConsoleDataProvider';

type Reset = 'book' | 'donation';
const RESETS: Reset[] = ['book', 'donation'];

interface Outcome {
  reset: Reset;
  lines: string[];
  /** The export the reset wrote, offered for download. */
  exportFile?: string;
}

/** "Error: " and the server's reason when it answered one, the screen's own text otherwise. */
function failureLines(
  t: ReturnType<typeof useT>,
  tf: TFunction,
  reset: Reset,
  error: unknown,
  language: Language
) {
  if (isApiError(error) && error.code === 'copies_out') {
    const out = (error.body as { copiesOut?: number } | undefined)?.copiesOut ?? 0;
    return [t('console:settings.copiesOut', { count: out, n: formatNumber(out, language) })];
  }
  if (isApiError(error) && isErrorCode(error.code)) {
    return [t('console:settings.error', { message: errorMessage(tf, error) })];
  }
  return [t(`console:settings.${reset}.failed`)];
}

function successLines(
  t: ReturnType<typeof useT>,
  reset: Reset,
  result: ResetResult,
  language: Language
) {
  return [
    t(`console:settings.${reset}.done`),
    t('console:settings.deleted', {
      count: result.deletedCount,
      n: formatNumber(result.deletedCount, language),
    }),
    t('console:settings.exportFile', { file: result.exportFile }),
  ];
}

/**
 * Setting (admin-operations.md §2): Reset Book Data and Reset Donation Data. Each asks first
 * (Yes / Cancel; Cancel sends nothing), then calls with the server's required confirm=true, then
 * says how it went in a dialog closed with OK. The server exports what it deletes before deleting
 * (api/README.md "Resets"), and the dialogs say so.
 */
export default function SettingsPage() {
  const t = useT();
  const { t: tf } = useTranslation();
  const { language } = useLanguage();
  const dataProvider = useConsoleDataProvider();
  const queryClient = useQueryClient();
  // What the dialogs show stays while they fade out; the open flags say whether they are up.
  const [asking, setAsking] = useState<Reset>('book');
  const [askOpen, setAskOpen] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [outcomeOpen, setOutcomeOpen] = useState(false);
  const [writeOff, setWriteOff] = useState(false);
  const reset = useMutation({
    mutationFn: (which: Reset) =>
      which === 'book' ? dataProvider.resetBookData(writeOff) : dataProvider.resetDonationData(),
  });
  const download = async (file: string) => {
    const url = URL.createObjectURL(await dataProvider.downloadExport(file));
    const link = document.createElement('a');
    link.href = url;
    link.download = file;
    link.click();
    URL.revokeObjectURL(url);
  };

  const show = (next: Outcome) => {
    setOutcome(next);
    setOutcomeOpen(true);
  };

  const confirm = () => {
    const which = asking;
    setAskOpen(false);
    reset.mutate(which, {
      onSuccess: ({ data }) => {
        show({
          reset: which,
          lines: successLines(t, which, data, language),
          exportFile: data.exportFile,
        });
        setWriteOff(false);
        // The dashboard's figures and the menu dots count what was just deleted.
        void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
      },
      onError: (error) =>
        show({ reset: which, lines: failureLines(t, tf, which, error, language) }),
    });
  };

  return (
    <FormPage title={t('console:settings.title')}>
      <Box sx={{ display: 'grid', gap: 2 }}>
        {RESETS.map((which) => (
          <Paper key={which} variant="outlined" sx={{ p: 2, display: 'grid', gap: 1 }}>
            <Typography>{t(`console:settings.${which}.description`)}</Typography>
            <Box>
              <Button
                variant="contained"
                color="error"
                startIcon={<DeleteForeverIcon />}
                disabled={reset.isPending}
                onClick={() => {
                  setAsking(which);
                  setAskOpen(true);
                }}
              >
                {reset.isPending && reset.variables === which
                  ? t('console:settings.working')
                  : t(`console:settings.${which}.reset`)}
              </Button>
            </Box>
          </Paper>
        ))}
      </Box>

      <Confirm
        isOpen={askOpen}
        title={t(`console:settings.${asking}.reset`)}
        content={
          <>
            <DialogContentText>{t(`console:settings.${asking}.question`)}</DialogContentText>
            <DialogContentText sx={{ mt: 1 }}>{t('console:settings.exportNote')}</DialogContentText>
            {asking === 'book' && (
              <FormControlLabel
                sx={{ mt: 1 }}
                control={
                  <Checkbox checked={writeOff} onChange={(e) => setWriteOff(e.target.checked)} />
                }
                label={t('console:settings.writeOff')}
              />
            )}
          </>
        }
        confirm={t('yes')}
        cancel={t('cancel')}
        confirmColor="warning"
        onConfirm={confirm}
        onClose={() => setAskOpen(false)}
      />

      <Dialog
        open={outcomeOpen}
        onClose={() => setOutcomeOpen(false)}
        aria-labelledby="settings-outcome-title"
      >
        <DialogTitle id="settings-outcome-title">
          {outcome && t(`console:settings.${outcome.reset}.reset`)}
        </DialogTitle>
        <DialogContent>
          {outcome?.lines.map((line) => (
            <DialogContentText key={line}>{line}</DialogContentText>
          ))}
        </DialogContent>
        <DialogActions>
          {outcome?.exportFile && (
            <Button onClick={() => void download(outcome.exportFile!)}>
              {t('console:settings.download')}
            </Button>
          )}
          <Button autoFocus onClick={() => setOutcomeOpen(false)}>
            {t('ok')}
          </Button>
        </DialogActions>
      </Dialog>
    </FormPage>
  );
}
