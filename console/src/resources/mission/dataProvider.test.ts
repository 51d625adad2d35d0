import { describe, expect, it } from 'vitest';
import { mockApi, server } from '../../test/server';
import { MISSION_ID } from './dataProvider';
import { capture, dp } from '../../test/providerCalls';

describe('mission', () => {
  it('reads it, adds it with POST and updates it with PUT', async () => {
    const c = capture();
    const saved = { mission: 'পড়ুন', updatedAt: '2026-01-01T00:00:00.000Z' };
    server.use(
      mockApi.get('/SingUpAdmin/mission', { mission: null, updatedAt: null }),
      mockApi.post(
        '/SingUpAdmin/mission',
        c.answer({ message: 'Mission saved successfully', mission: saved })
      ),
      mockApi.put(
        '/SingUpAdmin/mission',
        c.answer({ message: 'Mission updated successfully', mission: saved })
      )
    );
    expect((await dp.getOne('mission', { id: MISSION_ID })).data).toEqual({
      id: MISSION_ID,
      mission: null,
      updatedAt: null,
    });
    await dp.create('mission', { data: { mission: 'পড়ুন' } });
    expect(c.seen).toMatchObject({ json: { mission: 'পড়ুন' } });
    expect(c.seen.url!.pathname).toBe('/SingUpAdmin/mission');
    const { data } = await dp.update('mission', {
      id: MISSION_ID,
      previousData: { id: MISSION_ID },
      data: { mission: 'আরও পড়ুন' },
    });
    expect(c.seen.json).toEqual({ mission: 'আরও পড়ুন' });
    expect(data.id).toBe(MISSION_ID);
  });
});
