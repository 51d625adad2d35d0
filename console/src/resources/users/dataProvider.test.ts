import { added } from '../../test/fixtures';
import { describe, expect, it } from 'vitest';
import { HttpResponse, mockApi, server } from '../../test/server';
import { png } from '../../test/render';
import { dp, listParams, recorder, serve } from '../../test/providerCalls';
import { userProfile } from './fixtures';

describe('users', () => {
  it('creates an account as multipart with the contract field names', async () => {
    const seen = serve('post', '/Singup/adminAddUser', added.user(), 201);
    const input = {
      fullName: 'Rahim',
      email: 'rahim@example.org',
      mobile: '01700000000',
      password: 'secret123',
      confirmPassword: 'secret123',
      permanentAddress: 'Dhaka',
      currentAddress: 'Dhaka',
    };
    const { data } = await dp.create('users', { data: { ...input, profileImage: png() } });
    expect(seen.form).toEqual({
      ...Object.fromEntries(Object.entries(input).map(([k, v]) => [k, [v]])),
      profileImage: ['FILE'],
    });
    expect(data.id).toBe(12345);
  });

  it('lists users with a search over name, e-mail and address', async () => {
    server.use(
      mockApi.get('/Singup/Alluserprofile', [
        {
          uniqueId: 1,
          name: 'Rahim',
          email: 'r@x.org',
          mobile: '1',
          permanentAddress: 'a',
          currentAddress: 'Khulna',
          image: null,
        },
        {
          uniqueId: 2,
          name: 'Nusrat',
          email: 'n@x.org',
          mobile: '2',
          permanentAddress: 'b',
          currentAddress: 'Dhaka',
          image: null,
        },
      ])
    );
    expect(
      (await dp.getList('users', { ...listParams(), filter: { q: 'dhaka' } })).data.map((u) => u.id)
    ).toEqual([2]);
  });
});

it('refuses what a resource has no call for', async () => {
  await expect(dp.getList('mission', listParams())).rejects.toThrow(/no getList for mission/);
});

describe('accounts', () => {
  it('deactivates and deletes by ?id=', async () => {
    const r = recorder();
    server.use(
      mockApi.delete(
        '/Singup/deleteActivation',
        r.answer({ message: 'Account deactivated successfully' })
      ),
      mockApi.delete(
        '/Singup/deleteProfile',
        r.answer({ message: 'User profile deleted successfully' })
      )
    );
    await dp.deactivateMember(12345);
    await dp.deleteMember(12345);
    expect(r.calls).toEqual([
      { method: 'DELETE', url: '/Singup/deleteActivation?id=12345' },
      { method: 'DELETE', url: '/Singup/deleteProfile?id=12345' },
    ]);
  });

  it('gets one profile from viewProfile (the first element), 404 when there is none', async () => {
    const r = recorder();
    server.use(mockApi.get('/Singup/viewProfile', r.answer([userProfile()])));
    const { data } = await dp.getOne('users', { id: 12345 });
    expect(data).toMatchObject({ id: 12345, name: 'Rahim Uddin' });
    expect(r.calls).toEqual([{ method: 'GET', url: '/Singup/viewProfile?id=12345' }]);
    server.use(mockApi.get('/Singup/viewProfile', () => HttpResponse.json([])));
    await expect(dp.getOne('users', { id: 12345 })).rejects.toMatchObject({ status: 404 });
  });
});
