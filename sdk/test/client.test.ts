import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, dataOf, formDataSerializer } from '../src';
import { API, PAYMENTS, server, startServer } from './server';

beforeAll(startServer);
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function recordAuthHeader(method: 'get' | 'post', path: string, body: unknown = {}) {
  const seen: (string | null)[] = [];
  server.use(
    http[method](`${API}${path}`, ({ request }) => {
      seen.push(request.headers.get('authorization'));
      return HttpResponse.json(body as Record<string, unknown>);
    })
  );
  return seen;
}

describe('bearer token', () => {
  it('is not sent to a public operation even when logged in', async () => {
    const seen = recordAuthHeader('post', '/Singup/login', {
      access_token: 't',
      message: 'Login successful!',
      role: 'member',
      expiresAt: '2026-11-22T00:00:00.000Z',
    });
    const api = createApiClient({ baseUrl: API, getToken: () => 'secret' });
    const { data } = await api.POST('/Singup/login', { body: { email: 'a@b.co', password: 'pw' } });
    expect(data?.access_token).toBe('t');
    expect(seen).toEqual([null]);
  });

  it('is sent to a member operation', async () => {
    const seen = recordAuthHeader('get', '/Singup/checkPendingRequest', { exists: false });
    const api = createApiClient({ baseUrl: API, getToken: () => 'secret' });
    await api.GET('/Singup/checkPendingRequest', {
      params: { query: { UserId: 12345, bookId: 123456 } },
    });
    expect(seen).toEqual(['Bearer secret']);
  });

  it('is read afresh on every request (login and logout take effect at once)', async () => {
    const seen = recordAuthHeader('get', '/Singup/checkPendingRequest', { exists: false });
    let token: string | null = 'first';
    const api = createApiClient({ baseUrl: API, getToken: () => token });
    const call = () =>
      api.GET('/Singup/checkPendingRequest', {
        params: { query: { UserId: 12345, bookId: 123456 } },
      });
    await call();
    token = 'second';
    await call();
    token = null;
    await call();
    expect(seen).toEqual(['Bearer first', 'Bearer second', null]);
  });

  it('is sent to an optional-auth operation only when there is one', async () => {
    const seen = recordAuthHeader('get', '/SingUpAdmin/top-readers', {
      message: 'No readers found.',
      readers: [],
      total: 0,
      page: 1,
      limit: 15,
    });
    await createApiClient({ baseUrl: API, getToken: () => 'admin' }).GET(
      '/SingUpAdmin/top-readers'
    );
    await createApiClient({ baseUrl: API }).GET('/SingUpAdmin/top-readers');
    expect(seen).toEqual(['Bearer admin', null]);
  });
});

describe('errors', () => {
  it('turns an ErrorBody into an ApiError with status, code, message and field', async () => {
    server.use(
      http.post(`${API}/Singup/login`, () =>
        HttpResponse.json(
          {
            code: 'validation_failed',
            message: 'body.email must be a string',
            error: 'body.email must be a string',
            field: 'body.email',
          },
          { status: 400 }
        )
      )
    );
    const api = createApiClient({ baseUrl: API });
    const failure = await api
      .POST('/Singup/login', { body: { email: 'x', password: 'y' } })
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'body.email must be a string',
      field: 'body.email',
    });
  });

  it('reads the message of a legacy-shaped body and derives the code from the status', async () => {
    server.use(
      http.post(`${API}/SingUpAdmin/addbooks`, () =>
        HttpResponse.json({ msg: 'File is required' }, { status: 400 })
      )
    );
    const api = createApiClient({ baseUrl: API });
    const failure = await api
      .POST('/SingUpAdmin/addbooks', { body: {} as never, bodySerializer: formDataSerializer })
      .catch((e: unknown) => e);
    expect(failure).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'File is required',
    });
  });

  it('copes with a non-JSON error page', async () => {
    server.use(
      http.get(
        `${API}/Singup/Allbooks`,
        () =>
          new HttpResponse('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' })
      )
    );
    const failure = await createApiClient({ baseUrl: API })
      .GET('/Singup/Allbooks')
      .catch((e: unknown) => e);
    expect(failure).toMatchObject({ status: 502, code: 'unknown', message: 'Bad Gateway' });
  });

  it('turns a network failure into status 0 / network_error', async () => {
    server.use(http.get(`${API}/Singup/Allbooks`, () => HttpResponse.error()));
    const failure = await createApiClient({ baseUrl: API })
      .GET('/Singup/Allbooks')
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 0, code: 'network_error' });
  });

  it('reports a rejected token to onUnauthorized, but not a 401 of a call made without one', async () => {
    server.use(
      http.get(`${API}/Singup/checkPendingRequest`, () =>
        HttpResponse.json(
          { code: 'unauthorized', message: 'Invalid token.', error: 'Invalid token.' },
          { status: 401 }
        )
      )
    );
    const onUnauthorized = vi.fn();
    const call = (token: string | null) =>
      createApiClient({ baseUrl: API, getToken: () => token, onUnauthorized })
        .GET('/Singup/checkPendingRequest', {
          params: { query: { UserId: 12345, bookId: 123456 } },
        })
        .catch((e: unknown) => e);
    const withoutToken = await call(null);
    expect(onUnauthorized).not.toHaveBeenCalled();
    const withToken = await call('expired');
    expect(withoutToken).toMatchObject({ status: 401, code: 'unauthorized' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).toHaveBeenCalledWith(withToken);
  });
});

