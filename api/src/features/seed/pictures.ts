import type { Storage } from '../../storage/index';
import { DEMO_BOOKS } from './catalogue';
import { DEMO_BLOGS, DEMO_EVENTS, DEMO_GALLERY, DEMO_NOTICES, DEMO_TEAM } from './content';
import { coverPng, photoPng, portraitPng, posterPng } from './images';
import { DEMO_MEMBERS } from './people';

/** Storage keys of every generated picture, in the order of the data they illustrate. */
export interface DemoPictures {
  covers: string[];
  notices: (string | null)[];
  events: string[];
  blogs: string[];
  gallery: string[][];
  team: (string | null)[];
  members: (string | null)[];
}

/** How an event's date and time read on its poster, e.g. "FRIDAY 5 DECEMBER 2025 - 10:00". */
export function posterDate(date: string, time: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  const text = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(day);
  return `${text.replace(',', '')} - ${time}`;
}

/**
 * Draws and stores every picture the demo needs. Keys go into `stored` as they are written, so
 * the caller can delete them all if a later step fails. Drawing is synchronous and quick (a
 * cover is a few milliseconds), so pictures are made one after another.
 */
export async function storeDemoPictures(
  storage: Storage,
  eventDates: string[],
  stored: string[]
): Promise<DemoPictures> {
  const put = async (folder: string, png: Buffer) => {
    const key = await storage.put(folder, png, 'png');
    stored.push(key);
    return key;
  };
  const pictures: DemoPictures = {
    covers: [],
    notices: [],
    events: [],
    blogs: [],
    gallery: [],
    team: [],
    members: [],
  };
  for (const book of DEMO_BOOKS) {
    pictures.covers.push(await put('covers', coverPng(book.en, book.authorEn)));
  }
  for (const notice of DEMO_NOTICES) {
    pictures.notices.push(
      notice.image ? await put('notices', posterPng(notice.titleEn, 'Notice')) : null
    );
  }
  for (const [index, event] of DEMO_EVENTS.entries()) {
    const when = posterDate(eventDates[index]!, event.time);
    pictures.events.push(await put('events', posterPng(event.nameEn, when)));
  }
  for (const blog of DEMO_BLOGS) {
    pictures.blogs.push(await put('blogs', posterPng(blog.titleEn, `by ${blog.authorEn}`)));
  }
  for (const [index, item] of DEMO_GALLERY.entries()) {
    const keys: string[] = [];
    for (let n = 0; n < item.images; n++) {
      keys.push(await put('gallery', photoPng(`${item.titleEn} ${n}`, index + n)));
    }
    pictures.gallery.push(keys);
  }
  for (const member of DEMO_TEAM) {
    pictures.team.push(member.photo ? await put('team', portraitPng(member.name)) : null);
  }
  for (const member of DEMO_MEMBERS) {
    pictures.members.push(member.photo ? await put('profiles', portraitPng(member.email)) : null);
  }
  return pictures;
}
