import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DeskRow } from '@pathagar/sdk/schema';
import { formatDate, type Language } from '@pathagar/shared-i18n';
import { useTranslation } from '@pathagar/shared-i18n/react';
import { BookCover } from '../../components/BookCover';
import { digitsIn, MemberLine } from './MemberLine';

export const bookOf = (row: DeskRow, language: Language) =>
  language === 'en' ? row.booknameEnglish || row.bookname : row.bookname;

/** The loan's state as Borrowed Books' status column says it (overdue wins). */
export function StateChip({ row, language }: { row: DeskRow; language: Language }) {
  const { t } = useTranslation();
  if (row.deskState === 'pending' || row.deskState === 'read' || row.deskState === 'rejected') {
    return null;
  }
  const label = t(`console:desk.state.${row.deskState}`, {
    date: formatDate(row.returnRequestedAt, language),
  });
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Chip
        size="small"
        label={label}
        variant={row.deskState === 'waiting_pickup' ? 'outlined' : 'filled'}
      />
      {row.overdue && <Chip size="small" color="error" label={t('console:desk.state.overdue')} />}
    </Stack>
  );
}

/**
 * One loan as a card: book, member (name, id, mobile), copy, borrowed-on and due dates and its
 * state, with the screen's actions below. Stacked, so nothing overflows a phone.
 */
export function LoanCard({
  row,
  language,
  showMember = true,
  heading = 'h2',
  children,
}: {
  row: DeskRow;
  language: Language;
  showMember?: boolean;
  /** The card title's level under the screen's own headings (no level skipped). */
  heading?: 'h2' | 'h3' | 'h4';
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const book = bookOf(row, language);
  return (
    <Card
      component="li"
      variant="outlined"
      aria-label={`${row.member.name}: ${book}`}
      sx={{
        p: 1,
        minWidth: 0,
        breakInside: 'avoid',
        borderColor: row.overdue ? 'error.main' : undefined,
      }}
    >
      <Stack direction="row" spacing={1} sx={{ minWidth: 0 }}>
        <BookCover src={row.imgUrl ?? undefined} name={book} />
        <Box sx={{ minWidth: 0, flex: 1, overflowWrap: 'anywhere' }}>
          <Typography variant="subtitle1" component={heading}>
            {book}
            {row.serialNumber && ` · #${digitsIn(row.serialNumber, language)}`}
          </Typography>
          {showMember && <MemberLine member={row.member} language={language} />}
          <Typography variant="body2" color="text.secondary">
            {row.borrowedOn
              ? t('console:desk.borrowedOn', { date: formatDate(row.borrowedOn, language) })
              : t('console:desk.requestedOn', { date: formatDate(row.requestedAt, language) })}
            {row.dueDate &&
              ` · ${t('console:desk.dueOn', { date: formatDate(row.dueDate, language) })}`}
          </Typography>
          <StateChip row={row} language={language} />
        </Box>
      </Stack>
      {children}
    </Card>
  );
}
