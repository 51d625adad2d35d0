import { HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiError, createMockApi, formFields, mswPath } from '../src/msw';
import { API, server, startServer } from './server';

beforeAll(startServer);
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('mswPath', () => {
  it('turns the contract templates into msw path parameters', () => {
    expect(mswPath('/x/{id}')).toBe('/x/:id');
    expect(mswPath('/Singup/getUser/{userId}')).toBe('/Singup/getUser/:userId');
    expect(mswPath('/a/{first}/b/{second}')).toBe('/a/:first/b/:second');
  });

  it('leaves a path without templates as it is', () => {
    expect(mswPath('/Singup/Allbooks')).toBe('/Singup/Allbooks');
  });
});

describe('createMockApi', () => {
  it('answers a templated path with the parameter msw read from the URL', async () => {
    const mockApi = createMockApi(API);
    server.use(
      mockApi.get('/Singup/getUser/{userId}', ({ params }) =>
        HttpResponse.json({ userId: params.userId })
      )
    );
    const response = await fetch(`${API}/Singup/getUser/12345`);
    expect(await response.json()).toEqual({ userId: '12345' });
  });

  it('answers 200 with a typed body, and ignores a trailing slash on the base URL', async () => {
    const mockApi = createMockApi(`${API}/`);
    server.use(mockApi.get('/Singup/Allbooks', []));
    const response = await fetch(`${API}/Singup/Allbooks`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
  });

  it('mocks the other methods the same way', async () => {
    const mockApi = createMockApi(API);
    const deleted: unknown[] = [];
    server.use(
      mockApi.delete('/SingUpAdmin/deleteFaq/{id}', ({ params }) => {
        deleted.push(params.id);
        return new HttpResponse(null, { status: 204 });
      })
    );
    const response = await fetch(`${API}/SingUpAdmin/deleteFaq/7`, { method: 'DELETE' });
    expect(response.status).toBe(204);
    expect(deleted).toEqual(['7']);
  });
});

describe('apiError and formFields', () => {
  it('builds an ErrorBody answer with the status', async () => {
    const response = apiError(409, 'email_taken', 'Email already exists');
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      code: 'email_taken',
      message: 'Email already exists',
      error: 'Email already exists',
    });
  });

  it('reads a multipart body as name → values, files as FILE', async () => {
    const body = new FormData();
    body.append('name', 'Rahim');
    body.append('tag', 'a');
    body.append('tag', 'b');
    body.append('photo', new Blob(['x'], { type: 'image/png' }), 'me.png');
    const request = new Request(`${API}/upload`, { method: 'POST', body });
    expect(await formFields(request)).toEqual({
      name: ['Rahim'],
      tag: ['a', 'b'],
      photo: ['FILE'],
    });
  });
});
