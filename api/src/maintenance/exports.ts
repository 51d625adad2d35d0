import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Transaction } from 'kysely';
import type { Database } from '../db/index';
import type { DB } from '../db/schema';

/** The tables a reset may empty, and so the tables an export may restore. */
export type ResettableTable = 'rent_records' | 'donations';

export interface ExportFile {
  table: ResettableTable;
  exportedAt: string;
  count: number;
  rows: Record<string, unknown>[];
}

export function exportsDir(dataDir: string): string {
  return path.join(dataDir, 'exports');
}

/**
 * Deletes every row of a table and writes them to `exports/<time>-<table>.json` first, inside one
 * transaction: `delete … returning *` gives exactly the rows removed, and if the file cannot be
 * written the transaction rolls back, so a reset never loses data without a copy.
 */
export async function deleteAllWithExport(
  db: Database,
  table: ResettableTable,
  dataDir: string,
  now: Date
): Promise<{ deletedCount: number; exportFile: string }> {
  return db.transaction().execute(async (trx: Transaction<DB>) => {
    const rows = (await trx.deleteFrom(table).returningAll().execute()) as Record<
      string,
      unknown
    >[];
    const exportFile = `${now.toISOString().replace(/[:.]/g, '-')}-${table}.json`;
    const body: ExportFile = { table, exportedAt: now.toISOString(), count: rows.length, rows };
    await mkdir(exportsDir(dataDir), { recursive: true });
    await writeFile(path.join(exportsDir(dataDir), exportFile), JSON.stringify(body, null, 1), {
      flag: 'wx',
    });
    return { deletedCount: rows.length, exportFile };
  });
}

/**
 * Puts the rows of an export back, in one transaction; nothing is restored if any row conflicts
 * with what exists now (e.g. the same loan, or a copy lent again since the reset). Row ids are
 * left to the database, everything else is restored as it was.
 */
export async function restoreExport(
  db: Database,
  file: string
): Promise<{ table: ResettableTable; restored: number }> {
  const data = JSON.parse(await readFile(file, 'utf8')) as ExportFile;
  if (data.table !== 'rent_records' && data.table !== 'donations') {
    throw new Error(`${file} is not an export of a reset (table "${String(data.table)}").`);
  }
  const rows = data.rows.map(({ id: _id, ...rest }) => rest);
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < rows.length; i += 500) {
      await trx
        .insertInto(data.table)
        .values(rows.slice(i, i + 500) as never)
        .execute();
    }
  });
  return { table: data.table, restored: rows.length };
}
