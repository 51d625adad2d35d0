import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDate, formatNumber } from '@pathagar/shared-i18n';
import { useLanguage, useTranslation } from '@pathagar/shared-i18n/react';
import { useQuery } from '@tanstack/react-query';
import { failureText } from '../../components/i18n';
import { PlainTable } from '../../components/PlainTable';
import { useToast } from '../../components/toast';
import { useRemoveHold, waitlistsQuery } from './queries';

/** Every open hold, by book and place in line; an admin may remove one. */
export function Waitlists() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const toast = useToast();
  const holds = useQuery(waitlistsQuery());
  const remove = useRemoveHold();
  if (holds.isError) return <Alert severity="error">{t('console:app.loadFailed')}</Alert>;
  if (!holds.data) return null;
  if (holds.data.length === 0)
    return <Typography>{t('console:circulation.waitlists.none')}</Typography>;
  return (
    <PlainTable
      label={t('console:circulation.tabs.waitlists')}
      headers={[
        t('console:circulation.waitlists.book'),
        t('console:circulation.waitlists.position'),
        t('console:circulation.waitlists.member'),
        t('console:circulation.waitlists.status'),
        t('console:circulation.waitlists.expected'),
        '',
      ]}
    >
      {holds.data.map((h) => (
        <TableRow key={h.holdId}>
          <TableCell>{language === 'en' ? h.booknameEn : h.bookname}</TableCell>
          <TableCell>{formatNumber(h.position, language)}</TableCell>
          <TableCell>
            {h.name}
            <br />
            {h.email}
          </TableCell>
          <TableCell>
            {h.status === 'ready'
              ? t('console:circulation.waitlists.ready', {
                  serial: h.serialNumber,
                  until: formatDate(h.readyUntil, language),
                })
              : t('console:circulation.waitlists.waiting')}
          </TableCell>
          <TableCell>{formatDate(h.expectedDate, language)}</TableCell>
          <TableCell>
            <Button
              color="error"
              size="small"
              disabled={remove.isPending}
              aria-label={t('console:circulation.waitlists.removeFor', { name: h.name })}
              onClick={() =>
                remove.mutate(h.holdId, {
                  onError: (error) =>
                    toast(failureText(t, error, t('console:app.failed')), 'error'),
                })
              }
            >
              {t('console:circulation.waitlists.remove')}
            </Button>
          </TableCell>
        </TableRow>
      ))}
    </PlainTable>
  );
}
