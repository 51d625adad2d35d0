import { describe, expect, it } from 'vitest';
import { renderApp, screen } from '../../test/render';
import { HttpResponse, mockApi, server } from '../../test/server';
import { dashboardFigures } from '../dashboard/fixtures';

const defaults = {
  loanDays: 14,
  maxRenewals: 2,
  renewalOverdueLimitDays: 0,
  holdDays: 2,
  reminderDaysBefore: 3,
  overdueReminderDays: [1, 7, 14],
  membershipExpiryReminderDays: 14,
};

function serve() {
  const saved: unknown[] = [];
  server.use(
    mockApi.get('/ext/dashboard', () => HttpResponse.json(dashboardFigures())),
    mockApi.get('/ext/circulation-settings', () => HttpResponse.json(defaults)),
    mockApi.put('/ext/circulation-settings', async ({ request }) => {
      const body = await request.json();
      saved.push(body);
      return HttpResponse.json(body as typeof defaults);
    })
  );
  return saved;
}

describe('Circulation', () => {
  it(
    'saves the lending rules once, and refuses a value out of bounds on its field',
    { timeout: 60_000 },
    async () => {
      const saved = serve();
      const { user } = renderApp('/circulation', { language: 'en' });
      // The first render also loads the screen's code-split chunk.
      await screen.findByRole('tab', { name: 'Waitlists' }, { timeout: 15000 });
      const loan = await screen.findByLabelText('Loan length (days)', {}, { timeout: 8000 });
      expect(loan).toHaveValue('14');
      await user.clear(loan);
      await user.type(loan, '400');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('A whole number from 1 to 365.')).toBeInTheDocument();
      expect(saved).toEqual([]);

      await user.clear(loan);
      await user.type(loan, '21');
      const overdue = screen.getByLabelText(/Overdue reminders/);
      await user.clear(overdue);
      await user.type(overdue, '2, 9');
      await user.dblClick(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Lending rules saved.')).toBeInTheDocument();
      expect(saved).toEqual([{ ...defaults, loanDays: 21, overdueReminderDays: [2, 9] }]);
    }
  );

  it('lists the waitlists and the reminders sent', async () => {
    serve();
    server.use(
      mockApi.get('/ext/waitlists', () =>
        HttpResponse.json({
          holds: [
            {
              holdId: '0b7c1d3e-0000-4000-8000-000000000001',
              bookId: 100001,
              bookname: 'পথের পাঁচালী',
              booknameEn: 'Pather Panchali',
              status: 'ready',
              position: 1,
              expectedDate: '2026-11-20T06:00:00.000Z',
              readyUntil: '2026-11-22T06:00:00.000Z',
              createdAt: '2026-11-10T06:00:00.000Z',
              userId: 12345,
              name: 'Nusrat',
              email: 'nusrat@pathagar.demo',
              serialNumber: '100001001',
            },
          ],
        })
      ),
      mockApi.get('/ext/reminders', () =>
        HttpResponse.json({
          total: 1,
          reminders: [
            {
              kind: 'overdue',
              userId: 12345,
              email: 'rahim@pathagar.demo',
              channel: 'mail',
              subject: 'Overdue: Pather Panchali',
              sentAt: '2026-11-21T04:00:00.000Z',
            },
          ],
        })
      )
    );
    const { user } = renderApp('/circulation', { language: 'en' });
    await user.click(await screen.findByRole('tab', { name: 'Waitlists' }, { timeout: 8000 }));
    expect(await screen.findByText('Pather Panchali')).toBeInTheDocument();
    expect(screen.getByText(/Copy 100001001 kept until/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Nusrat from the waitlist' })).toBeEnabled();
    await user.click(screen.getByRole('tab', { name: 'Reminders sent' }));
    expect(await screen.findByText('rahim@pathagar.demo')).toBeInTheDocument();
    expect(screen.getByText('Overdue')).toBeInTheDocument();
  });
});
