import { act, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DeskRow } from '@pathagar/sdk/schema';
import { renderApp, screen } from '../../test/render';
import { HttpResponse, mockApi, server } from '../../test/server';
import { jsonBodies } from '../../test/providerCalls';
import { approvedRow, deskPage, deskRow } from './fixtures';

interface Item {
  rentId: string;
  serialNumber?: string;
  returnDayNumber?: number;
}

/** Serves the page and records every approval call; each approves what it was sent. */
function serveRequests(rows: DeskRow[]) {
  const calls: Item[][] = [];
  server.use(
    mockApi.get('/ext/desk', deskPage(rows)),
    mockApi.post('/ext/desk/approvals', async ({ request }) => {
      const { items } = (await request.json()) as { items: Item[] };
      calls.push(items);
      return HttpResponse.json({
        approved: items.length,
        results: items.map((item) => ({
          rentId: item.rentId,
          ok: true,
          row: {
            ...rows.find((r) => r.rentId === item.rentId)!,
            status: 'approved',
            deskState: 'waiting_pickup',
            serialNumber: item.serialNumber ?? null,
            dueDate: '2026-12-04T17:59:59.999Z',
            freeSerials: [],
          },
        })),
      });
    })
  );
  return calls;
}

const card = (name: string) => screen.getByRole('listitem', { name: new RegExp(`^${name}:`) });

describe('Book Request desk', () => {
  it('shows the member (name, id, mobile) on every row, linking to the console member view', async () => {
    const rows = [deskRow(), deskRow()];
    serveRequests(rows);
    renderApp('/requests', { language: 'en' });
    // The first visit imports the screen's lazy chunk, slow on two busy cores.
    await screen.findByRole('heading', { name: 'Book Rent Requests' }, { timeout: 15000 });
    for (const row of rows) {
      const item = await screen.findByRole('listitem', {
        name: `${row.member.name}: Pather Panchali`,
      });
      const link = within(item).getByRole('link', {
        name: `Open the member view of ${row.member.name}`,
      });
      expect(link).toHaveAttribute('href', `/members/${row.userId}/desk`);
      expect(item).toHaveTextContent(`ID ${row.userId}`);
      expect(item).toHaveTextContent(row.member.mobile);
    }
    // Two requests for one book get two different copies preselected, and the club's loan days.
    expect(within(card('Member 1')).getByLabelText('Copy for Member 1')).toHaveValue('101');
    expect(within(card('Member 2')).getByLabelText('Copy for Member 2')).toHaveValue('102');
    expect(within(card('Member 2')).getByLabelText('Loan days for Member 2')).toHaveValue('14');
  });

  it('a double-click on Approve approves exactly one request, and the row stays in place', async () => {
    const rows = [deskRow(), deskRow()];
    const calls = serveRequests(rows);
    const { user } = renderApp('/requests', { language: 'en' });
    const first = await screen.findByRole(
      'button',
      { name: `Approve ${rows[0]!.member.name}'s request for Pather Panchali` },
      { timeout: 15000 }
    );
    await user.dblClick(first);
    await screen.findByText(/^Approved: copy 101/);
    expect(calls).toEqual([
      [{ rentId: rows[0]!.rentId, serialNumber: '101', returnDayNumber: 14 }],
    ]);
    // The decided row is still first; the next member's Approve did not move under the pointer.
    const items = screen.getAllByRole('listitem', { name: /: Pather Panchali$/ });
    expect(items[0]).toHaveAccessibleName(`${rows[0]!.member.name}: Pather Panchali`);
    expect(within(items[1]!).getByRole('button', { name: /^Approve .*Member/ })).toBeEnabled();
  });

  it('approves ten requests in one bulk action with ten distinct copies (2 clicks)', async () => {
    const serials = Array.from({ length: 10 }, (_, i) => String(500 + i));
    const rows = Array.from({ length: 10 }, () => deskRow({ freeSerials: serials }));
    const calls = serveRequests(rows);
    const { user } = renderApp('/requests', { language: 'en' });
    await screen.findByRole('listitem', { name: `${rows[9]!.member.name}: Pather Panchali` });
    await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    await user.click(screen.getByRole('button', { name: 'Approve selected (10)' }));
    await screen.findByText('10 approved.');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.map((i) => i.rentId)).toEqual(rows.map((r) => r.rentId));
    expect(calls[0]!.map((i) => i.serialNumber)).toEqual(serials);
    expect(screen.getAllByText(/^Approved: copy/)).toHaveLength(10);
  });

  it('asks before rejecting; Cancel sends nothing', async () => {
    const rows = [deskRow()];
    serveRequests(rows);
    const rejects = jsonBodies('put', '/SingUpAdmin/updateRequestStatus', {
      message: 'Request rejected successfully',
      rentBook: {} as never,
    });
    const { user } = renderApp('/requests', { language: 'en' });
    const name = rows[0]!.member.name;
    await user.click(
      await screen.findByRole('button', { name: `Reject ${name}'s request for Pather Panchali` })
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(`Reject ${name}'s request for Pather Panchali?`);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await act(async () => {});
    expect(rejects).toEqual([]);
  });

  it('speaks Bangla with Bangla digits', async () => {
    serveRequests([deskRow({ freeSerials: ['12'] })]);
    renderApp('/requests');
    await screen.findByRole('heading', { name: 'বই ধারের অনুরোধ' });
    const days = await screen.findByLabelText(/ধারের দিন/);
    expect(days).toHaveValue('১৪');
    const copy = screen.getByRole('combobox', { name: /কপি/ });
    expect(within(copy).getByRole('option', { name: '১২' })).toBeInTheDocument();
  });
});

