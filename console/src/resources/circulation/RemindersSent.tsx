import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Pagination from '@mui/material/Pagination';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@pathagar/shared-i18n';
import { useLanguage, useTranslation } from '@pathagar/shared-i18n/react';
import { useQuery } from '@tanstack/react-query';
import { PlainTable } from '../../components/PlainTable';
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
      <PlainTable
        label={t('console:circulation.tabs.reminders')}
        headers={[
          t('console:circulation.reminders.when'),
          t('console:circulation.reminders.who'),
          t('console:circulation.reminders.what'),
        ]}
      >
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
      </PlainTable>
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
