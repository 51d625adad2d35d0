import { describe, expect, it } from 'vitest';
import { dashboardFigures } from './fixtures';
import { mockApi, server } from '../../test/server';
import { dp } from '../../test/providerCalls';

describe('dashboard', () => {
  it('reads every figure from GET /ext/dashboard as one record', async () => {
    server.use(mockApi.get('/ext/dashboard', dashboardFigures({ pendingReturns: 2 })));
    const { data } = await dp.getOne('dashboard', { id: 'figures' });
    expect(data).toEqual({ ...dashboardFigures({ pendingReturns: 2 }), id: 'figures' });
  });

  it('has no other record', async () => {
    await expect(dp.getOne('dashboard', { id: 'other' })).rejects.toMatchObject({ status: 404 });
  });
});
