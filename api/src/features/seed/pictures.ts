import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Storage } from '../../storage/index';
import { SEED_DIR, type DemoData } from './data';

/**
 * The demo's pictures are committed JPEGs in api/seed/pictures/, drawn from the data by
 * `pnpm --filter @pathagar/api seed:pictures` (Chromium, real fonts, correct Bangla shaping),
 * so starting the server only copies files. Each is named after what it shows.
 */
export const PICTURES_DIR = path.join(SEED_DIR, 'pictures');

/** "One Hundred Years of Solitude" → "one-hundred-years-of-solitude" (accents dropped). */
export const slug = (title: string): string =>
  title
    .normalize('NFKD')
    .replace(/\p{Mark}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Paths under PICTURES_DIR, in the order of the data they illustrate (null: no picture). */
export interface PictureFiles {
  covers: string[];
  notices: (string | null)[];
  events: string[];
  blogs: string[];
  gallery: string[][];
  team: (string | null)[];
  members: (string | null)[];
}

export function pictureFiles({ catalogue, people, content }: DemoData): PictureFiles {
  const file = (folder: string, name: string) => `${folder}/${name}.jpg`;
  return {
    covers: catalogue.books.map((book) => file('covers', slug(book.en))),
    notices: content.notices.map((n) => (n.image ? file('notices', slug(n.titleEn)) : null)),
    events: content.events.map((event) => file('events', slug(event.nameEn))),
    blogs: content.blogs.map((blog) => file('blogs', slug(blog.titleEn))),
    gallery: content.gallery.map((item) =>
      Array.from({ length: item.images }, (_, n) =>
        file('gallery', `${slug(item.titleEn)}-${n + 1}`)
      )
    ),
    team: content.team.map((member) => (member.photo ? file('team', member.key) : null)),
    members: people.members.map((member) => (member.photo ? file('profiles', member.key) : null)),
  };
}

/** Storage keys of the stored copies, in the shape of PictureFiles. */
export type DemoPictures = PictureFiles;

/**
 * Copies every picture into storage under a fresh key. Keys go into `stored` as they are
 * written, so the caller can delete them all if a later step fails.
 */
export async function storeDemoPictures(
  storage: Storage,
  data: DemoData,
  stored: string[]
): Promise<DemoPictures> {
  const put = async (file: string): Promise<string> => {
    let bytes: Buffer;
    try {
      bytes = await readFile(path.join(PICTURES_DIR, file));
    } catch (error) {
      throw new Error(
        `The demo picture ${file} is missing from api/seed/pictures; draw it with ` +
          '`pnpm --filter @pathagar/api seed:pictures`.',
        { cause: error }
      );
    }
    const key = await storage.put(file.split('/')[0]!, bytes, 'jpg');
    stored.push(key);
    return key;
  };
  // One at a time: a hundred small files, and `stored` stays in the data's order.
  const each = async <T, R>(list: T[], store: (item: T) => Promise<R>) => {
    const keys: R[] = [];
    for (const item of list) keys.push(await store(item));
    return keys;
  };
  const maybe = (file: string | null) => (file === null ? Promise.resolve(null) : put(file));
  const files = pictureFiles(data);
  return {
    covers: await each(files.covers, put),
    notices: await each(files.notices, maybe),
    events: await each(files.events, put),
    blogs: await each(files.blogs, put),
    gallery: await each(files.gallery, (item) => each(item, put)),
    team: await each(files.team, maybe),
    members: await each(files.members, maybe),
  };
}
