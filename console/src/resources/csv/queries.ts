import { dataOf } from '@pathagar/sdk';
import type { CsvImportReport } from '@pathagar/sdk/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';

/** The two CSV files: the catalogue (with serials) and the members. */
export type CsvWhat = 'books' | 'members';

/** The react-admin resource whose cached lists an import makes stale. */
const RESOURCE: Record<CsvWhat, string> = { books: 'books', members: 'users' };

/**
 * The export as the server wrote it. Read as bytes: decoding it as text would drop the byte
 * order mark that makes spreadsheet programs read the Bangla as UTF-8.
 */
async function exportFile(what: CsvWhat): Promise<Blob> {
  const path = what === 'books' ? '/ext/export/books.csv' : '/ext/export/members.csv';
  return dataOf(await api.GET(path, { parseAs: 'blob' })) as Blob;
}

/** Downloads the export through a temporary link; disabled while it runs (safe to click twice). */
export function useExportCsv(what: CsvWhat) {
  return useMutation({
    mutationFn: async () => {
      const url = URL.createObjectURL(await exportFile(what));
      const link = document.createElement('a');
      link.href = url;
      link.download = `${what}.csv`;
      link.click();
      URL.revokeObjectURL(url);
    },
  });
}

/** The file's text (FileReader: what every browser, and the test DOM, can read a File with). */
function readText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsText(file, 'utf-8');
  });
}

/** Sends the chosen file as it is: the server parses and checks it (one rule, in one place). */
async function importFile(what: CsvWhat, file: File, dryRun: boolean): Promise<CsvImportReport> {
  const options = {
    params: { query: { dryRun } },
    body: await readText(file),
    bodySerializer: (csv: string) => csv,
    headers: { 'Content-Type': 'text/csv; charset=utf-8' },
  };
  return dataOf(
    what === 'books'
      ? await api.POST('/ext/import/books', options)
      : await api.POST('/ext/import/members', options)
  );
}

/** The dry run: what the file would do, and every row's errors; nothing is written. */
export function usePreviewImport(what: CsvWhat) {
  return useMutation({ mutationFn: (file: File) => importFile(what, file, true) });
}

/** The real run; all rows or none. The lists of the resource are fetched again afterwards. */
export function useRunImport(what: CsvWhat) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => importFile(what, file, false),
    onSuccess: () => client.invalidateQueries({ queryKey: [RESOURCE[what]] }),
  });
}
