// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createApiClient } from '../src';
import { createApiHooks } from '../src/react-query';
import { API, server, startServer } from './server';

beforeAll(startServer);
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const $api = createApiHooks(createApiClient({ baseUrl: API, getToken: () => 'tok' }));
  return { queryClient, wrapper, $api };
}

const faq = { _id: '1', question: 'When?', answer: 'Fridays', questionBangla: 'কখন?' };

describe('React Query bindings', () => {
  it('fetches typed data with useQuery', async () => {
    server.use(http.get(`${API}/SingUpAdmin/allFaqs`, () => HttpResponse.json([faq])));
    const { wrapper, $api } = setup();
    const { result } = renderHook(() => $api.useQuery('get', '/SingUpAdmin/allFaqs'), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.[0]?.answer).toBe('Fridays');
  });

  it('exposes the ApiError of a failed query', async () => {
    server.use(
      http.get(`${API}/SingUpAdmin/allFaqs`, () =>
        HttpResponse.json(
          {
            code: 'internal',
            message: 'Something went wrong. Please try again later.',
            error: 'x',
          },
          { status: 500 }
        )
      )
    );
    const { wrapper, $api } = setup();
    const { result } = renderHook(() => $api.useQuery('get', '/SingUpAdmin/allFaqs'), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBeInstanceOf(ApiError);
    expect(result.current.error).toMatchObject({ status: 500, code: 'internal' });
  });

  it('gives queryOptions that a route loader can ensureQueryData with, sharing the cache', async () => {
    let calls = 0;
    server.use(
      http.get(`${API}/SingUpAdmin/allFaqs`, () => {
        calls += 1;
        return HttpResponse.json([faq]);
      })
    );
    const { queryClient, wrapper, $api } = setup();
    const options = $api.queryOptions('get', '/SingUpAdmin/allFaqs');
    const loaded = await queryClient.ensureQueryData(options);
    expect(loaded).toEqual([faq]);
    expect(options.queryKey).toEqual(['get', '/SingUpAdmin/allFaqs']);
    const { result } = renderHook(() => $api.useQuery('get', '/SingUpAdmin/allFaqs'), { wrapper });
    expect(result.current.data).toEqual([faq]);
    expect(calls).toBe(1);
  });

  it('runs mutations through the same client (token and errors included)', async () => {
    let auth: string | null = null;
    server.use(
      http.post(`${API}/SingUpAdmin/addFaqs`, ({ request }) => {
        auth = request.headers.get('authorization');
        return HttpResponse.json(
          { code: 'forbidden', message: 'Admin access required.', error: 'Admin access required.' },
          { status: 403 }
        );
      })
    );
    const { wrapper, $api } = setup();
    const { result } = renderHook(() => $api.useMutation('post', '/SingUpAdmin/addFaqs'), {
      wrapper,
    });
    result.current.mutate({ body: { question: 'Q?', answer: 'A.' } });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(auth).toBe('Bearer tok');
    expect(result.current.error).toMatchObject({ status: 403, code: 'forbidden' });
  });
});
