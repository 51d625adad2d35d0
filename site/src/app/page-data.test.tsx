import { resources } from '@pathagar/shared-i18n';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render as prerender } from '../prerender';
import { builtWithData } from '../test/prerendered';
import { renderRoute } from '../test/render';
import { HttpResponse, counted, mockApi, neverAnswer, server } from '../test/server';

const fromClub = resources.bn.site.mission.fromClub;
const BUILT = 'বই পড়ার আনন্দ সবার সঙ্গে ভাগ করি।';
const LIVE = 'প্রতি মাসে একটি পাঠচক্র।';

describe('a page prerendered with the API data', () => {
  it('shows what the API answered at build time', async () => {
    server.use(mockApi.get('/SingUpAdmin/mission', { mission: BUILT }));
    const before = Date.now();
    const { markup, data } = await prerender('/ourmission', { withData: true });
    expect(markup).toContain(BUILT);
    expect(markup).toContain(`aria-label="${fromClub}"`);
    expect(data?.state.queries.map((query) => query.queryKey)).toEqual([['mission']]);
    expect(data?.at).toBeGreaterThanOrEqual(before);
  });

  it('is not built when the API refuses a query: the page would show it half empty for good', async () => {
    server.use(
      mockApi.get('/SingUpAdmin/mission', () =>
        HttpResponse.json({ message: 'down' }, { status: 503 })
      )
    );
    await expect(prerender('/ourmission', { withData: true })).rejects.toThrow(
      /prerendering \/ourmission with data: the query \["mission"\] failed/
    );
  });

  it('without data asks the API nothing and carries nothing', async () => {
    const [answer, asked] = counted(() => HttpResponse.json({ mission: BUILT }));
    server.use(mockApi.get('/SingUpAdmin/mission', answer));
    const { markup, data } = await prerender('/ourmission');
    expect(markup).not.toContain(BUILT);
    expect(data).toBeUndefined();
    expect(asked.count).toBe(0);
  });

  it('is taken over by the app showing the same data at once, then the live answer', async () => {
    server.use(mockApi.get('/SingUpAdmin/mission', { mission: BUILT }));
    const { page, root } = await builtWithData('/ourmission');

    let answer!: () => void;
    const live = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      mockApi.get('/SingUpAdmin/mission', async () => {
        await live;
        return HttpResponse.json({ mission: LIVE });
      })
    );
    const { router } = renderRoute('/ourmission', { container: root, pageDataFrom: page });
    // The app's own render (the route is loaded) shows the build's text while it asks again.
    await waitFor(() => expect(router.state.status).toBe('idle'));
    const quote = await screen.findByRole('region', { name: fromClub });
    expect(within(quote).getByText(BUILT)).toBeVisible();
    answer();
    expect(await within(quote).findByText(LIVE)).toBeVisible();
    expect(screen.queryByText(BUILT)).toBeNull();
  });

  it('without page data, the app loads it as usual', async () => {
    server.use(mockApi.get('/SingUpAdmin/mission', neverAnswer));
    const page = document.body.appendChild(document.createElement('div'));
    const { router } = renderRoute('/ourmission', { pageDataFrom: page });
    await waitFor(() => expect(router.state.status).toBe('idle'));
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    expect(screen.queryByRole('region', { name: fromClub })).toBeNull();
  });
});
