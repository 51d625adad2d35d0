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
 * The current list as a plain table with column headers; each row is its own component (`Row`:
 * RecordCells, then a cell with its buttons) so it can hold the state of its actions.
 */
export function RecordTable<R extends RaRecord>({
  label,
  columns,
  actionsHeader,
  row: Row,
}: {
  /** The table's accessible name. */
  label: string;
  columns: RecordColumn<R>[];
  /** The header of the last column, which each row fills with its buttons. */
  actionsHeader: string;
  row: (props: { record: R; columns: RecordColumn<R>[] }) => ReactNode;
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
            <Row key={record.id} record={record} columns={columns} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The cells of one row, as its columns render them. */
export function RecordCells<R>({ record, columns }: { record: R; columns: RecordColumn<R>[] }) {
  return (
    <>
      {columns.map((column) => (
        <TableCell key={column.key}>{column.cell(record)}</TableCell>
      ))}
    </>
  );
}
