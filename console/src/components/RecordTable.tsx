import type { ReactNode } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useListContext, type RaRecord } from 'react-admin';

export interface RecordColumn<R> {
  key: string;
  header: string;
  cell: (record: R) => ReactNode;
}

/**
 * The current list as a plain table with column headers; the last cell of each row holds its
 * buttons (`Actions`, a component of its own so it can hold the state of its calls).
 */
export function RecordTable<R extends RaRecord>({
  label,
  columns,
  actionsHeader,
  actions: Actions,
}: {
  /** The table's accessible name. */
  label: string;
  columns: RecordColumn<R>[];
  /** The header of the last column. */
  actionsHeader: string;
  actions: (props: { record: R }) => ReactNode;
}) {
  const { data } = useListContext<R>();
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.key} scope="col">
                {column.header}
              </TableCell>
            ))}
            <TableCell scope="col">{actionsHeader}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data?.map((record) => (
            <TableRow key={record.id}>
              {columns.map((column) => (
                <TableCell key={column.key}>{column.cell(record)}</TableCell>
              ))}
              <TableCell>
                <Actions record={record} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
