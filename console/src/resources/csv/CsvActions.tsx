import Button from '@mui/material/Button';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useTranslation } from '@pathagar/shared-i18n/react';
import { Link } from 'react-router-dom';
import { useToast } from '../../components/toast';
import { useExportCsv, type CsvWhat } from './queries';

/** The path of a file's import screen. */
export const importPath = (what: CsvWhat) => `/import/${what}`;

/** Export CSV and Import CSV, beside a list's title (Books, Users). */
export function CsvActions({ what }: { what: CsvWhat }) {
  const { t } = useTranslation();
  const toast = useToast();
  const download = useExportCsv(what);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        disabled={download.isPending}
        onClick={() =>
          download.mutate(undefined, {
            onError: () => toast(t('console:csv.exportFailed'), 'error'),
          })
        }
      >
        {t('console:csv.export')}
      </Button>
      <Button
        variant="outlined"
        startIcon={<UploadFileIcon />}
        component={Link}
        to={importPath(what)}
      >
        {t('console:csv.import')}
      </Button>
    </>
  );
}
