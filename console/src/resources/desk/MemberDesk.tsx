import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router-dom';
import type { DeskRow } from '@pathagar/sdk/schema';
import { formatDate } from '@pathagar/shared-i18n';
import { useLanguage, useTranslation } from '@pathagar/shared-i18n/react';
import { failureText } from '../../components/i18n';
import { LoanCard } from './LoanCard';
import { digitsIn } from './MemberLine';
import { useMemberDesk } from './queries';

function Section({ title, rows, note }: { title: string; rows: DeskRow[]; note?: string }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <Box component="section" sx={{ mt: 2 }}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      {note && rows.length > 0 && (
        <Typography variant="body2" color="warning.main">
          {note}
        </Typography>
      )}
      {rows.length === 0 ? (
        <Typography>{t('console:desk.nothing')}</Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {rows.map((row) => (
            <LoanCard
              key={row.rentId}
              row={row}
              language={language}
              showMember={false}
              heading="h3"
            />
          ))}
        </Stack>
      )}
    </Box>
  );
}

/**
 * The console's own member view (issue 15 point 1): who the member is, their membership, what
 * they hold now (which is what blocks deleting the account), what they asked for and what they
 * read. The desk rows link here instead of the site's user card.
 */
export default function MemberDesk() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const id = Number(useParams().id);
  const query = useMemberDesk(id);
  if (query.isPending) return <CircularProgress aria-label={t('loading')} />;
  if (query.isError) {
    return (
      <Typography role="alert">{failureText(t, query.error, t('console:app.failed'))}</Typography>
    );
  }
  const { member, membership, openLoans, pendingRequests, history } = query.data;
  return (
    <Box component="main" sx={{ p: { xs: 1, sm: 2 }, maxWidth: 960, mx: 'auto', minWidth: 0 }}>
      <Typography variant="h5" component="h1">
        {t('console:desk.memberTitle', { name: member.name })}
      </Typography>
      <Typography sx={{ overflowWrap: 'anywhere' }}>
        {t('console:desk.uniqueId', { id: digitsIn(String(member.uniqueId), language) })} ·{' '}
        {member.email} · {digitsIn(member.mobile, language)}
      </Typography>
      <Typography sx={{ overflowWrap: 'anywhere' }}>{member.currentAddress}</Typography>
      <Typography sx={{ mt: 1, fontWeight: 600 }}>
        {t(`console:desk.membership.${membership.state}`, {
          date: formatDate(membership.expiresAt, language),
        })}
      </Typography>
      <Section
        title={t('console:desk.openLoans')}
        rows={openLoans}
        note={t('console:desk.blocking')}
      />
      <Section title={t('console:desk.pendingRequests')} rows={pendingRequests} />
      <Section title={t('console:desk.history')} rows={history} />
    </Box>
  );
}
