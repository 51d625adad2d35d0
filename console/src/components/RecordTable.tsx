import type { ReactNode } from 'react';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useListContext, type RaRecord } from 'react-admin';
import { PlainTable } from './PlainTable';

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
    <PlainTable label={label} headers={[...columns.map((column) => column.header), actionsHeader]}>
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
    </PlainTable>
  );
}
