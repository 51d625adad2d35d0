import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import { useId } from 'react';
import { useTranslation } from '@pathagar/shared-i18n/react';
import { useToast } from '../../components/toast';

/** Only the codes go on paper, without the console's menu, app bar and buttons. */
const PRINT = (
  <GlobalStyles
    styles={{
      '@media print': {
        'header, nav, .MuiDrawer-root, .MuiAppBar-root, .no-print': { display: 'none !important' },
      },
    }}
  />
);

/**
 * The ten recovery codes, shown once right after set-up (the server keeps only their hashes),
 * with the ways to keep them: copy, a text file, paper. Codes stay in Latin letters and digits in
 * both languages, since they are typed back exactly.
 */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const titleId = useId();
  const text = `${t('console:twoFactor.fileHeading')}\n\n${codes.join('\n')}\n`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast(t('console:twoFactor.copied'), 'success');
    } catch {
      toast(t('console:twoFactor.copyFailed'), 'error');
    }
  };

  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = t('console:twoFactor.fileName');
    document.body.append(link);
    link.click();
    link.remove();
    URL.revokeObjectURL(url);
  };

  return (
    <Box component="section" aria-labelledby={titleId} sx={{ display: 'grid', gap: 2 }}>
      {PRINT}
      <Alert severity="success" className="no-print">
        {t('console:twoFactor.turnedOn')}
      </Alert>
      <Typography id={titleId} component="h2" variant="h6">
        {t('console:twoFactor.codesTitle')}
      </Typography>
      <Alert severity="warning">{t('console:twoFactor.codesWarning')}</Alert>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Box
          component="ol"
          aria-label={t('console:twoFactor.codesLabel')}
          sx={{
            m: 0,
            pl: 3,
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
            columnGap: 4,
            rowGap: 0.5,
            fontFamily: 'monospace',
            fontSize: '1.1rem',
          }}
        >
          {codes.map((code) => (
            <li key={code} lang="en" translate="no">
              {code}
            </li>
          ))}
        </Box>
      </Paper>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} className="no-print">
        <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
          {t('console:twoFactor.copy')}
        </Button>
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={download}>
          {t('console:twoFactor.download')}
        </Button>
        <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => window.print()}>
          {t('console:twoFactor.print')}
        </Button>
      </Stack>
      <Box className="no-print">
        <Button variant="contained" onClick={onDone}>
          {t('console:twoFactor.done')}
        </Button>
      </Box>
    </Box>
  );
}
