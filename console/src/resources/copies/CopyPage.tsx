import { useRef, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router-dom';
import { isApiError } from '@pathagar/sdk';
import type { DeskRow } from '@pathagar/sdk/schema';
import { formatDate } from '@pathagar/shared-i18n';
import { useLanguage, useTranslation } from '@pathagar/shared-i18n/react';
import { failureText } from '../../components/i18n';
import { LoanActions } from '../desk/LoanActions';
import { LoanCard } from '../desk/LoanCard';
import { digitsIn } from '../desk/MemberLine';
import { useApprove, useRefreshDesk } from '../desk/queries';
import { useCopy } from './queries';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mt: 2 }}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {children}
      </Stack>
    </Box>
  );
}

/** Lends this very copy for one pending request, with the club's loan length. */
function LendButton({
  row,
  serial,
  onDone,
}: {
  row: DeskRow;
  serial: string;
  onDone: (text: string) => void;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const approve = useApprove();
  // A second press while the call runs, or after it lent the copy, sends nothing.
  const sending = useRef(false);
  const [lent, setLent] = useState(false);
  const lend = async () => {
    if (sending.current) return;
    sending.current = true;
    let ok = false;
    try {
      const [result] = (await approve.mutateAsync([{ rentId: row.rentId, serialNumber: serial }]))
        .results;
      if (!result) return;
      ok = result.ok;
      onDone(
        result.ok
          ? t('console:copies.lent', {
              name: row.member.name,
              date: formatDate(result.row.dueDate, language),
            })
          : t('console:desk.failedRow', { reason: t(`errors:${result.code}`) })
      );
    } catch (error) {
      onDone(failureText(t, error, t('console:app.failed')));
    } finally {
      sending.current = ok;
      setLent(ok);
    }
  };
  return (
    <Button
      variant="contained"
      sx={{ mt: 1 }}
      disabled={approve.isPending || lent}
      aria-label={t('console:copies.lendNamed', {
        serial: digitsIn(serial, language),
        name: row.member.name,
      })}
      onClick={() => void lend()}
    >
      {t('console:copies.lend')}
    </Button>
  );
}

/**
 * One copy, as its scanned label opens it (issue 19): the book, where the copy is and who has it,
 * and the desk's actions that apply: lend it for a waiting request, hand it over, take it back,
 * confirm its return. After each action the copy is read again from the server.
 */
export default function CopyPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const serial = useParams().serial ?? '';
  const query = useCopy(serial);
  const refresh = useRefreshDesk();
  const [notice, setNotice] = useState('');
  const done = (text: string) => {
    setNotice(text);
    void refresh();
  };

  if (query.isPending) return <CircularProgress aria-label={t('loading')} />;
  if (query.isError) {
    const missing =
      isApiError(query.error) && ['not_found', 'validation_failed'].includes(query.error.code);
    return (
      <Typography role="alert" sx={{ p: 2 }}>
        {missing
          ? t('console:copies.notFound', { serial: digitsIn(serial, language) })
          : failureText(t, query.error, t('console:app.failed'))}
      </Typography>
    );
  }
  const copy = query.data;
  const book = language === 'en' ? copy.booknameEnglish || copy.bookname : copy.bookname;
  const other = language === 'en' ? copy.bookname : copy.booknameEnglish;
  return (
    <Box component="main" sx={{ p: { xs: 1, sm: 2 }, maxWidth: 720, mx: 'auto', minWidth: 0 }}>
      <Typography variant="h5" component="h1">
        {t('console:copies.title', { serial: digitsIn(copy.serialNumber, language) })}
      </Typography>
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{book}</Typography>
      {other && <Typography sx={{ overflowWrap: 'anywhere' }}>{other}</Typography>}
      <Chip
        sx={{ mt: 1 }}
        color={copy.state === 'free' ? 'success' : 'default'}
        label={t(`console:copies.state.${copy.state}`)}
      />
      {notice && (
        <Alert severity="info" role="status" sx={{ mt: 1 }} onClose={() => setNotice('')}>
          {notice}
        </Alert>
      )}
      {copy.hold && (
        <Typography sx={{ mt: 1 }}>
          {t('console:copies.heldFor', {
            name: copy.hold.member.name,
            date: formatDate(copy.hold.readyUntil, language),
          })}
        </Typography>
      )}
      {copy.loan && (
        <Section title={t('console:copies.loan')}>
          <LoanCard row={copy.loan} language={language} heading="h3">
            <LoanActions row={copy.loan} onDone={done} />
          </LoanCard>
        </Section>
      )}
      {!copy.loan && (
        <Section title={t('console:copies.requests')}>
          {copy.requests.length === 0 && (
            <Typography component="li">{t('console:copies.noRequests')}</Typography>
          )}
          {copy.requests.map((row) => (
            <LoanCard key={row.rentId} row={row} language={language} heading="h3">
              <LendButton row={row} serial={copy.serialNumber} onDone={done} />
            </LoanCard>
          ))}
        </Section>
      )}
    </Box>
  );
}
