import { describe, expect } from 'vitest';
import { itOnEmptyTables as it } from '../../../../test/helpers/api-test';
import { jpeg, png } from '../../../../test/helpers/fixtures';
import {
  contentRecords,
  describeContentRecordRules,
  type ContentRecordSpec,
} from '../record-testing';
import { fetchImage, filesIn, keyOf } from '../../../../test/helpers/uploads';
import { FOREIGN_IDS, unusedId } from '../testing';
import { expectError } from '../../../../test/helpers/app';

const FIELDS = {
  eventname: 'বই পড়া প্রতিযোগিতা',
  eventnameEnglish: 'Reading competition',
  organizer: 'পাঠাগার',
  organizerEnglish: 'Pathagar',
  description: 'মাসিক বই পড়া প্রতিযোগিতা।',
  descriptionEnglish: 'The monthly reading competition.',
  eventDate: '2025-12-20',
  eventTime: '15:30',
};

const EVENTS: ContentRecordSpec = {
  table: 'events',
  noun: 'Event',
  fields: FIELDS,
  imageField: 'poster',
  imageRequired: true,
  paths: { add: '/SingUpAdmin/addevent', list: '/SingUpAdmin/allEvent' },
  remove: { path: '/SingUpAdmin/deleteEvent', by: 'path' },
  deleted: { message: 'Event deleted successfully' },
};
const {
  form,
  add: addEvent,
  row,
  count,
  expectAdded,
  remove: removeEvent,
} = contentRecords(EVENTS);
const eventForm = (fields: Partial<Record<string, string | undefined>> = {}) =>
  form(fields, ['poster', png()]);

describeContentRecordRules(EVENTS);

describe('addEvent', () => {
  it('stores the event with its poster and serves the poster', async ({ api, admin }) => {
    const body = await addEvent(api, admin, {
      eventname: '  বই\u09c7\u09be মেলা ',
      organizerEnglish: ' Pathagar club ',
    });
    expectAdded(body);
    expect(body.event).toEqual({
      ...FIELDS,
      _id: String(body.uniqueId),
      uniqueId: body.uniqueId,
      eventname: 'বই\u09cb মেলা',
      organizerEnglish: 'Pathagar club',
      imgUrl: body.imageUrl,
    });
    expect(await row(api, body.uniqueId)).toMatchObject({
      eventname: 'বই\u09cb মেলা',
      eventname_en: 'Reading competition',
      organizer: 'পাঠাগার',
      organizer_en: 'Pathagar club',
      description: 'মাসিক বই পড়া প্রতিযোগিতা।',
      description_en: 'The monthly reading competition.',
      // A calendar date, read back as text: no time zone can shift it.
      event_date: '2025-12-20',
      event_time: '15:30',
      image_key: keyOf(body.imageUrl),
    });
    expect(await fetchImage(api, body.imageUrl)).toEqual({
      status: 200,
      contentType: 'image/png',
    });
  });

  it('accepts a JPEG poster', async ({ api, admin }) => {
    const body = await addEvent(api, admin, {}, jpeg('poster.jpeg'));
    expect(await fetchImage(api, body.imageUrl)).toEqual({
      status: 200,
      contentType: 'image/jpeg',
    });
  });

  it.for([
    ['eventDate', '2025-02-30', 'body.eventDate must be a valid date.'],
    ['eventDate', '20-12-2025', 'body.eventDate must be a valid date.'],
    ['eventDate', '2025-12-20T10:00:00Z', 'body.eventDate must be a valid date.'],
    ['eventDate', '0000-01-01', 'body.eventDate must be a valid date.'],
    ['eventTime', '24:00', 'body.eventTime has an invalid format.'],
    ['eventTime', '9:30', 'body.eventTime has an invalid format.'],
    ['eventTime', '12:60', 'body.eventTime has an invalid format.'],
    ['eventTime', '3 PM', 'body.eventTime has an invalid format.'],
    ['eventname', undefined, 'body.eventname is required.'],
    ['organizerEnglish', ' ', 'body.organizerEnglish has an invalid format.'],
    ['eventDate', undefined, 'body.eventDate is required.'],
  ] as const)('refuses %s = %j', async ([field, value, message], { api, admin }) => {
    const res = await api.call('POST', '/SingUpAdmin/addevent', {
      token: admin.token,
      form: eventForm({ [field]: value }),
    });
    expectError(res, 400, { code: 'validation_failed', field: `body.${field}`, message });
    expect(await count(api)).toBe(0);
    expect(await filesIn(api, 'events')).toEqual([]);
  });
});

describe('listEvents', () => {
  it('orders by date then time, earliest first', async ({ api, admin }) => {
    const slots = [
      ['2026-03-01', '18:00'],
      ['2025-01-10', '09:00'],
      ['2026-03-01', '09:30'],
      ['2025-12-31', '23:59'],
      ['2026-03-01', '10:00'],
    ];
    for (const [eventDate, eventTime] of slots)
      await addEvent(api, admin, { eventDate, eventTime });
    const res = await api.call('GET', '/SingUpAdmin/allEvent');
    expect(res.status).toBe(200);
    expect(res.body.map((e: any) => `${e.eventDate} ${e.eventTime}`)).toEqual([
      '2025-01-10 09:00',
      '2025-12-31 23:59',
      '2026-03-01 09:30',
      '2026-03-01 10:00',
      '2026-03-01 18:00',
    ]);
    for (const event of res.body) {
      expect(event._id).toBe(String(event.uniqueId));
      expect((await fetchImage(api, event.imgUrl)).status).toBe(200);
    }
  });
});

