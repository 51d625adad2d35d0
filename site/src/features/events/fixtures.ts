import type { ClubEvent } from './queries';

let next = 1;

export function clubEvent(overrides: Partial<ClubEvent> = {}): ClubEvent {
  const n = next++;
  return {
    _id: `665f1c2a9b1e8a00000000${String(n).padStart(2, '0')}`,
    uniqueId: 200000 + n,
    eventname: 'বই মেলা',
    eventnameEnglish: 'Book Fair',
    organizer: 'পাঠাগার',
    organizerEnglish: 'Pathagar',
    description: 'বার্ষিক বই মেলা।',
    descriptionEnglish: 'Our yearly book fair.',
    eventDate: '2026-05-02',
    eventTime: '02:04',
    imgUrl: 'https://cdn.example.org/events/fair.jpg',
    ...overrides,
  };
}
