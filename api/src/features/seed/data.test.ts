import { copyFile, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fill, loadDemoData, SEED_DIR, SeedDataError } from './data';
import { PICTURES_DIR, pictureFiles, slug } from './pictures';
import { jpegSize } from './testing';

const FILES = ['books.yaml', 'people.yaml', 'content.yaml'];
let dir: string | null = null;

afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = null;
});

/** A copy of the data files with one of them changed by `edit`. */
async function dataWith(file: string, edit: (text: string) => string): Promise<string> {
  dir = await mkdtemp(path.join(tmpdir(), 'pathagar-seed-'));
  for (const name of FILES) await copyFile(path.join(SEED_DIR, name), path.join(dir, name));
  const target = path.join(dir, file);
  const before = await readFile(target, 'utf8');
  const after = edit(before);
  expect(after, 'the edit changes the file').not.toBe(before);
  await writeFile(target, after);
  return dir;
}

const loadError = (from: string): SeedDataError => {
  try {
    loadDemoData(from);
  } catch (error) {
    expect(error).toBeInstanceOf(SeedDataError);
    return error as SeedDataError;
  }
  throw new Error('the data loaded');
};

describe('loadDemoData', () => {
  it('reads the demo: 90 books, six members, the pages’ content', () => {
    const { catalogue, people, content } = loadDemoData();
    expect(catalogue.books).toHaveLength(90);
    expect(people.members.map((m) => m.key)).toEqual([
      'rahim',
      'nusrat',
      'karim',
      'farhana',
      'tanvir',
      'sumaiya',
    ]);
    expect(content.events).toHaveLength(4);
    // An alias (&clubBn) is read as its text.
    expect(content.events[1]!.organizerBn).toBe('পাঠাগার পাঠচক্র, সিলেট');
    expect(content.events[0]!.time).toBe('15:00');
  });

  it('names the file and the line of a YAML syntax error', async () => {
    const from = await dataWith('content.yaml', (text) =>
      text.replace('notices:\n', 'notices:\n  - [unclosed\n')
    );
    expect(loadError(from).message).toMatch(/content\.yaml: .*line \d+/s);
  });

  it('names the file, the field and the rule a value breaks', async () => {
    const from = await dataWith('books.yaml', (text) =>
      text.replace('category: শিশুসাহিত্য', 'category: Children').replace('copies: 3', 'copies: 9')
    );
    const { message } = loadError(from);
    expect(message).toContain('books.yaml is not valid demo data');
    expect(message).toMatch(/books\/0\/category must be equal to one of the allowed values/);
    expect(message).toMatch(/books\/0\/copies must be <= 4/);
  });

  it('refuses a field the schema does not know (a typo) and a missing one', async () => {
    const from = await dataWith('people.yaml', (text) =>
      text.replace('joinedDaysAgo: 190', 'joinedDayAgo: 190')
    );
    const { message } = loadError(from);
    expect(message).toMatch(/members\/0 must have required property 'joinedDaysAgo'/);
    expect(message).toMatch(/members\/0 must NOT have additional properties/);
  });

  it('refuses a loan asked for before the membership was paid ("member since" after it)', async () => {
    const from = await dataWith('people.yaml', (text) =>
      text.replace('paidDaysAgo: [188]', 'paidDaysAgo: [1]')
    );
    expect(loadError(from).message).toMatch(
      /rahim's loan of "Pather Panchali" is asked for before rahim's \(latest\) membership payment/
    );
  });

  it('refuses a loan of a book before it arrived, and of a book that does not exist', async () => {
    const from = await dataWith('people.yaml', (text) =>
      text
        .replace('book: Jochona O Jononir Golpo', 'book: Abol Tabol')
        .replace('book: Chilekothar Sepai', 'book: No Such Book')
    );
    const { message } = loadError(from);
    expect(message).toContain(
      'nusrat\'s loan of "Abol Tabol" is asked for before the book arrived'
    );
    expect(message).toContain('rahim\'s loan of "No Such Book": no such book in books.yaml');
  });

  it('refuses a member who pays before joining', async () => {
    const from = await dataWith('people.yaml', (text) =>
      text.replace('joinedDaysAgo: 160', 'joinedDaysAgo: 100')
    );
    expect(loadError(from).message).toContain('nusrat pays or applies before joining');
  });
});

describe('fill', () => {
  it('fills placeholders and refuses one it has no value for', () => {
    expect(fill('ফি {fee} টাকা', { fee: '১০০' })).toBe('ফি ১০০ টাকা');
    expect(() => fill('fee {fe} Taka', { fee: '100' })).toThrow(/Unknown placeholder \{fe\}/);
  });
});

describe('pictures', () => {
  const SIZES: Record<string, { width: number; height: number }> = {
    covers: { width: 400, height: 600 },
    notices: { width: 640, height: 400 },
    events: { width: 640, height: 400 },
    blogs: { width: 640, height: 400 },
    gallery: { width: 640, height: 420 },
    team: { width: 240, height: 240 },
    profiles: { width: 240, height: 240 },
  };

  it('names pictures after what they show', () => {
    expect(slug('One Hundred Years of Solitude')).toBe('one-hundred-years-of-solitude');
    expect(slug('Sultana’s Dream')).toBe('sultana-s-dream');
    expect(slug('Why read “Pather Panchali” today')).toBe('why-read-pather-panchali-today');
    expect(slug('Gabriel García Márquez')).toBe('gabriel-garcia-marquez');
  });

  it('has one committed JPEG of its kind’s size for every picture named, and no other', async () => {
    const files = Object.values(pictureFiles(loadDemoData()))
      .flat(2)
      .filter((file): file is string => file !== null);
    expect(new Set(files).size).toBe(files.length);
    const committed = (await readdir(PICTURES_DIR, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(PICTURES_DIR, path.join(entry.parentPath, entry.name)));
    expect(committed.sort()).toEqual([...files].sort());
    for (const file of files) {
      const size = jpegSize(await readFile(path.join(PICTURES_DIR, file)));
      expect(size, file).toEqual(SIZES[file.split('/')[0]!]);
    }
  });
});
