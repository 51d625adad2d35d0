import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import type { ValidateFunction } from 'ajv';
import type { Insertable, Transaction } from 'kysely';
import { insertWithUniqueId } from '../../db/ids';
import type { DB } from '../../db/schema';
import type { CsvImportReport, CsvRowError } from '@pathagar/sdk/schema';
import { badRequest } from '../../http/errors';
import { normaliseText } from '../../text';

/**
 * A CSV file as spreadsheet programs open it: a byte order mark so Excel and LibreOffice read
 * UTF-8 (Bangla) instead of the system code page, CRLF line ends, quotes only where needed.
 */
export function writeCsv(columns: readonly string[], records: readonly string[][]): string {
  return stringify(records as string[][], {
    bom: true,
    header: true,
    columns: [...columns],
    record_delimiter: 'windows',
  });
}

/** One data row of an uploaded file: its spreadsheet row number and its cells by column. */
export interface CsvRow {
  row: number;
  cells: Record<string, string>;
}

/**
 * Reads an uploaded file whose header must name exactly `columns` (in any order). A file that
 * does not parse, or whose header is wrong, is refused as a whole: no row could be trusted.
 * Cells are NFC-normalised and trimmed, as the forms store text.
 */
export function readCsv(text: string, columns: readonly string[]): CsvRow[] {
  let records: string[][];
  try {
    records = parse(text, { bom: true, skip_empty_lines: true });
  } catch (error) {
    throw badRequest(`The file is not readable CSV: ${(error as Error).message}`, 'body');
  }
  const header = records[0]?.map(normaliseText);
  if (!header) throw badRequest('The file is empty: it needs a header row.', 'body');
  const unknown = header.find((name) => !columns.includes(name));
  if (unknown !== undefined) throw badRequest(`Unknown column "${unknown}".`, 'body');
  const missing = columns.find((name) => !header.includes(name));
  if (missing) throw badRequest(`Missing column "${missing}".`, 'body');
  const repeated = header.find((name, i) => header.indexOf(name) !== i);
  if (repeated) throw badRequest(`Column "${repeated}" appears twice.`, 'body');
  return records.slice(1).map((cells, i) => ({
    row: i + 2,
    cells: Object.fromEntries(header.map((name, c) => [name, normaliseText(cells[c] ?? '')])),
  }));
}

/** Collects the per-row problems of one import. */
export class RowErrors {
  readonly list: CsvRowError[] = [];
  private readonly rows = new Set<number>();

  add(row: number, column: string, code: CsvRowError['code'], message: string): void {
    if (this.list.some((e) => e.row === row && e.column === column)) return;
    this.list.push({ row, column, code, message });
    this.rows.add(row);
  }

  has(row: number): boolean {
    return this.rows.has(row);
  }

  /**
   * Checks a row's value against the contract's row schema (contentSchema): one error per column.
   * `enumCode` names the code an out-of-set value gets (a category, say) instead of `invalid`.
   */
  check(row: number, value: unknown, validate: ValidateFunction, enumCode?: CsvRowError['code']) {
    if (validate(value)) return;
    for (const error of validate.errors ?? []) {
      const params = error.params as { missingProperty?: string };
      const column = params.missingProperty ?? error.instancePath.split('/')[1] ?? '';
      if (error.keyword === 'required') {
        this.add(row, column, 'missing', `${column} is required.`);
      } else {
        const code = error.keyword === 'enum' && enumCode ? enumCode : 'invalid';
        this.add(row, column, code, `${column} ${error.message ?? 'is invalid'}.`);
      }
    }
  }
}

/** What an import plans for one row that passed its checks. */
export interface PlannedRow<T> {
  row: number;
  uniqueId: number | null;
  label: string;
  action: 'create' | 'update' | 'unchanged';
  value: T;
}

/** A row's plan: a new record, or an existing one that the row changes or already matches. */
export function planOf<T>(
  row: number,
  uniqueId: number | null,
  label: string,
  value: T,
  existing: { same: boolean } | null
): PlannedRow<T> {
  const action = !existing ? 'create' : existing.same ? 'unchanged' : 'update';
  return { row, uniqueId, label, action, value };
}

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters at a dozen columns a row. */
const CHUNK = 500;

/** Inserts `rows` in statements of CHUNK rows (one statement each would make an import slow). */
export async function insertChunked<T extends keyof DB & string>(
  trx: Transaction<DB>,
  table: T,
  rows: readonly Insertable<DB[T]>[]
): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await trx
      .insertInto(table as 'users')
      .values(rows.slice(i, i + CHUNK) as Insertable<DB['users']>[])
      .execute();
  }
}

/**
 * Inserts new records under the file's ids, or under fresh ones for rows without; answers the
 * ids in the order of `records`.
 */
export async function insertRecords<T extends 'books' | 'users'>(
  trx: Transaction<DB>,
  table: T,
  range: readonly [number, number],
  records: readonly { uniqueId: number | null; row: Omit<Insertable<DB[T]>, 'unique_id'> }[]
): Promise<number[]> {
  const given = records.filter((r) => r.uniqueId !== null);
  await insertChunked(
    trx,
    table,
    given.map((r) => ({ ...r.row, unique_id: r.uniqueId }) as unknown as Insertable<DB[T]>)
  );
  const ids: number[] = [];
  for (const r of records) {
    ids.push(r.uniqueId ?? (await insertWithUniqueId(trx, table, range, r.row)));
  }
  return ids;
}

/** The report of an import, from its plan and its errors. */
export function importReport<T>(
  dryRun: boolean,
  applied: boolean,
  rows: readonly CsvRow[],
  planned: readonly PlannedRow<T>[],
  errors: RowErrors,
  labelOf: (row: CsvRow) => string
): CsvImportReport {
  const byRow = new Map(planned.map((p) => [p.row, p]));
  const counts = { create: 0, update: 0, unchanged: 0, error: 0 };
  const list = rows.map((r) => {
    const plan = byRow.get(r.row);
    const action: keyof typeof counts = errors.has(r.row) || !plan ? 'error' : plan.action;
    counts[action] += 1;
    return {
      row: r.row,
      uniqueId: plan?.uniqueId ?? (Number(r.cells.uniqueId) || null),
      label: plan?.label ?? labelOf(r),
      action,
    };
  });
  return { dryRun, applied, counts, rows: list, errors: errors.list };
}

/** A cell as the row schema wants it: absent when empty, a number when it is digits only. */
export const idCell = (cell: string | undefined): number | string | undefined =>
  !cell ? undefined : /^[0-9]{1,9}$/.test(cell) ? Number(cell) : cell;

export const textCell = (cell: string | undefined): string | undefined => cell || undefined;

/** A file name for a download: `<what>-<club date>.csv`. */
export const attachment = (what: string, day: string): string =>
  `attachment; filename="${what}-${day}.csv"`;
