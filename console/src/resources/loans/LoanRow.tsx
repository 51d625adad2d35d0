import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { alpha } from '@mui/material/styles';
import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn';
import {
  formatDate,
  rentStatusKey,
  toBanglaDigits,
  OVERDUE,
  type Language,
} from '@pathagar/shared-i18n';
import { useTranslation } from '@pathagar/shared-i18n/react';
import { BookCover } from '../../components/BookCover';
import { UserCardLink } from '../../components/UserCardLink';
import { bookName, type LoanRecord } from '../../providers/lending';

/**
 * One copy out on loan. An overdue row is tinted and also labelled "Overdue", so the state does
 * not rest on colour alone.
 */
export function LoanRow({
  row,
  language,
  onRequestReturn,
}: {
  row: LoanRecord;
  language: Language;
  /** Resolves when the call is over, whatever its outcome. */
  onRequestReturn: (row: LoanRecord) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  const name = bookName(row, language) ?? t('console:loans.unknown');
  const user = row.username || String(row.userId);
  const serial = row.serialNumber ?? '';

  const requestReturn = async () => {
    setPending(true);
    await onRequestReturn(row);
    setPending(false);
  };

  return (
    <TableRow
      sx={row.overdue ? { bgcolor: (theme) => alpha(theme.palette.error.main, 0.08) } : undefined}
    >
      <TableCell>
        <BookCover src={row.book?.imgUrl} name={name} />
      </TableCell>
      <TableCell>{name}</TableCell>
      <TableCell>{language === 'bn' ? toBanglaDigits(serial) : serial}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(row.borrowedOn, language)}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {formatDate(row.dueOn, language)}
        {row.overdue && (
          <Chip size="small" color="error" label={t(rentStatusKey(OVERDUE))} sx={{ ml: 1 }} />
        )}
      </TableCell>
      <TableCell>
        <UserCardLink
          userId={row.userId}
          label={t('console:loans.userDetails')}
          accessibleName={t('console:loans.userCard', { user })}
        />
      </TableCell>
      <TableCell>
        <Button
          size="small"
          variant="outlined"
          startIcon={<AssignmentReturnIcon />}
          disabled={pending}
          aria-label={t('console:loans.requestReturnNamed', { name, user })}
          onClick={() => void requestReturn()}
        >
          {t('console:loans.requestReturn')}
        </Button>
      </TableCell>
    </TableRow>
  );
}
