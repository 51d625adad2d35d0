import { useState } from 'react';
import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { formatDate, toBanglaDigits, type Language } from '@pathagar/shared-i18n';
import { useTranslation } from '@pathagar/shared-i18n/react';
import { BookCover } from '../../components/BookCover';
import { UserCardLink } from '../../components/UserCardLink';
import { bookName, type RequestRecord } from '../../providers/lending';
import { parseLoanDays } from './loanDays';

/** What the admin has entered in a row so far; kept by the table so a row put back keeps it. */
export interface Draft {
  serialNumber: string;
  days: string;
}

export const emptyDraft: Draft = { serialNumber: '', days: '' };

export interface RequestRowProps {
  row: RequestRecord;
  language: Language;
  /** The serials this row may offer (free copies not chosen in another row of the book). */
  options: string[];
  draft: Draft;
  onDraft: (draft: Draft) => void;
  onApprove: (serialNumber: string, loanDays: number) => void;
  onReject: () => void;
}

/**
 * One pending request (admin-operations.md §2 Book Request, §5): Approve needs a serial and a
 * return-day number; when one is missing the spec's prompt shows at the field and nothing is sent.
 */
export function RequestRow({
  row,
  language,
  options,
  draft,
  onDraft,
  onApprove,
  onReject,
}: RequestRowProps) {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<{ serial?: string; days?: string }>({});
  const name = bookName(row, language) ?? t('console:requests.unknown');
  const user = row.username || String(row.userId);
  // A choice that stopped being free (the list was reloaded) is no choice.
  const serialNumber = options.includes(draft.serialNumber) ? draft.serialNumber : '';
  const digits = (serial: string) => (language === 'bn' ? toBanglaDigits(serial) : serial);

  const approve = () => {
    const days = parseLoanDays(draft.days);
    const next = {
      ...(serialNumber ? {} : { serial: t('console:requests.serialRequired') }),
      ...('error' in days
        ? {
            days:
              days.error === 'required'
                ? t('console:requests.daysRequired')
                : t('console:requests.daysInvalid'),
          }
        : {}),
    };
    setErrors(next);
    if (next.serial || next.days || 'error' in days) return;
    onApprove(serialNumber, days.days);
  };

  return (
    <TableRow>
      <TableCell>
        <BookCover src={row.book?.imgUrl} name={name} />
      </TableCell>
      <TableCell>{name}</TableCell>
      <TableCell>
        <UserCardLink
          userId={row.userId}
          label={t('console:requests.viewUser')}
          accessibleName={t('console:requests.userCard', { user })}
        />
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(row.date, language)}</TableCell>
      <TableCell sx={{ minWidth: 170 }}>
        <TextField
          select
          size="small"
          fullWidth
          value={serialNumber}
          error={Boolean(errors.serial)}
          helperText={
            errors.serial ?? (options.length ? undefined : t('console:requests.noFreeCopy'))
          }
          slotProps={{
            select: { native: true },
            htmlInput: {
              'aria-label': t('console:requests.serialFor', { name, user }),
            },
          }}
          onChange={(event) => {
            onDraft({ ...draft, serialNumber: event.target.value });
            setErrors({ ...errors, serial: undefined });
          }}
        >
          <option value="">{t('console:requests.chooseSerial')}</option>
          {options.map((serial) => (
            <option key={serial} value={serial}>
              {digits(serial)}
            </option>
          ))}
        </TextField>
      </TableCell>
      <TableCell sx={{ minWidth: 120 }}>
        <TextField
          size="small"
          fullWidth
          value={draft.days}
          error={Boolean(errors.days)}
          helperText={errors.days}
          slotProps={{
            htmlInput: {
              inputMode: 'numeric',
              'aria-label': t('console:requests.daysFor', { name, user }),
            },
          }}
          onChange={(event) => {
            onDraft({ ...draft, days: event.target.value });
            setErrors({ ...errors, days: undefined });
          }}
        />
      </TableCell>
      <TableCell>
        <Button
          size="small"
          variant="contained"
          color="success"
          startIcon={<CheckIcon />}
          aria-label={t('console:requests.approveNamed', { name, user })}
          onClick={approve}
        >
          {t('console:requests.approve')}
        </Button>
      </TableCell>
      <TableCell>
        <Button
          size="small"
          variant="outlined"
          color="error"
          startIcon={<CloseIcon />}
          aria-label={t('console:requests.rejectNamed', { name, user })}
          onClick={onReject}
        >
          {t('console:requests.reject')}
        </Button>
      </TableCell>
    </TableRow>
  );
}
