import { describe, expect, it } from 'vitest';
import { added, event } from '../../test/fixtures';
import { mockApi, server } from '../../test/server';
import { png } from '../../test/render';
import { dp, listParams, serve } from '../../test/providerCalls';

describe('events', () => {
  it('lists newest first and pages client-side', async () => {
    server.use(
      mockApi.get('/SingUpAdmin/allEvent', [
        event({ _id: '1', eventDate: '2026-01-01', eventTime: '10:00' }),
        event({ _id: '2', eventDate: '2026-06-01', eventTime: '09:00' }),
        event({ _id: '3', eventDate: '2026-06-01', eventTime: '18:00' }),
      ])
    );
    const { data, total } = await dp.getList('events', {
      ...listParams(),
      pagination: { page: 1, perPage: 2 },
    });
    expect(data.map((e) => e.id)).toEqual(['3', '2']);
    expect(total).toBe(3);
  });

  it('adds as multipart with the poster', async () => {
    const seen = serve('post', '/SingUpAdmin/addevent', added.event(), 201);
    const { _id, uniqueId, imgUrl, ...fields } = event();
    await dp.create('events', { data: { ...fields, poster: png('poster.png') } });
    expect(Object.keys(seen.form!).sort()).toEqual([...Object.keys(fields), 'poster'].sort());
    expect(seen.form!.poster).toEqual(['FILE']);
    expect([_id, uniqueId, imgUrl]).toHaveLength(3);
  });

  it('updates with the whole edited event as JSON at /updateEvent/{_id}', async () => {
    const seen = serve('put', '/SingUpAdmin/updateEvent/{id}', {
      message: 'Event updated successfully',
      event: event(),
    });
    const previous = { ...event(), id: '200001' };
    await dp.update('events', {
      id: '200001',
      previousData: previous,
      data: { ...event(), eventname: 'নতুন নাম' },
    });
    expect(seen.url!.pathname).toBe('/SingUpAdmin/updateEvent/200001');
    expect(seen.json).toEqual({ ...event(), eventname: 'নতুন নাম' });
  });

  it('deletes at /deleteEvent/{_id}', async () => {
    const seen = serve('delete', '/SingUpAdmin/deleteEvent/{id}', {
      message: 'Event deleted successfully',
    });
    await dp.delete('events', { id: '200001' });
    expect(seen.url!.pathname).toBe('/SingUpAdmin/deleteEvent/200001');
  });
});
