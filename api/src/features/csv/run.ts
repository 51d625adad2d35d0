import type { Kysely, Transaction } from 'kysely';
import type { CsvImportReport, CsvRowError } from '@pathagar/sdk/schema';
import type { ValidateFunction } from 'ajv';
import type { DB } from '../../db/schema';
import type { Services } from '../../contract/types';
import { importReport, readCsv, RowErrors, writeCsv, type CsvRow, type PlannedRow } from './file';

/** What differs between the books file and the members file; the rest is shared (runImport). */
export interface CsvKind<T extends { uniqueId?: number }> {
  name: string;
  columns: readonly string[];
  /** The code of a value outside its column's closed set (a category). */
  enumCode?: CsvRowError['code'];
  /** The export's records, in `columns` order. */
  records(db: Kysely<DB>): Promise<string[][]>;
  /** A row's cells as the row schema (contentSchema) wants them. */
  read(cells: Record<string, string>): Record<string, unknown>;
  labelOf(row: CsvRow): string;
  /**
   * Decides each valid row's action against the library, adding the errors only the library
   * can show (a serial or e-mail taken by a record outside the file, a copy out on loan).
   */
  plan(
    trx: Transaction<DB>,
    rows: { row: number; value: T }[],
    errors: RowErrors
  ): Promise<PlannedRow<T>[]>;
  /** Writes the planned rows; only called when no row has an error. */
  write(trx: Transaction<DB>, planned: PlannedRow<T>[], now: Date): Promise<void>;
  /**
   * The 409 for a database constraint that a concurrent write broke after the plan was made
   * (a serial or e-mail taken, a copy lent meanwhile); other errors unchanged.
   */
  mapWriteError(error: unknown): unknown;
}

export async function exportCsv<T extends { uniqueId?: number }>(
  kind: CsvKind<T>,
  db: Kysely<DB>
): Promise<string> {
  return writeCsv(kind.columns, await kind.records(db));
}

/**
 * Checks every row against the row schema, then against the file and the library, and unless
 * it is a dry run or some row failed, writes them all. Planning and writing share one
 * transaction, so what was checked is what is written, and a failure leaves nothing behind.
 */
export async function runImport<T extends { uniqueId?: number }>(
  kind: CsvKind<T>,
  services: Services,
  csv: string,
  validate: ValidateFunction,
  dryRun: boolean
): Promise<CsvImportReport> {
  const rows = readCsv(csv, kind.columns);
  const errors = new RowErrors();
  const valid: { row: number; value: T }[] = [];
  const ids = new Set<number>();
  for (const { row, cells } of rows) {
    const value = kind.read(cells);
    errors.check(row, value, validate, kind.enumCode);
    const id = (value as { uniqueId?: unknown }).uniqueId;
    if (typeof id === 'number') {
      if (ids.has(id)) errors.add(row, 'uniqueId', 'duplicate_id', `${id} appears twice.`);
      ids.add(id);
    }
    if (!errors.has(row)) valid.push({ row, value: value as T });
  }
  try {
    return await services.db.transaction().execute(async (trx) => {
      const planned = (await kind.plan(trx, valid, errors)).filter((p) => !errors.has(p.row));
      const apply = !dryRun && errors.list.length === 0;
      if (apply) await kind.write(trx, planned, services.clock.now());
      return importReport(dryRun, apply, rows, planned, errors, kind.labelOf);
    });
  } catch (error) {
    throw kind.mapWriteError(error);
  }
}
