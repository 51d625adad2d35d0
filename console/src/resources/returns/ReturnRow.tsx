import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import CheckIcon from '@mui/icons-material/Check';
import ReportIcon from '@mui/icons-material/ReportProblemOutlined';
import { formatDate, toBanglaDigits, type Language } from '@pathagar/shared-i18n';
import { useTranslation } from '@pathagar/shared-i18n/react';
import { BookCover } from '../../components/BookCover';
import { UserCardLink } from '../../components/UserCardLink';
import { bookName, type ReturnRecord } from '../../providers/lending';

/** One book a member says they returned: Confirm it came back, or Not Received. */
export function ReturnRow({
  row,
  language,
  busy,
  onConfirm,
  onNotReceived,
}: {
  row: ReturnRecord;
  language: Language;
  /** An action of the screen is in flight: every button waits. */
  busy: boolean;
  onConfirm: () => void;
  onNotReceived: () => void;
}) {
  const { t } = useTranslation();
  const name = bookName(row, language) ?? t('console:returns.unknown');
  const user = row.username || String(row.userId);
  const serial = row.serialNumber ?? '';
  return (
    <TableRow>
      <TableCell>
        <BookCover src={row.book?.imgUrl} name={name} />
      </TableCell>
      <TableCell>{name}</TableCell>
      <TableCell>{language === 'bn' ? toBanglaDigits(serial) : serial}</TableCell>
      <TableCell>
        <UserCardLink
          userId={row.userId}
          label={t('console:returns.viewUser')}
          accessibleName={t('console:returns.userCard', { user })}
        />
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(row.date, language)}</TableCell>
      <TableCell>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button
            size="small"
            variant="contained"
            color="success"
            startIcon={<CheckIcon />}
            disabled={busy}
            aria-label={t('console:returns.confirmNamed', { name, user })}
            onClick={onConfirm}
          >
            {t('console:returns.confirm')}
          </Button>
          <Button
            size="small"
            variant="outlined"
            color="error"
            startIcon={<ReportIcon />}
            disabled={busy}
            aria-label={t('console:returns.notReceivedNamed', { name, user })}
            onClick={onNotReceived}
          >
            {t('console:returns.notReceived')}
          </Button>
        </Box>
      </TableCell>
    </TableRow>
  );
}
