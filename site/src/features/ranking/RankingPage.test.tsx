import { describe, expect, it } from 'vitest';
import { within } from '@testing-library/react';
import { renderRoute, screen } from '../../test/render';
import { apiError, mockApi, neverAnswer, server } from '../../test/server';
import { makeRankSettings, makeReader, topReadersBody } from './fixtures';
import { rankStartDate } from './queries';

const podiumReaders = [
  makeReader({ userId: 10001, name: 'Rahim Uddin', rank: '1st', image: 'https://cdn.test/r.jpg' }),
  makeReader({ userId: 10002, name: '', rank: '2nd' }),
  makeReader({ userId: 10003, name: 'Karim Ali', rank: '' }),
];
const tableReaders = [
  makeReader({ userId: 10004, name: 'Salma Begum', rank: '4th', email: 'sa***@example.com' }),
  makeReader({ userId: 10005, name: 'Nadia Islam', rank: '4th', email: 'na***@example.com' }),
];

function serveRanking(
  readers = [...podiumReaders, ...tableReaders],
  settings = makeRankSettings()
) {
  const requests: URL[] = [];
  server.use(
    mockApi.get('/SingUpAdmin/rank-settings', settings),
    mockApi.get('/SingUpAdmin/top-readers', ({ request }) => {
      requests.push(new URL(request.url));
      return Response.json(topReadersBody(readers));
    })
  );
  return requests;
}

// The first render of a file also loads the route's code-split chunk, which can take over 1 s.

describe('rankStartDate', () => {
  const now = new Date('2026-03-15T12:00:00.000Z');
  it.each([
    ['days', 10, '2026-03-05T12:00:00.000Z'],
    ['weeks', 2, '2026-03-01T12:00:00.000Z'],
    ['months', 3, '2025-12-15T12:00:00.000Z'],
    ['years', 1, '2025-03-15T12:00:00.000Z'],
  ] as const)('goes back %s', (filterUnit, filterValue, expected) => {
    expect(rankStartDate(makeRankSettings({ filterUnit, filterValue }), now)).toBe(expected);
  });

  it('is omitted for 0 (all time)', () => {
    expect(rankStartDate(makeRankSettings({ filterValue: 0, filterUnit: 'days' }), now)).toBe(
      undefined
    );
  });
});

