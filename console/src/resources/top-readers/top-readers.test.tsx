import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, screen } from '../../test/render';
import { apiError, HttpResponse, mockApi, server } from '../../test/server';
import { noPendingItems } from '../dashboard/fixtures';
import { rankedReader } from '../rank/fixtures';

type Query = Record<string, string>;

/** 31 readers in all; each page answers its own readers, named after their position. */
function topReaders(fail?: (query: Query) => boolean) {
  const queries: Query[] = [];
  server.use(
    noPendingItems(),
    mockApi.get('/SingUpAdmin/top-readers', ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      queries.push(query);
      if (fail?.(query)) return apiError(500, 'internal', 'boom');
      const page = Number(query.page);
      const first = (page - 1) * 15 + 1;
      const readers = Array.from({ length: Math.max(0, Math.min(15, 31 - first + 1)) }, (_, i) =>
        rankedReader({
          userId: 10000 + first + i,
          rank: `${first + i}th`,
          name: `Reader ${first + i}`,
        })
      );
      return HttpResponse.json({
        message: 'Top readers retrieved successfully!',
        readers,
        total: 31,
        page,
        limit: 15,
      });
    })
  );
  return queries;
}

const names = () =>
  within(screen.getByRole('table'))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

/** The answer for a period in which nobody read a book. */
const NOBODY = {
  message: 'No readers found.' as const,
  readers: [],
  total: 0,
  page: 1,
  limit: 15,
};

describe('Top Readers Ranking', () => {
  it('shows 15 readers a page from the server, with the server’s total of pages', async () => {
    const queries = topReaders();
    const { user } = renderApp('/top-readers', { language: 'en' });
    expect(await screen.findByRole('heading', { name: 'Top Readers Ranking' })).toBeVisible();
    await screen.findByRole('table', { name: 'Top Readers Ranking' });
    expect(names()).toHaveLength(15);
    expect(names()[0]).toBe('Reader 1');
    expect(queries).toEqual([{ page: '1', limit: '15' }]);
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    await expect.poll(() => names()[0]).toBe('Reader 16');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await expect.poll(() => names()).toEqual(['Reader 31']);
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(queries.map((q) => q.page)).toEqual(['1', '2', '3']);
  });

  it('counts from the chosen start date, from the first page again', async () => {
    const queries = topReaders();
    const { user } = renderApp('/top-readers', { language: 'en' });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('Page 2 of 3');
    expect(
      screen.getByText('Only books read since this day count; leave it empty for all time.')
    ).toBeInTheDocument();

    // Day, month and year pickers in the admin's language, no native "mm/dd/yyyy" input.
    const year = String(new Date().getFullYear());
    await user.selectOptions(screen.getByLabelText('Start date: Year'), year);
    await user.selectOptions(screen.getByLabelText('Start date: Month'), 'November');
    await user.selectOptions(screen.getByLabelText('Start date: Day'), '21');
    await expect
      .poll(() => queries.at(-1))
      .toEqual({
        page: '1',
        limit: '15',
        startDate: new Date(`${year}-11-21T00:00:00+06:00`).toISOString(),
      });
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(document.querySelector('input[type="date"]')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Clear Start date' }));
    await expect.poll(() => queries.at(-1)).toEqual({ page: '1', limit: '15' });
  });

  it('says so when nobody read a book in the period, in both languages', async () => {
    server.use(noPendingItems(), mockApi.get('/SingUpAdmin/top-readers', NOBODY));
    renderApp('/top-readers', { language: 'en' });
    expect(
      await screen.findByText('No readers found for the selected period.')
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
  });

  it('shows the empty text and page numbers in Bangla', async () => {
    server.use(noPendingItems(), mockApi.get('/SingUpAdmin/top-readers', NOBODY));
    renderApp('/top-readers');
    expect(await screen.findByRole('heading', { name: 'শীর্ষ পাঠকদের র‍্যাংকিং' })).toBeVisible();
    expect(await screen.findByText('নির্বাচিত সময়ে কোনো পাঠক পাওয়া যায়নি।')).toBeInTheDocument();
    expect(screen.getByText('পৃষ্ঠা ১ (মোট ১)')).toBeInTheDocument();
  });

  it('empties the list and shows one page when a page fails, and tries again on request', async () => {
    let failing = true;
    const queries = topReaders((query) => query.page === '2' && failing);
    const { user } = renderApp('/top-readers', { language: 'en' });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The top readers could not be loaded. Please try again later.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();

    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect.poll(() => screen.queryByRole('table')).not.toBeNull();
    expect(names()[0]).toBe('Reader 16');
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(queries.map((q) => q.page)).toEqual(['1', '2', '2']);
  });
});