describe('Borrowed Books desk', () => {
  it('shows each loan’s member and state, and filters by state', async () => {
    const waiting = approvedRow();
    const asked = deskRow({
      status: 'Received',
      deskState: 'return_requested',
      serialNumber: '102',
      borrowedOn: '2026-11-01T10:00:00.000Z',
      dueDate: '2026-11-15T17:59:59.999Z',
      overdue: true,
      returnRequestedAt: '2026-11-21T09:00:00.000Z',
      freeSerials: [],
    });
    const states: (string | null)[] = [];
    server.use(
      mockApi.get('/ext/desk', ({ request }) => {
        const state = new URL(request.url).searchParams.get('state');
        states.push(state);
        return HttpResponse.json(
          deskPage(state === 'waiting_pickup' ? [waiting] : [waiting, asked])
        );
      })
    );
    const { user } = renderApp('/loans', { language: 'en' });
    const item = await screen.findByRole(
      'listitem',
      { name: `${asked.member.name}: Pather Panchali` },
      { timeout: 15000 }
    );
    expect(item).toHaveTextContent('Return requested on November 21, 2026');
    expect(item).toHaveTextContent('Overdue');
    expect(item).toHaveTextContent('Borrowed on November 1, 2026');
    expect(within(item).getByRole('link', { name: /member view/ })).toBeInTheDocument();
    expect(card(waiting.member.name)).toHaveTextContent('Approved, waiting for pickup');
    await user.click(screen.getByRole('button', { name: 'Approved, waiting for pickup' }));
    await expect
      .poll(() => screen.queryAllByRole('listitem', { name: /: Pather Panchali$/ }).length)
      .toBe(1);
    expect(states).toContain('waiting_pickup');
  });

  it('filters by the day borrowed with day, month and year pickers in Bangla (no native date input)', async () => {
    const ranges: { from: string | null; to: string | null }[] = [];
    server.use(
      mockApi.get('/ext/desk', ({ request }) => {
        const params = new URL(request.url).searchParams;
        ranges.push({ from: params.get('from'), to: params.get('to') });
        return HttpResponse.json(deskPage([]));
      })
    );
    const { user } = renderApp('/loans');
    const from = await screen.findByRole(
      'group',
      { name: 'ধার নেওয়ার তারিখ, যেদিন থেকে' },
      { timeout: 15000 }
    );
    expect(within(from).getByRole('option', { name: 'নভেম্বর' })).toBeInTheDocument();
    expect(within(from).getByRole('option', { name: '২১' })).toBeInTheDocument();
    expect(document.querySelector('input[type="date"]')).toBeNull();
    const year = new Date().getFullYear();
    await user.selectOptions(within(from).getByLabelText(/: বছর$/), String(year));
    await user.selectOptions(within(from).getByLabelText(/: মাস$/), '11');
    await user.selectOptions(within(from).getByLabelText(/: দিন$/), '21');
    await expect.poll(() => ranges.at(-1)).toEqual({ from: `${year}-11-21`, to: null });
    await user.click(
      within(from).getByRole('button', { name: 'ধার নেওয়ার তারিখ, যেদিন থেকে মুছুন' })
    );
    await expect.poll(() => ranges.at(-1)).toEqual({ from: null, to: null });
  });
});

