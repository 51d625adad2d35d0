import { createElement } from 'react';
import { act, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { dashboardFigures } from '../resources/dashboard/fixtures';
import { renderApp, screen } from '../test/render';
import { apiError, HttpResponse, mockApi, server } from '../test/server';
import type { DashboardFigures } from '../resources/dashboard/dataProvider';
import type * as ResourcesModule from '../resources';
import { DOT_LIFETIME, PENDING_POLL_INTERVAL } from './pendingDots';

/*
 * The four screens with a dot belong to other desks; here they are stand-ins, so these tests see
 * only the menu's own calls (the pending counts) whatever those screens load.
 */
vi.mock('../resources', async (importOriginal) => {
  const { RESOURCES } = await importOriginal<typeof ResourcesModule>();
  const standIn = (name: string) => ({
    name,
    list: () => createElement('h1', null, `stand-in ${name}`),
  });
  const dotted = ['requests', 'returns', 'approvals', 'donations'];
  return {
    RESOURCES: [...RESOURCES.filter((r) => !dotted.includes(r.name)), ...dotted.map(standIn)],
  };
});

/** Answers the pending counts from `answers` in turn (the last one again), and counts the calls. */
function pendingCounts(...answers: Partial<DashboardFigures>[]) {
  const calls = { count: 0 };
  server.use(
    mockApi.get('/ext/dashboard', () => {
      const answer = answers[Math.min(calls.count, answers.length - 1)]!;
      calls.count += 1;
      return HttpResponse.json(dashboardFigures(answer));
    }),
    mockApi.get('/SingUpAdmin/allFaqs', [])
  );
  return calls;
}

const nav = (name = 'Admin menu') => screen.findByRole('navigation', { name });
const dots = () => screen.queryAllByTestId('pending-dot');

describe('the pulsing menu dots', () => {
  it('pulse on the entries with pending items, with a text for screen readers', async () => {
    pendingCounts({ pendingRequests: 2, pendingMemberships: 1 });
    renderApp('/faqs', { language: 'en' });
    const menu = await nav();
    expect(
      await within(menu).findByRole('menuitem', { name: /^Book Request, New items pending$/ })
    ).toHaveAttribute('href', '/requests');
    expect(
      within(menu).getByRole('menuitem', { name: /^User Approval, New items pending$/ })
    ).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Received Books' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Receive Donation' })).toBeInTheDocument();
    expect(dots()).toHaveLength(2);
  });

  it('say so in Bangla too', async () => {
    pendingCounts({ pendingDonations: 4 });
    renderApp('/faqs');
    const menu = await nav('অ্যাডমিন মেনু');
    expect(
      await within(menu).findByRole('menuitem', { name: /^অনুদান গ্রহণ ?, নতুন কিছু অপেক্ষায় আছে$/ })
    ).toBeInTheDocument();
  });

  it('show none when nothing waits', async () => {
    const calls = pendingCounts({});
    renderApp('/faqs', { language: 'en' });
    await nav();
    await expect.poll(() => calls.count).toBe(1);
    expect(dots()).toHaveLength(0);
  });

  it('go when the item is opened, the others stay', async () => {
    pendingCounts({ pendingRequests: 2, pendingReturns: 1 });
    const { user } = renderApp('/faqs', { language: 'en' });
    const menu = await nav();
    await user.click(await within(menu).findByRole('menuitem', { name: /^Book Request ?,/ }));
    expect(await screen.findByRole('heading', { name: 'stand-in requests' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Book Request' })).toHaveAttribute(
      'aria-current',
      'page'
    );
    expect(within(menu).getByRole('menuitem', { name: /^Received Books ?,/ })).toBeInTheDocument();
    expect(dots()).toHaveLength(1);
  });

  it('are polled every minute, go after 5 minutes and come back when the count grows', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = pendingCounts(...Array.from({ length: 6 }, () => ({ pendingReturns: 1 })), {
      pendingReturns: 2,
    });
    renderApp('/faqs', { language: 'en', user: { advanceTimers: vi.advanceTimersByTime } });
    const menu = await nav();
    await within(menu).findByRole('menuitem', { name: /^Received Books ?,/ });
    const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

    // Exact timings are the hook's tests; here real time also passes, so keep a margin.
    await advance(DOT_LIFETIME - 30_000);
    expect(calls.count).toBeGreaterThanOrEqual(5);
    expect(dots()).toHaveLength(1);
    await advance(30_000);
    await expect.poll(() => dots()).toHaveLength(0);
    expect(within(menu).getByRole('menuitem', { name: 'Received Books' })).toBeInTheDocument();

    // Up to the 6th call the count stays 1 (what the admin saw); the 7th answers 2.
    await advance(PENDING_POLL_INTERVAL);
    await expect.poll(() => calls.count).toBeGreaterThanOrEqual(7);
    expect(await within(menu).findByRole('menuitem', { name: /^Received Books ?,/ })).toBeVisible();
  });

  it('end the session when the poll is answered 401', async () => {
    server.use(
      mockApi.get('/ext/dashboard', () => apiError(401, 'unauthorized', 'Token expired.')),
      mockApi.get('/SingUpAdmin/allFaqs', [])
    );
    renderApp('/faqs', { language: 'en' });
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(localStorage.getItem('AdminLogin')).toBeNull();
  });
});
