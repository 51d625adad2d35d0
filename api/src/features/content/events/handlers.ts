import type { EventUpdate } from '@pathagar/sdk/schema';
import { defineHandlers } from '../../../contract/types';
import { requiredFile } from '../../../contract/multipart';
import { badRequest } from '../../../http/errors';
import { normaliseText } from '../../../text';
import { addedIds, contentStore } from '../shared/records';
import { isStorableDate } from '../shared/text';
import { toEvent } from './mappers';

const events = contentStore({
  table: 'events',
  folder: 'events',
  notFound: 'Event not found',
  toRecord: toEvent,
  // Earliest first by date then time ('HH:MM' sorts as text); events at the same moment keep the
  // order they were added in, with uniqueId as the last resort so the order is stable.
  order: [
    ['event_date', 'asc'],
    ['event_time', 'asc'],
    ['created_at', 'asc'],
    ['unique_id', 'asc'],
  ],
});

/** The eight fields shared by the add form and the update body. */
type EventFields = Pick<
  EventUpdate,
  | 'eventname'
  | 'eventnameEnglish'
  | 'organizer'
  | 'organizerEnglish'
  | 'description'
  | 'descriptionEnglish'
  | 'eventDate'
  | 'eventTime'
>;

function columns(body: EventFields) {
  if (!isStorableDate(body.eventDate)) {
    throw badRequest('body.eventDate must be a valid date.', 'body.eventDate');
  }
  return {
    eventname: normaliseText(body.eventname),
    eventname_en: normaliseText(body.eventnameEnglish),
    organizer: normaliseText(body.organizer),
    organizer_en: normaliseText(body.organizerEnglish),
    description: normaliseText(body.description),
    description_en: normaliseText(body.descriptionEnglish),
    event_date: body.eventDate,
    event_time: body.eventTime,
  };
}

export const eventHandlers = defineHandlers({
  addEvent: async ({ body, files, services }) => {
    const poster = requiredFile(files.poster, 'poster');
    const event = await events.add(services, poster, columns(body));
    return {
      msg: 'Event added successfully',
      ...addedIds(event),
      event,
    };
  },

  listEvents: ({ services }) => events.list(services),

  updateEvent: async ({ params, body, services }) => {
    // `_id`, `uniqueId` and `imgUrl` of the body are ignored: the path names the record and the
    // poster is not changed by this call.
    const event = await events.update(services, params.id, undefined, () => columns(body));
    return { message: 'Event updated successfully', event };
  },

  deleteEvent: async ({ params, services }) => {
    await events.remove(services, params.id);
    return { message: 'Event deleted successfully' };
  },
});
