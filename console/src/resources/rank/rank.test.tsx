import { within } from '@testing-library/react';
import type { RankSettings } from '@pathagar/sdk';
import { describe, expect, it } from 'vitest';
import { fill, renderApp, screen } from '../../test/render';
import { apiError, HttpResponse, mockApi, server } from '../../test/server';
import { noPendingItems } from '../dashboard/fixtures';
import { rankedReader, rankSettings } from './fixtures';
import { held } from '../../test/popups';

function rankList(
  readers = [rankedReader()],
  extra: { filterApplied?: boolean; startDate?: string | null; hidden?: boolean } = {}
) {
  return mockApi.get('/SingUpAdmin/ranklist', {
    readers,
    filterApplied: extra.filterApplied ?? true,
    startDate: extra.startDate === undefined ? '2026-08-21T18:00:00.000Z' : extra.startDate,
    hidden: extra.hidden ?? false,
  });
}

const settings = (overrides: Partial<RankSettings> = {}) =>
  mockApi.get('/SingUpAdmin/rank-settings', rankSettings(overrides));

/** The cells of each body row, as text. */
const rows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.querySelectorAll('td, th')).map((cell) => cell.textContent));

describe('Rank List → View Rank', () => {
  it('shows a loader, then the ranking with the period it counts', async () => {
    const { release, wait: gate } = held();
    server.use(
      noPendingItems(),
      settings(),
      mockApi.get('/SingUpAdmin/ranklist', async () => {
        await gate();
        return HttpResponse.json({
          readers: [
            rankedReader(),
            rankedReader({ userId: 10002, rank: '2nd', name: 'Nusrat Jahan', totalBooksRead: 9 }),
          ],
          filterApplied: true,
          startDate: '2026-08-21T18:00:00.000Z',
          hidden: false,
        });
      })
    );
    renderApp('/rank', { language: 'en' });
    expect(await screen.findByRole('heading', { name: 'View Rank' })).toBeVisible();
    expect(await screen.findByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
    release();
    const table = await screen.findByRole('table', {
      name: 'Readers ranked by the number of books read',
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent)
    ).toEqual(['Rank', 'Name', 'E-mail', 'Mobile', 'Current address', 'Books read']);
    expect(rows(table)).toEqual([
      ['1st', 'Rahim Uddin', 'rahim@pathagar.demo', '01711000000', 'Mirpur, Dhaka', '12'],
      ['2nd', 'Nusrat Jahan', 'rahim@pathagar.demo', '01711000000', 'Mirpur, Dhaka', '9'],
    ]);
    expect(
      screen.getByText('Filter applied: the last 3 months (since August 22, 2026)')
    ).toBeInTheDocument();
    expect(screen.queryByText(/hidden from the public site/)).not.toBeInTheDocument();
  });

  it('says when all time counts and when the public list is hidden', async () => {
    server.use(
      noPendingItems(),
      settings({ filterValue: 0, hideRankList: true }),
      rankList([rankedReader()], { filterApplied: false, startDate: null, hidden: true })
    );
    renderApp('/rank', { language: 'en' });
    expect(await screen.findByText('Filter applied: all time')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'The rank list is hidden from the public site.'
    );
  });

  it('shows ranks, counts and the period in Bangla', async () => {
    server.use(
      noPendingItems(),
      settings({ filterValue: 1, filterUnit: 'years' }),
      rankList([
        rankedReader({ rank: '1st', totalBooksRead: 25 }),
        rankedReader({ userId: 10002, rank: '2nd' }),
        rankedReader({ userId: 10003, rank: '4th' }),
        rankedReader({ userId: 10004, rank: '11th' }),
      ])
    );
    renderApp('/rank');
    expect(await screen.findByRole('heading', { name: 'র‍্যাংক দেখুন' })).toBeVisible();
    const table = await screen.findByRole('table');
    expect(rows(table).map((cells) => [cells[0], cells[5]])).toEqual([
      ['১ম', '২৫'],
      ['২য়', '১২'],
      ['৪র্থ', '১২'],
      ['১১তম', '১২'],
    ]);
    expect(screen.getByText('প্রযোজ্য ফিল্টার: গত ১ বছর (২২ আগস্ট, ২০২৬ থেকে)')).toBeInTheDocument();
  });

  it('says so when nobody is ranked', async () => {
    server.use(noPendingItems(), settings(), rankList([]));
    renderApp('/rank', { language: 'en' });
    expect(await screen.findByText('No readers are ranked for this period.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says so when the ranking cannot be loaded', async () => {
    server.use(
      noPendingItems(),
      settings(),
      mockApi.get('/SingUpAdmin/ranklist', () => apiError(500, 'internal', 'boom'))
    );
    renderApp('/rank', { language: 'en' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load the data. Please try again later.'
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('leads to Update Rank', async () => {
    server.use(noPendingItems(), settings(), rankList());
    const { user } = renderApp('/rank', { language: 'en' });
    await user.click(await screen.findByRole('link', { name: 'Change the rank settings' }));
    expect(await screen.findByRole('heading', { name: 'Update Rank' })).toBeVisible();
  });
});

/** Records the bodies POSTed to rank-settings and answers with `respond`. */
function saving(respond?: () => Response) {
  const posted: unknown[] = [];
  server.use(
    mockApi.post('/SingUpAdmin/rank-settings', async ({ request }) => {
      const body = (await request.json()) as RankSettings;
      posted.push(body);
      return (
        respond?.() ??
        HttpResponse.json({ message: 'Rank settings updated successfully', settings: body })
      );
    })
  );
  return posted;
}

describe('Rank List → Update Rank', () => {
  it('shows the current settings and saves the changed ones, Bangla digits accepted', async () => {
    server.use(noPendingItems(), settings());
    const posted = saving();
    const { user } = renderApp('/rank/update', { language: 'en' });
    const value = await screen.findByLabelText(/Filter value/);
    expect(value).toHaveValue('3');
    expect(screen.getByLabelText(/Filter unit/)).toHaveValue('months');
    const hide = screen.getByLabelText('Hide the rank list from the public site');
    expect(hide).not.toBeChecked();

    await fill(user, value, '২');
    await user.selectOptions(screen.getByLabelText(/Filter unit/), 'Weeks');
    await user.click(hide);
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Rank settings updated successfully')).toBeInTheDocument();
    expect(posted).toEqual([{ filterValue: 2, filterUnit: 'weeks', hideRankList: true }]);
    expect(screen.getByLabelText(/Filter value/)).toHaveValue('২');
  });

  it('accepts 0 for all time and says so in Bangla', async () => {
    server.use(noPendingItems(), settings({ filterValue: 5, filterUnit: 'days' }));
    const posted = saving();
    const { user } = renderApp('/rank/update');
    const value = await screen.findByLabelText(/ফিল্টারের মান/);
    expect(value).toHaveValue('৫');
    expect(screen.getByText('০ মানে সব সময়।')).toBeInTheDocument();
    await fill(user, value, '০');
    await user.click(screen.getByRole('button', { name: 'সেটিং সংরক্ষণ করুন' }));
    expect(await screen.findByText('র‍্যাংক সেটিং সফলভাবে হালনাগাদ হয়েছে')).toBeInTheDocument();
    expect(posted).toEqual([{ filterValue: 0, filterUnit: 'days', hideRankList: false }]);
  });

  it('requires a value and a unit, and a whole number from 0, before sending anything', async () => {
    server.use(noPendingItems(), settings());
    const posted = saving();
    const { user } = renderApp('/rank/update', { language: 'en' });
    await fill(user, await screen.findByLabelText(/Filter value/), '');
    await user.selectOptions(screen.getByLabelText(/Filter unit/), 'Choose a unit');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Please enter a filter value.')).toBeInTheDocument();
    expect(screen.getByText('Please choose a filter unit.')).toBeInTheDocument();
    // With a unit chosen, only the value can stop the save.
    await user.selectOptions(screen.getByLabelText(/Filter unit/), 'Weeks');
    for (const wrong of ['-1', '2.5', 'three', '1001']) {
      await fill(user, screen.getByLabelText(/Filter value/), wrong);
      await user.click(screen.getByRole('button', { name: 'Save settings' }));
      expect(
        await screen.findByText('Please enter a whole number from 0 to 1000.')
      ).toBeInTheDocument();
    }
    expect(screen.queryByText('Please choose a filter unit.')).not.toBeInTheDocument();
    expect(posted).toEqual([]);
  });

  it('asks for the value and the unit in Bangla', async () => {
    server.use(noPendingItems(), settings());
    const posted = saving();
    const { user } = renderApp('/rank/update');
    await fill(user, await screen.findByLabelText(/ফিল্টারের মান/), ' ');
    await user.selectOptions(screen.getByLabelText(/ফিল্টারের একক/), 'একক বেছে নিন');
    await user.click(screen.getByRole('button', { name: 'সেটিং সংরক্ষণ করুন' }));
    expect(await screen.findByText('অনুগ্রহ করে ফিল্টারের মান লিখুন।')).toBeInTheDocument();
    expect(screen.getByText('অনুগ্রহ করে ফিল্টারের একক বেছে নিন।')).toBeInTheDocument();
    expect(posted).toEqual([]);
  });

  it.each([
    [
      'the server’s reason',
      () => apiError(400, 'validation_failed', 'filterValue must be an integer'),
      'Some of the information is missing or not in the right format. Please check the form and try again.',
    ],
    [
      '"Failed to save settings" when it gives none',
      () => apiError(500, 'internal', 'boom'),
      'Failed to save settings',
    ],
    [
      '"Error saving settings" when it cannot be reached',
      () => HttpResponse.error(),
      'Error saving settings',
    ],
  ])('shows %s on failure and keeps the input', async (_case, respond, message) => {
    server.use(noPendingItems(), settings());
    const posted = saving(respond);
    const { user } = renderApp('/rank/update', { language: 'en' });
    await fill(user, await screen.findByLabelText(/Filter value/), '7');
    await user.selectOptions(screen.getByLabelText(/Filter unit/), 'Days');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(posted).toHaveLength(1);
    expect(screen.getByLabelText(/Filter value/)).toHaveValue('7');
    expect(screen.getByLabelText(/Filter unit/)).toHaveValue('days');
  });

  it('says when the settings cannot be loaded, and tries again', async () => {
    let calls = 0;
    server.use(
      noPendingItems(),
      mockApi.get('/SingUpAdmin/rank-settings', () => {
        calls += 1;
        return calls === 1
          ? apiError(500, 'internal', 'boom')
          : HttpResponse.json(rankSettings({ filterValue: 9 }));
      })
    );
    const { user } = renderApp('/rank/update', { language: 'en' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the data. Please try again later.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText(/Filter value/)).toHaveValue('9');
  });
});