describe('base URLs', () => {
  it('ignores a trailing slash on the base URL', async () => {
    server.use(http.get(`${API}/Singup/Allbooks`, () => HttpResponse.json([])));
    const { data } = await createApiClient({ baseUrl: `${API}/` }).GET('/Singup/Allbooks');
    expect(data).toEqual([]);
  });

  it('sends the proposals calls to the payments host, body and token intact', async () => {
    const received: { url: string; auth: string | null; body?: unknown }[] = [];
    server.use(
      http.get(`${PAYMENTS}/SingUpAdmin/accpetedPaymentDetails`, ({ request }) => {
        received.push({ url: request.url, auth: request.headers.get('authorization') });
        return HttpResponse.json([]);
      }),
      http.post(`${PAYMENTS}/SingUpAdmin/delete`, async ({ request }) => {
        received.push({
          url: request.url,
          auth: request.headers.get('authorization'),
          body: await request.json(),
        });
        return HttpResponse.json({ message: 'Delete is successful' });
      }),
      http.get(`${API}/Singup/Allbooks`, ({ request }) => {
        received.push({ url: request.url, auth: request.headers.get('authorization') });
        return HttpResponse.json([]);
      })
    );
    const api = createApiClient({ baseUrl: API, paymentsBaseUrl: PAYMENTS, getToken: () => 'adm' });
    await api.GET('/SingUpAdmin/accpetedPaymentDetails');
    const record = {
      id: 'p1',
      userId: 12345,
      planName: 'Yearly membership',
      mobileNumber: '01700000000',
      bankingService: 'bkash',
      expDate: '2027-11-21T00:00:00.000Z',
    };
    const { data } = await api.POST('/SingUpAdmin/delete', { body: record });
    await api.GET('/Singup/Allbooks');
    expect(data?.message).toBe('Delete is successful');
    expect(received).toEqual([
      { url: `${PAYMENTS}/SingUpAdmin/accpetedPaymentDetails`, auth: 'Bearer adm' },
      { url: `${PAYMENTS}/SingUpAdmin/delete`, auth: 'Bearer adm', body: record },
      { url: `${API}/Singup/Allbooks`, auth: null },
    ]);
  });
});

describe('multipart uploads', () => {
  it('sends files, serial-number fields and numbers as multipart/form-data', async () => {
    let form: FormData | undefined;
    let contentType: string | null = null;
    server.use(
      http.post(`${API}/SingUpAdmin/addbooks`, async ({ request }) => {
        contentType = request.headers.get('content-type');
        form = await request.formData();
        return HttpResponse.json(
          { msg: 'Book added successfully', uniqueId: 123456, imageUrl: `${API}/uploads/c.png` },
          { status: 201 }
        );
      })
    );
    const cover = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'cover.png', {
      type: 'image/png',
    });
    const api = createApiClient({ baseUrl: API, getToken: () => 'adm' });
    const { data } = await api.POST('/SingUpAdmin/addbooks', {
      body: {
        File: cover,
        bookname: 'পথের পাঁচালী',
        booknameEnglish: 'Pather Panchali',
        authorname: 'বিভূতিভূষণ বন্দ্যোপাধ্যায়',
        authornameEnglish: 'Bibhutibhushan Bandyopadhyay',
        aboutbook: 'উপন্যাস',
        aboutbookEnglish: 'A novel',
        booktype: 'উপন্যাস',
        totalbooks: 2,
        'serialNumber-1': '101',
        'serialNumber-2': '102',
      },
      bodySerializer: formDataSerializer,
    });
    expect(data?.uniqueId).toBe(123456);
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(form?.get('bookname')).toBe('পথের পাঁচালী');
    expect(form?.get('totalbooks')).toBe('2');
    expect(form?.getAll('serialNumber-1')).toEqual(['101']);
    expect(form?.get('serialNumber-2')).toBe('102');
    const file = form?.get('File');
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe('cover.png');
    expect(new Uint8Array(await (file as File).arrayBuffer())).toEqual(
      new Uint8Array([0x89, 0x50, 0x4e, 0x47])
    );
  });

  it('repeats array fields and leaves out empty ones', () => {
    const a = new File(['a'], 'a.jpg');
    const b = new File(['b'], 'b.jpg');
    const form = formDataSerializer({ title: 'T', files: [a, b], Campus: undefined, imgUrl: null });
    expect(form.getAll('files').map((f) => (f as File).name)).toEqual(['a.jpg', 'b.jpg']);
    expect(form.has('Campus')).toBe(false);
    expect(form.has('imgUrl')).toBe(false);
    expect(form.get('title')).toBe('T');
  });
});

describe('dataOf', () => {
  it('hands over the body of a call that resolved, typed without undefined', async () => {
    const health = { status: 'ok', database: 'ok', version: '1.0.0' };
    server.use(http.get(`${API}/ext/health`, () => HttpResponse.json(health)));
    const api = createApiClient({ baseUrl: API });
    const body = dataOf(await api.GET('/ext/health'));
    expect(body.version).toBe('1.0.0');
  });

  it('fails loudly on an answer without a body instead of passing undefined on', () => {
    expect(() => dataOf({ data: undefined })).toThrow('The API answered without a body.');
  });

  it('keeps falsy bodies (an empty list, zero)', () => {
    expect(dataOf({ data: [] })).toEqual([]);
    expect(dataOf({ data: 0 })).toBe(0);
  });
});
