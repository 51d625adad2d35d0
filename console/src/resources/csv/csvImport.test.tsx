import type { CsvImportReport } from '@pathagar/sdk/schema';
import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, screen } from '../../test/render';
import { apiError, HttpResponse, mockApi, server } from '../../test/server';

const FILE = '\uFEFFuniqueId,bookname\r\n,গীতাঞ্জলি\r\n';
const csvFile = () => new File([FILE], 'books.csv', { type: 'text/csv' });

const preview = (over: Partial<CsvImportReport> = {}): CsvImportReport => ({
  dryRun: true,
  applied: false,
  counts: { create: 1, update: 0, unchanged: 0, error: 1 },
  rows: [
    { row: 2, uniqueId: null, label: 'গীতাঞ্জলি', action: 'create' },
    { row: 3, uniqueId: null, label: 'Bad book', action: 'error' },
  ],
  errors: [{ row: 3, column: 'booktype', code: 'unknown_category', message: 'booktype …' }],
  ...over,
});

/** Answers the import with `answer(dryRun)` and records each call's dry-run flag and body. */
function imports(answer: (dryRun: boolean) => Response) {
  const calls: { dryRun: string | null; body: string; type: string | null }[] = [];
  server.use(
    mockApi.post('/ext/import/books', async ({ request }) => {
      const dryRun = new URL(request.url).searchParams.get('dryRun');
      calls.push({ dryRun, body: await request.text(), type: request.headers.get('content-type') });
      return answer(dryRun === 'true');
    })
  );
  return calls;
}

describe('Import books', () => {
  it('previews each row with its errors in Bangla and does not offer to import', async () => {
    const calls = imports(() => HttpResponse.json(preview()));
    const { user } = renderApp('/import/books');
    // The first visit loads the screen's code (lazy), slow on a busy machine.
    expect(
      await screen.findByRole('heading', { name: 'বই আমদানি' }, { timeout: 15_000 })
    ).toBeVisible();
    await user.upload(screen.getByLabelText('CSV ফাইল'), csvFile());

    expect(
      await screen.findByText('যোগ হবে: ১ · হালনাগাদ হবে: ০ · অপরিবর্তিত: ০ · ত্রুটিসহ: ১')
    ).toBeVisible();
    const table = screen.getByRole('table', { name: 'পূর্বরূপ' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('২গীতাঞ্জলিনতুন');
    expect(second).toHaveTextContent('৩Bad bookbooktype: বইয়ের কোনো বিভাগ নয়ত্রুটি');
    expect(screen.getByRole('button', { name: '১টি সারি আমদানি করুন' })).toBeDisabled();
    expect(calls).toEqual([
      { dryRun: 'true', body: FILE.slice(1), type: 'text/csv; charset=utf-8' },
    ]);
  });

  it('imports a clean file once, then shows the result', async () => {
    const clean = preview({
      counts: { create: 1, update: 1, unchanged: 0, error: 0 },
      rows: [
        { row: 2, uniqueId: null, label: 'গীতাঞ্জলি', action: 'create' },
        { row: 3, uniqueId: 100001, label: 'Gitanjali', action: 'update' },
      ],
      errors: [],
    });
    const calls = imports((dryRun) =>
      HttpResponse.json(dryRun ? clean : { ...clean, dryRun: false, applied: true })
    );
    const { user } = renderApp('/import/books', { language: 'en' });
    await user.upload(await screen.findByLabelText('CSV file'), csvFile());
    const importButton = await screen.findByRole('button', { name: 'Import 2 rows' });
    await user.dblClick(importButton);

    expect(await screen.findByText('Imported: 1 added, 1 updated, 0 unchanged.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Import 2 rows' })).toBeNull();
    expect(calls.map((c) => c.dryRun)).toEqual(['true', 'false']);
  });

  it('says why a file cannot be read', async () => {
    imports(() => apiError(400, 'validation_failed', 'Missing column "serialNumbers".'));
    const { user } = renderApp('/import/books', { language: 'en' });
    await user.upload(await screen.findByLabelText('CSV file'), csvFile());
    expect(
      await screen.findByText('The file could not be read: Missing column "serialNumbers".')
    ).toBeVisible();
  });
});

describe('Export CSV', () => {
  it('downloads the members file from the Users list, and leads to its import', async () => {
    const downloads: string[] = [];
    server.use(
      mockApi.get('/Singup/Alluserprofile', []),
      mockApi.get('/ext/export/members.csv', ({ request }) => {
        downloads.push(new URL(request.url).pathname);
        return new HttpResponse('\uFEFFuniqueId,name\r\n', {
          headers: { 'content-type': 'text/csv; charset=utf-8' },
        });
      })
    );
    const { user } = renderApp('/users', { language: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await expect.poll(() => downloads).toEqual(['/ext/export/members.csv']);
    await user.click(screen.getByRole('link', { name: 'Import CSV' }));
    expect(await screen.findByRole('heading', { name: 'Import members' })).toBeVisible();
  });
});
