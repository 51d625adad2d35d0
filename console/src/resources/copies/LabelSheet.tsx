import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PrintIcon from '@mui/icons-material/Print';
import { useSearchParams } from 'react-router-dom';
import { useLanguage, useTranslation } from '@pathagar/shared-i18n/react';
import { PrintA4 } from '../../components/PrintA4';
import { QrCode } from '../../components/QrCode';
import { failureText } from '../../components/i18n';
import { digitsIn } from '../desk/MemberLine';
import { useLabels } from './queries';
import { copyUrl } from './scanning';

/**
 * A4 in 3 × 8 labels of 70 × 37 mm, the common self-adhesive sheet: only the labels print,
 * without the console around them, and none is cut by a page break.
 */
const PRINT = (
  <PrintA4
    margin={0}
    rules={{
      'body, main': { margin: '0 !important', padding: '0 !important' },
      '.label-sheet': {
        gridTemplateColumns: 'repeat(3, 70mm) !important',
        gridAutoRows: '37mm',
        gap: '0 !important',
      },
      '.label-sheet > li': { border: 'none !important', breakInside: 'avoid' },
      '.label-sheet img': { width: '27mm !important', height: '27mm !important' },
    }}
  />
);

/**
 * The label sheet (issue 19): per copy a QR code that opens the copy in this console, its serial,
 * the title in Bangla and English and the club's name. Chosen books come as `?books=1,2`, chosen
 * copies of them as `&serials=…`. Print → "Save as PDF" gives the same sheets as a file.
 */
export default function LabelSheet() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [params] = useSearchParams();
  const query = useLabels(params.get('books') ?? '', params.get('serials'));
  return (
    <Box component="main" sx={{ p: { xs: 1, sm: 2 }, minWidth: 0 }}>
      {PRINT}
      <Stack
        className="no-print"
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center' }}
      >
        <Typography variant="h5" component="h1" sx={{ flex: '1 1 auto' }}>
          {t('console:copies.labels.title')}
        </Typography>
        <Button
          variant="contained"
          startIcon={<PrintIcon />}
          disabled={!query.data?.labels.length}
          onClick={() => window.print()}
        >
          {t('console:copies.labels.print')}
        </Button>
        <Typography variant="body2" sx={{ flexBasis: '100%' }}>
          {t('console:copies.labels.hint')}
        </Typography>
      </Stack>
      {query.isPending && <CircularProgress aria-label={t('loading')} />}
      {query.isError && (
        <Typography role="alert">{failureText(t, query.error, t('console:app.failed'))}</Typography>
      )}
      {query.data?.labels.length === 0 && (
        <Typography role="status">{t('console:copies.labels.empty')}</Typography>
      )}
      {query.data && query.data.labels.length > 0 && (
        <Box
          component="ul"
          className="label-sheet"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 1,
            gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
          }}
        >
          {query.data.labels.map((label) => {
            const serial = digitsIn(label.serialNumber, language);
            return (
              <Box
                component="li"
                key={label.serialNumber}
                aria-label={t('console:copies.title', { serial })}
                sx={{
                  display: 'flex',
                  gap: '2mm',
                  alignItems: 'center',
                  p: '3mm',
                  minWidth: 0,
                  overflow: 'hidden',
                  border: '1px dashed',
                  borderColor: 'divider',
                  bgcolor: '#fff',
                  color: '#000',
                }}
              >
                <QrCode
                  value={copyUrl(label.serialNumber)}
                  label={t('console:copies.labels.qr', { serial })}
                  size={104}
                />
                <Box sx={{ minWidth: 0, fontSize: '9pt', lineHeight: 1.25 }}>
                  <Box sx={{ fontSize: '12pt', fontWeight: 700 }}>#{serial}</Box>
                  <Box sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{label.bookname}</Box>
                  <Box lang="en" sx={{ overflowWrap: 'anywhere' }}>
                    {label.booknameEnglish}
                  </Box>
                  <Box sx={{ mt: '1mm', fontSize: '7.5pt' }}>
                    {query.data.clubName} · <span lang="en">{query.data.clubNameEnglish}</span>
                  </Box>
                </Box>
              </Box>
            );
          })}
        </Box>
      )}
    </Box>
  );
}
