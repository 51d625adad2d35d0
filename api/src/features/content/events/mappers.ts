import type { Event } from '@pathagar/sdk/schema';
import type { Storage } from '../../../storage/index';
import type { ContentRow } from '../shared/records';

export function toEvent(row: ContentRow<'events'>, storage: Storage): Event {
  return {
    _id: String(row.unique_id),
    uniqueId: row.unique_id,
    eventname: row.eventname,
    eventnameEnglish: row.eventname_en,
    organizer: row.organizer,
    organizerEnglish: row.organizer_en,
    description: row.description,
    descriptionEnglish: row.description_en,
    eventDate: row.event_date,
    eventTime: row.event_time,
    imgUrl: storage.url(row.image_key),
  };
}
