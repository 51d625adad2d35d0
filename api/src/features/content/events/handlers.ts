import type { EventUpdate } from '@pathagar/sdk/schema';
import { defineHandlers } from '../../../contract/types';
import { badRequest, HttpError, MESSAGES, notFound } from '../../../http/errors';
import { parseItemId } from '../../../db/ids';
import { normaliseText } from '../../../text';
import { isStorableDate } from '../shared/text';
import { discardUploads, withStoredUpload } from '../../../storage/uploads';
import { toEvent } from './mappers';
import * as repo from './repository';

const NOT_FOUND = 'Event not found';

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
    const poster = files.poster?.[0];
    // The platform already refuses a form without the poster; this keeps the type honest.
    if (!poster) throw new HttpError(400, 'file_required', MESSAGES.fileRequired, 'body.poster');
    const values = columns(body);
    const now = services.clock.now();
    const row = await withStoredUpload(services, 'events', poster, (image_key) =>
      repo.insertEvent(services.db, {
        ...values,
        image_key,
        created_at: now,
        updated_at: now,
      })
    );
    const event = toEvent(row, services.storage);
    return {
      msg: 'Event added successfully',
      uniqueId: event.uniqueId,
      imageUrl: event.imgUrl,
      event,
    };
  },

  listEvents: async ({ services }) => {
    const rows = await repo.listEvents(services.db);
    return rows.map((row) => toEvent(row, services.storage));
  },

  updateEvent: async ({ params, body, services }) => {
    const id = parseItemId(params.id);
    if (id === null) throw notFound(NOT_FOUND);
    // `_id`, `uniqueId` and `imgUrl` of the body are ignored: the path names the record and the
    // poster is not changed by this call.
    const row = await repo.updateEvent(services.db, id, {
      ...columns(body),
      updated_at: services.clock.now(),
    });
    if (!row) throw notFound(NOT_FOUND);
    return { message: 'Event updated successfully', event: toEvent(row, services.storage) };
  },

  deleteEvent: async ({ params, services }) => {
    const id = parseItemId(params.id);
    const deleted = id === null ? undefined : await repo.deleteEvent(services.db, id);
    if (!deleted) throw notFound(NOT_FOUND);
    await discardUploads(services, [deleted.image_key]);
    return { message: 'Event deleted successfully' };
  },
});
