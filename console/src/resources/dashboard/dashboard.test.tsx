import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, screen } from '../../test/render';
import { apiError, HttpResponse, mockApi, server } from '../../test/server';
import { dashboardFigures } from './fixtures';
import { held } from '../../test/popups';

/** The value shown under a figure's label. */
const figure = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('Dashboard', () => {
  it('shows a loader, then every figure from one call, taka for the donations', async () => {
    const { release, wait: gate } = held();
    let calls = 0;
    server.use(
      mockApi.get('/ext/dashboard', async () => {
        calls += 1;
        await gate();
        return HttpResponse.json(dashboardFigures({ pendingRequests: 3, pendingDonations: 1 }));
      })
    );
    renderApp('/', { language: 'en' });
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    expect(await screen.findByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { name: 'Library figures' })).toBeInTheDocument();
    expect(figure('Total members')).toBe('1,234');
    expect(screen.getByText('Active members: 56')).toBeInTheDocument();
    expect(figure('Total books')).toBe('321');
    expect(figure('Total copies')).toBe('980');
    expect(figure('Copies available')).toBe('870');
    expect(figure('Borrowed this month')).toBe('12');
    expect(figure('Borrowed this year')).toBe('140');
    expect(figure('Borrowed in total')).toBe('1,502');
    expect(figure('Total donations')).toBe('৳125,000');
    expect(figure('Donations this month')).toBe('৳2,500.50');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    // The menu's dots read the same record: one call for both.
    expect(calls).toBe(1);
  });

  it('links what waits for the admin to its screen', async () => {
    server.use(
      mockApi.get(
        '/ext/dashboard',
        dashboardFigures({
          pendingRequests: 3,
          pendingReturns: 0,
          pendingMemberships: 2,
          pendingDonations: 1,
        })
      )
    );
    renderApp('/', { language: 'en' });
    const heading = await screen.findByRole('heading', { name: 'Waiting for you' });
    const list = heading.nextElementSibling as HTMLElement;
    for (const [name, href] of [
      ['Book requests: 3', '/requests'],
      ['Returns to confirm: 0', '/returns'],
      ['Membership requests: 2', '/approvals'],
      ['Donations to approve: 1', '/donations'],
    ]) {
      expect(within(list).getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('shows the figures with Bangla digits in Bangla', async () => {
    server.use(mockApi.get('/ext/dashboard', dashboardFigures()));
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'ড্যাশবোর্ড', level: 1 })).toBeVisible();
    await screen.findByRole('heading', { name: 'পাঠাগারের হিসাব' });
    expect(figure('মোট সদস্য')).toBe('১,২৩৪');
    expect(screen.getByText('সক্রিয় সদস্য: ৫৬')).toBeInTheDocument();
    expect(figure('উপলব্ধ কপি')).toBe('৮৭০');
    expect(figure('মোট অনুদান')).toBe('৳১,২৫,০০০');
    expect(figure('এই মাসের অনুদান')).toBe('৳২,৫০০.৫০');
  });

  it('says when the figures cannot be loaded, and tries again on request', async () => {
    // The menu's dots read the same figures, so the server fails until the admin asks again.
    let failing = true;
    let calls = 0;
    server.use(
      mockApi.get('/ext/dashboard', () => {
        calls += 1;
        return failing
          ? apiError(500, 'internal', 'boom')
          : HttpResponse.json(dashboardFigures({ members: 7 }));
      })
    );
    const { user } = renderApp('/', { language: 'en' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the data. Please try again later.');
    expect(screen.queryByText('Total members')).not.toBeInTheDocument();
    failing = false;
    const before = calls;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { name: 'Library figures' });
    expect(figure('Total members')).toBe('7');
    expect(calls).toBeGreaterThan(before);
  });
});
