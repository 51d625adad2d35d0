import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { formatNumber } from '@pathagar/shared-i18n';
import { useLanguage, useTranslation } from '@pathagar/shared-i18n/react';
import type { CsvImportReport } from '@pathagar/sdk/schema';
import { isApiError } from '@pathagar/sdk';
import { useState } from 'react';
import { FormPage } from '../../components/fields';
import { PlainTable } from '../../components/PlainTable';
import { failureText, useT } from '../../components/i18n';
import { usePreviewImport, useRunImport, type CsvWhat } from './queries';

/** The report's figures in the reader's digits. */
function useFigures() {
  const { language } = useLanguage();
  return (counts: CsvImportReport['counts']) =>
    Object.fromEntries(Object.entries(counts).map(([k, v]) => [k, formatNumber(v, language)]));
}

/** Every row of the dry run: what it would do, and its errors in the admin's language. */
function Preview({ report }: { report: CsvImportReport }) {
  const t = useT();
  const { language } = useLanguage();
  const errorsOf = (row: number) => report.errors.filter((e) => e.row === row);
  return (
    <PlainTable
      label={t('console:csv.preview')}
      headers={[t('console:csv.row'), t('console:csv.record'), t('console:csv.status')]}
    >
      {report.rows.map((r) => (
        <TableRow key={r.row}>
          <TableCell>{formatNumber(r.row, language)}</TableCell>
          <TableCell sx={{ overflowWrap: 'anywhere' }}>
            {r.label}
            {errorsOf(r.row).map((e) => (
              <Typography key={e.column} variant="body2" color="error">
                {t('console:csv.rowError', {
                  column: e.column,
                  text: t(`console:csv.errors.${e.code}`),
                })}
              </Typography>
            ))}
          </TableCell>
          <TableCell>{t(`console:csv.actions.${r.action}`)}</TableCell>
        </TableRow>
      ))}
    </PlainTable>
  );
}

/**
 * Import books or members from CSV: choose a file, see the server's dry run (what each row
 * would do, per-row errors), then import every row at once. The server decides what is valid;
 * this screen only shows its report.
 */
export default function CsvImportPage({ what }: { what: CsvWhat }) {
  const t = useT();
  const { t: tr } = useTranslation();
  const figures = useFigures();
  const [file, setFile] = useState<File | null>(null);
  const preview = usePreviewImport(what);
  const run = useRunImport(what);
  const report = preview.data;
  const writable = report ? report.counts.create + report.counts.update : 0;

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    setFile(chosen);
    run.reset();
    preview.mutate(chosen);
  };

  return (
    <FormPage title={t(`console:csv.title_${what}`)}>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Typography>{t(`console:csv.intro_${what}`)}</Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
          <Button variant="outlined" component="label" startIcon={<UploadFileIcon />}>
            {tr('console:csv.file')}
            <input
              hidden
              type="file"
              accept=".csv,text/csv"
              disabled={preview.isPending || run.isPending}
              onChange={(event) => {
                choose(event.target.files?.[0]);
                // The same file may be chosen again after it was corrected.
                event.target.value = '';
              }}
            />
          </Button>
          {file && <Typography sx={{ overflowWrap: 'anywhere' }}>{file.name}</Typography>}
        </Box>
        {preview.isPending && (
          <Box role="status" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <CircularProgress size={20} aria-hidden />
            {tr('console:csv.checking')}
          </Box>
        )}
        {preview.isError && (
          <Alert severity="error">
            {tr('console:csv.unreadable', {
              reason: isApiError(preview.error) ? preview.error.message : '',
            })}
          </Alert>
        )}
        {run.data?.applied && (
          <Alert severity="success">{t('console:csv.done', figures(run.data.counts))}</Alert>
        )}
        {run.isError && (
          <Alert severity="error">
            {failureText(tr, run.error, tr('console:csv.importFailed'))}
          </Alert>
        )}
        {report && !run.data?.applied && (
          <>
            <Typography role="status">
              {t('console:csv.summary', figures(report.counts))}
            </Typography>
            {report.counts.error > 0 && (
              <Alert severity="warning">{tr('console:csv.fixErrors')}</Alert>
            )}
            {report.counts.error === 0 && writable === 0 && (
              <Alert severity="info">{tr('console:csv.nothingToImport')}</Alert>
            )}
            <Box>
              <Button
                variant="contained"
                disabled={report.counts.error > 0 || writable === 0 || run.isPending}
                onClick={() => file && run.mutate(file)}
              >
                {tr('console:csv.importRows', { count: writable })}
              </Button>
            </Box>
            <Preview report={report} />
          </>
        )}
      </Box>
    </FormPage>
  );
}