describe('member view and Book Day sheet', () => {
  it('shows the member’s membership, open loans (which block deletion), requests and history', async () => {
    const open = deskRow({
      status: 'Received',
      deskState: 'with_member',
      serialNumber: '7',
      freeSerials: [],
    });
    server.use(
      mockApi.get('/ext/members/{uniqueId}/desk', {
        member: open.member,
        membership: { state: 'active', expiresAt: '2027-06-30T18:00:00.000Z' },
        openLoans: [open],
        pendingRequests: [],
        history: [],
      })
    );
    renderApp(`/members/${open.userId}/desk`, { language: 'en' });
    expect(
      await screen.findByRole(
        'heading',
        { name: `Member: ${open.member.name}` },
        { timeout: 15000 }
      )
    ).toBeInTheDocument();
    expect(screen.getByText('Member until July 1, 2027')).toBeInTheDocument();
    expect(screen.getByText(/stop the account from being deleted/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pather Panchali · #7' })).toBeInTheDocument();
  });

  it('groups deliveries and collections by address and marks an item done once', async () => {
    const deliver = deskRow({
      status: 'approved',
      deskState: 'waiting_pickup',
      serialNumber: '9',
      freeSerials: [],
    });
    server.use(
      mockApi.get('/ext/desk/book-day', {
        date: '2026-11-27',
        groups: [{ address: 'Mirpur 10, Dhaka', deliver: [deliver], collect: [] }],
      })
    );
    const calls = jsonBodies('post', '/ext/desk/handovers', {
      row: { ...deliver, status: 'Received', deskState: 'with_member' },
    });
    const { user } = renderApp('/book-day', { language: 'en' });
    const section = await screen.findByRole(
      'region',
      { name: 'Mirpur 10, Dhaka' },
      { timeout: 15000 }
    );
    expect(within(section).getByText('To deliver')).toBeInTheDocument();
    expect(section).toHaveTextContent(deliver.member.mobile);
    await user.dblClick(within(section).getByRole('button', { name: 'Mark handed over' }));
    await within(section).findByText(/Done/);
    expect(calls).toEqual([{ rentId: deliver.rentId, action: 'handed_over' }]);
  });
});

describe('Received Books desk', () => {
  it('shows the member and asks before Confirm; one confirmation sends one call', async () => {
    const back = deskRow({
      status: 'Returned',
      deskState: 'returned',
      serialNumber: '11',
      freeSerials: [],
    });
    server.use(mockApi.get('/ext/desk', deskPage([back])));
    const calls = jsonBodies('put', '/SingUpAdmin/returnData', {
      message: 'Return confirmed successfully',
      rentBook: {} as never,
    });
    const { user } = renderApp('/returns', { language: 'en' });
    const item = await screen.findByRole(
      'listitem',
      { name: `${back.member.name}: Pather Panchali` },
      { timeout: 15000 }
    );
    const confirm = within(item).getByRole('button', {
      name: `Confirm that Pather Panchali came back from ${back.member.name}`,
    });
    await user.click(confirm);
    expect(calls).toEqual([]);
    const dialog = await screen.findByRole('dialog');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Confirm' }));
    await within(item).findByText('The book has been received.');
    expect(calls).toEqual([{ userId: back.userId, bookId: back.bookId, rentId: back.rentId }]);
  });
});