describe('updateEvent', () => {
  it('replaces the eight fields, ignoring _id, uniqueId and imgUrl of the body', async ({
    api,
    admin,
  }) => {
    const { event } = await addEvent(api, admin);
    const other = await addEvent(api, admin);
    const edited = {
      ...event,
      _id: other.event._id,
      uniqueId: other.uniqueId,
      imgUrl: 'http://elsewhere.test/uploads/events/x.png',
      eventname: ' নতুন নাম ',
      eventnameEnglish: 'New name',
      organizer: 'নতুন আয়োজক',
      organizerEnglish: 'New organiser',
      description: 'নতুন বিবরণ',
      descriptionEnglish: 'New description',
      eventDate: '2026-01-05',
      eventTime: '08:05',
    };
    const res = await api.call('PUT', `/SingUpAdmin/updateEvent/${event._id}`, {
      token: admin.token,
      json: edited,
    });
    expect(res.status).toBe(200);
    const expected = { ...edited, _id: event._id, uniqueId: event.uniqueId, imgUrl: event.imgUrl };
    expected.eventname = 'নতুন নাম';
    expect(res.body).toEqual({ message: 'Event updated successfully', event: expected });
    expect(await row(api, event.uniqueId)).toMatchObject({
      eventname: 'নতুন নাম',
      eventname_en: 'New name',
      organizer: 'নতুন আয়োজক',
      organizer_en: 'New organiser',
      description: 'নতুন বিবরণ',
      description_en: 'New description',
      event_date: '2026-01-05',
      event_time: '08:05',
      image_key: keyOf(event.imgUrl),
    });
    // The other event, whose ids the body carried, is untouched; the poster still serves.
    expect((await row(api, other.uniqueId))!.eventname_en).toBe('Reading competition');
    expect((await fetchImage(api, event.imgUrl)).status).toBe(200);
  });

  it('accepts the uniqueId in the path and a body without the ignored fields', async ({
    api,
    admin,
  }) => {
    const { event } = await addEvent(api, admin);
    const res = await api.call('PUT', `/SingUpAdmin/updateEvent/${event.uniqueId}`, {
      token: admin.token,
      json: { ...FIELDS, eventTime: '19:45' },
    });
    expect(res.status).toBe(200);
    expect(res.body.event.eventTime).toBe('19:45');
    expect((await row(api, event.uniqueId))!.event_time).toBe('19:45');
  });

  it.for([
    ['eventDate', '2025-13-01', 'body.eventDate must be a valid date.'],
    ['eventDate', '0000-06-01', 'body.eventDate must be a valid date.'],
    ['eventTime', '25:00', 'body.eventTime has an invalid format.'],
    ['eventTime', '7:5', 'body.eventTime has an invalid format.'],
    ['description', undefined, 'body.description is required.'],
    ['eventnameEnglish', '', 'body.eventnameEnglish must not be empty.'],
  ] as const)(
    'refuses %s = %j and keeps the event',
    async ([field, value, message], { api, admin }) => {
      const { event } = await addEvent(api, admin);
      const res = await api.call('PUT', `/SingUpAdmin/updateEvent/${event._id}`, {
        token: admin.token,
        json: { ...event, eventname: 'changed', [field]: value },
      });
      expectError(res, 400, {
        code: 'validation_failed',
        field: `body.${field}`,
        message,
      });
      expect(await row(api, event.uniqueId)).toMatchObject({
        eventname: FIELDS.eventname,
        event_date: FIELDS.eventDate,
        event_time: FIELDS.eventTime,
      });
    }
  );

  it('answers 404 for unknown ids', async ({ api, admin }) => {
    await addEvent(api, admin);
    for (const id of [String(await unusedId(api, 'events')), ...FOREIGN_IDS]) {
      const res = await api.call('PUT', `/SingUpAdmin/updateEvent/${id}`, {
        token: admin.token,
        json: FIELDS,
      });
      expect(res.status, id).toBe(404);
      expect(res.body).toMatchObject({ code: 'not_found', message: 'Event not found' });
    }
  });
});

describe('deleteEvent', () => {
  it('answers 404 for unknown ids, including one already deleted', async ({ api, admin }) => {
    const { event } = await addEvent(api, admin);
    expect((await removeEvent(api, admin, event.uniqueId)).status).toBe(200);
    for (const id of [event._id, String(await unusedId(api, 'events')), ...FOREIGN_IDS]) {
      const res = await removeEvent(api, admin, id);
      expect(res.status, id).toBe(404);
      expect(res.body).toMatchObject({ code: 'not_found', message: 'Event not found' });
    }
  });
});
