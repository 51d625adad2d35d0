import { describe, expect, it } from 'vitest';
import { within } from '@testing-library/react';
import { renderApp, screen } from '../../test/render';
import { HttpResponse, mockApi, server } from '../../test/server';
import { dashboardFigures } from '../dashboard/fixtures';
import type { AuditEvent } from './queries';

const missionEdit: AuditEvent = {
  id: 2,
  at: '2026-11-20T06:00:00.000Z',
  adminId: 1,
  adminEmail: 'rina@pathagar.demo',
  operation: 'updateMission',
  kind: 'mission.update',
  method: 'PUT',
  path: '/SingUpAdmin/mission',
  params: {},
  changes: [
    {
      table: 'mission',
      key: { id: true },
      op: 'update',
      before: { id: true, mission: 'পড়ি', updated_at: '2026-11-01' },
      after: { id: true, mission: 'সবাই মিলে পড়ি', updated_at: '2026-11-20' },
    },
  ],
};
const faqDelete: AuditEvent = {
  ...missionEdit,
  id: 1,
  adminEmail: 'karim@pathagar.demo',
  operation: 'deleteFaq',
  kind: 'faqs.delete',
  changes: [
    {
      table: 'faqs',
      key: { id: 7 },
      op: 'delete',
      before: { id: 7, question: 'কেন পড়ি?' },
      after: null,
    },
  ],
};

function serve() {
  const queries: URLSearchParams[] = [];
  server.use(
    mockApi.get('/ext/dashboard', () => HttpResponse.json(dashboardFigures())),
    mockApi.get('/ext/audit', ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      const kind = query.get('kind');
      const events = [missionEdit, faqDelete].filter((e) => !kind || e.kind === kind);
      return HttpResponse.json({ events, total: events.length });
    })
  );
  return queries;
}

describe('Audit log', () => {
  it(
    'lists admin writes newest first and shows before → after when an entry is opened',
    { timeout: 60_000 },
    async () => {
      serve();
      const { user } = renderApp('/audit', { language: 'en' });
      await screen.findByRole('heading', { name: 'Audit log' }, { timeout: 15000 });
      const edit = await screen.findByRole('button', { name: /Mission · edited/ });
      expect(edit).toHaveTextContent('rina@pathagar.demo');
      expect(screen.getByRole('button', { name: /FAQ · deleted/ })).toBeInTheDocument();
      await user.click(edit);
      const details = await screen.findByRole('region');
      expect(within(details).getByText('mission:')).toBeInTheDocument();
      expect(within(details).getByText('পড়ি → সবাই মিলে পড়ি')).toBeInTheDocument();
      // Only the fields that changed: the key column stayed the same.
      expect(within(details).queryByText('id:')).not.toBeInTheDocument();
    }
  );

  it('filters by kind and admin e-mail, from the first page', { timeout: 60_000 }, async () => {
    const queries = serve();
    const { user } = renderApp('/audit', { language: 'en' });
    await screen.findByRole('button', { name: /FAQ · deleted/ }, { timeout: 15000 });
    await user.click(screen.getByRole('combobox', { name: 'What' }));
    await user.click(await screen.findByRole('option', { name: 'FAQ · deleted' }));
    await expect.poll(() => screen.queryByRole('button', { name: /Mission · edited/ })).toBeNull();
    expect(queries.at(-1)?.get('kind')).toBe('faqs.delete');

    await user.type(screen.getByRole('searchbox', { name: 'Admin e-mail' }), 'karim');
    await expect.poll(() => queries.at(-1)?.get('admin'), { timeout: 3000 }).toBe('karim');
    expect(queries.at(-1)?.get('kind')).toBe('faqs.delete');
    expect(queries.at(-1)?.get('page')).toBe('1');
  });

  it('speaks Bangla by default', { timeout: 60_000 }, async () => {
    serve();
    renderApp('/audit');
    expect(
      await screen.findByRole('heading', { name: 'অডিট লগ' }, { timeout: 15000 })
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: /লক্ষ্য · সম্পাদনা করা হয়েছে/ })
    ).toBeInTheDocument();
  });
});