describe('/ranking', () => {
  it('shows "Loading…" while the ranking is on its way', async () => {
    server.use(mockApi.get('/SingUpAdmin/rank-settings', neverAnswer));
    renderRoute('/ranking', { language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: "Reader's Rank" })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('puts the top three on a podium with fallbacks, and the rest in a table numbered from 4', async () => {
    const requests = serveRanking();
    renderRoute('/ranking', { language: 'en' });
    const podium = await screen.findByRole('list', { name: 'Top three readers' });
    const places = within(podium).getAllByRole('listitem');
    expect(places).toHaveLength(3);
    expect(places[0]).toHaveTextContent('Rahim Uddin');
    expect(places[0]).toHaveTextContent('1st');
    expect(within(places[0]!).getByRole('img', { name: 'Photo of Rahim Uddin' })).toBeVisible();
    // No name: "Unknown", and its initial stands in for the missing photo.
    expect(places[1]).toHaveTextContent('Unknown');
    expect(places[1]).toHaveTextContent('U');
    expect(places[1]).toHaveTextContent('2nd');
    // No rank: "N/A"; no photo: the initial.
    expect(places[2]).toHaveTextContent('Karim Ali');
    expect(places[2]).toHaveTextContent('N/A');
    expect(within(places[2]!).getByText('K')).toBeInTheDocument();

    const table = screen.getByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['#', 'Photo', 'Name', 'Rank', 'Books read', 'Email']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((c) => c.textContent)
    ).toEqual([
      '4',
      'S',
      'Salma Begum',
      'Joint 4th',
      `${tableReaders[0]!.totalBooksRead} books read`,
      'sa***@example.com',
    ]);
    expect(within(rows[1]!).getAllByRole('cell')[0]).toHaveTextContent('5');
    // filterValue 0 means all time: no startDate is sent.
    expect(requests[0]!.searchParams.has('startDate')).toBe(false);
  });

  it('shows the ranking in Bangla, with Bangla digits and ordinals', async () => {
    serveRanking();
    renderRoute('/ranking');
    expect(await screen.findByRole('heading', { level: 1, name: 'পাঠক র‍্যাঙ্ক' })).toBeVisible();
    const podium = await screen.findByRole('list', { name: 'শীর্ষ তিন পাঠক' });
    const places = within(podium).getAllByRole('listitem');
    expect(places[0]).toHaveTextContent('১ম');
    expect(places[1]).toHaveTextContent('অজানা');
    expect(places[1]).toHaveTextContent('২য়'.normalize('NFC'));
    expect(places[2]).toHaveTextContent('প্রযোজ্য নয়');
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getAllByRole('cell')[0]).toHaveTextContent('৪');
    expect(within(rows[0]!).getAllByRole('cell')[3]).toHaveTextContent('যৌথ ৪র্থ');
    expect(within(rows[1]!).getAllByRole('cell')[0]).toHaveTextContent('৫');
  });

  it('shows the books read, and a tie as "Joint" on the podium and in the table alike (issue 16.7)', async () => {
    serveRanking([
      makeReader({ userId: 1, name: 'A', rank: '1st', totalBooksRead: 9 }),
      makeReader({ userId: 2, name: 'B', rank: '2nd', totalBooksRead: 7 }),
      makeReader({ userId: 3, name: 'C', rank: '3rd', totalBooksRead: 1 }),
      makeReader({ userId: 4, name: 'D', rank: '3rd', totalBooksRead: 1 }),
    ]);
    renderRoute('/ranking', { language: 'en' });
    const podium = await screen.findByRole('list', { name: 'Top three readers' });
    const places = within(podium).getAllByRole('listitem');
    expect(places[0]).toHaveTextContent('1st');
    expect(places[0]).not.toHaveTextContent('Joint');
    expect(places[0]).toHaveTextContent('9 books read');
    expect(places[2]).toHaveTextContent('Joint 3rd');
    expect(places[2]).toHaveTextContent('1 book read');
    const row = within(screen.getByRole('table')).getAllByRole('row')[1]!;
    expect(within(row).getAllByRole('cell')[3]).toHaveTextContent('Joint 3rd');
    expect(within(row).getAllByRole('cell')[4]).toHaveTextContent('1 book read');
  });

  it('says a tie and the count in Bangla, with Bangla digits', async () => {
    serveRanking([
      makeReader({ userId: 1, name: 'A', rank: '1st', totalBooksRead: 12 }),
      makeReader({ userId: 2, name: 'B', rank: '1st', totalBooksRead: 12 }),
    ]);
    renderRoute('/ranking');
    const podium = await screen.findByRole('list', { name: 'শীর্ষ তিন পাঠক' });
    const places = within(podium).getAllByRole('listitem');
    expect(places[1]).toHaveTextContent('যৌথ ১ম');
    expect(places[1]).toHaveTextContent('১২টি বই পড়েছেন');
  });

  it('sends the start date the settings give', async () => {
    const requests = serveRanking(
      podiumReaders,
      makeRankSettings({ filterValue: 2, filterUnit: 'weeks' })
    );
    const before = Date.now();
    renderRoute('/ranking', { language: 'en' });
    await screen.findByRole('list', { name: 'Top three readers' });
    const sent = Date.parse(requests[0]!.searchParams.get('startDate') ?? '');
    const twoWeeks = 14 * 24 * 60 * 60 * 1000;
    expect(sent).toBeGreaterThanOrEqual(before - twoWeeks);
    expect(sent).toBeLessThanOrEqual(Date.now() - twoWeeks);
    // Only the podium: no table when there are three readers or fewer.
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows "No readers found." and does not ask for readers when the list is hidden', async () => {
    const requests = serveRanking(podiumReaders, makeRankSettings({ hideRankList: true }));
    renderRoute('/ranking', { language: 'en' });
    expect(await screen.findByText('No readers found.')).toBeVisible();
    expect(requests).toHaveLength(0);
    expect(screen.queryByRole('list', { name: 'Top three readers' })).not.toBeInTheDocument();
  });

  it('shows "No readers found." when nobody is ranked', async () => {
    serveRanking([]);
    renderRoute('/ranking');
    expect(await screen.findByText('কোনো পাঠক পাওয়া যায়নি।')).toBeVisible();
  });

  it('shows the empty text when the ranking cannot be fetched (logged only)', async () => {
    server.use(mockApi.get('/SingUpAdmin/rank-settings', () => apiError(500, 'internal', 'boom')));
    renderRoute('/ranking', { language: 'en' });
    expect(await screen.findByText('No readers found.')).toBeVisible();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });
});
