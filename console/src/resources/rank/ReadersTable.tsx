import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Paper from '@mui/material/Paper';
import { formatNumber, formatRankLabel } from '@pathagar/shared-i18n';
import { useLanguage, useTranslation } from '@pathagar/shared-i18n/react';
import type { ReaderRecord } from './dataProvider';

/** The ranked readers of View Rank and Top Readers: rank, who they are, books read. */
export function ReadersTable({ readers, caption }: { readers: ReaderRecord[]; caption: string }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={caption}>
        <TableHead>
          <TableRow>
            <TableCell scope="col">{t('console:rank.table.rank')}</TableCell>
            <TableCell scope="col">{t('console:rank.table.name')}</TableCell>
            <TableCell scope="col">{t('console:rank.table.email')}</TableCell>
            <TableCell scope="col">{t('console:rank.table.mobile')}</TableCell>
            <TableCell scope="col">{t('console:rank.table.address')}</TableCell>
            <TableCell scope="col" align="right">
              {t('console:rank.table.booksRead')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {readers.map((reader) => (
            <TableRow key={reader.id}>
              <TableCell>{formatRankLabel(reader.rank, language)}</TableCell>
              <TableCell component="th" scope="row">
                {reader.name}
              </TableCell>
              <TableCell>{reader.email}</TableCell>
              <TableCell>{reader.mobile ?? ''}</TableCell>
              <TableCell>{reader.currentAddress ?? ''}</TableCell>
              <TableCell align="right">{formatNumber(reader.totalBooksRead, language)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
