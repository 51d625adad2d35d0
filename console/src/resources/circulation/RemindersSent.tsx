import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Pagination from '@mui/material/Pagination';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@pathagar/shared-i18n';
import { useLanguage, useTranslation } from '@pathagar/shared-i18n/react';
import { useQuery } from '@tanstack/react-query';
import { remindersQuery } from './queries';

/** The reminders sent: who, what, when (newest first). */
export function RemindersSent() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [page, setPage] = useState(1);
  const sent = useQuery(remindersQuery(page));
  if (sent.isError) return <Alert severity="error">{t('console:app.loadFailed')}</Alert>;
  if (!sent.data) return null;
  if (sent.data.total === 0)
    return <Typography>{t('console:circulation.reminders.none')}</Typography>;
  return (
    <>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={t('console:circulation.tabs.reminders')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('console:circulation.reminders.when')}</TableCell>
              <TableCell>{t('console:circulation.reminders.who')}</TableCell>
              <TableCell>{t('console:circulation.reminders.what')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {sent.data.reminders.map((r, i) => (
              <TableRow key={`${r.sentAt}-${i}`}>
                <TableCell>{formatDateTime(r.sentAt, language)}</TableCell>
                <TableCell>{r.email}</TableCell>
                <TableCell>
                  {t(`console:circulation.kinds.${r.kind}`)}
                  <br />
                  <Typography variant="caption">{r.subject}</Typography>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {sent.data.total > 25 && (
        <Pagination
          sx={{ mt: 2 }}
          count={Math.ceil(sent.data.total / 25)}
          page={page}
          onChange={(_e, p) => setPage(p)}
        />
      )}
    </>
  );
}
