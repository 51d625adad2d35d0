import { formatDate } from '@pathagar/shared-i18n';
import type { EventInput } from './dataProvider';

export const EVENT_TEXT_FIELDS = [
  'eventname',
  'eventnameEnglish',
  'organizer',
  'organizerEnglish',
  'description',
  'descriptionEnglish',
] as const;

export type EventValues = Omit<EventInput, 'poster'>;

export const emptyEvent = (): EventValues => ({
  eventname: '',
  eventnameEnglish: '',
  organizer: '',
  organizerEnglish: '',
  description: '',
  descriptionEnglish: '',
  eventDate: '',
  eventTime: '',
});

/** The list's checks of a stored date and time (spec §5): a key of console:events.invalid.*, or null. */
export function eventDateProblem(date: string): 'date' | null {
  // formatDate gives '' for anything that is not a real calendar day (2026-02-30 included).
  return /^\d{4}-\d{2}-\d{2}$/.test(date) && formatDate(date, 'en') ? null : 'date';
}

export function eventTimeProblem(time: string): 'timeFormat' | 'time' | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time);
  if (!match) return 'timeFormat';
  return Number(match[1]) > 23 || Number(match[2]) > 59 ? 'time' : null;
}
