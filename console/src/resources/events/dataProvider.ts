import { dataOf, type ApiClient, type Event } from '@pathagar/sdk';
import { newestFirst, page } from '../../providers/listing';
import { multipart, notFound, resourceProvider } from '../../providers/resourceProvider';
import { idInPath } from '../../providers/ids';

/** What the event form hands over; the poster is required on add, not sent on edit. */
export type EventInput = Omit<Event, '_id' | 'uniqueId' | 'imgUrl'> & { poster?: File | null };
export type EventCreateInput = EventInput & { poster: File };

export type EventRecord = Event & { id: string };

const record = (e: Event): EventRecord => ({ ...e, id: e._id });

export function eventsProvider(api: ApiClient) {
  const all = async () =>
    dataOf(await api.GET('/SingUpAdmin/allEvent'))
      .map(record)
      .sort(
        // Newest first (spec §2.4): by date, then by time on the same day.
        (a, b) => newestFirst(`${a.eventDate}T${a.eventTime}`, `${b.eventDate}T${b.eventTime}`)
      );

  return resourceProvider({
    getList: async ({ pagination }) => page(await all(), { pagination }),
    getOne: async (id) => {
      const found = (await all()).find((e) => String(e.id) === String(id));
      if (!found) notFound();
      return found;
    },
    create: async (body: EventCreateInput) =>
      record(dataOf(await api.POST('/SingUpAdmin/addevent', { body, ...multipart })).event),
    // The whole edited event as JSON, as the legacy list sent it (spec §7).
    update: async (id, input: EventInput, previous) => {
      const body: Partial<EventRecord> & EventInput = { ...previous, ...input };
      delete body.id;
      delete body.poster;
      const data = dataOf(
        await api.PUT('/SingUpAdmin/updateEvent/{id}', {
          ...idInPath(id),
          body,
        })
      );
      return record(data.event);
    },
    delete: async (id) => {
      await api.DELETE('/SingUpAdmin/deleteEvent/{id}', idInPath(id));
    },
  });
}
