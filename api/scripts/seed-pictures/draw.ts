/**
 * `pnpm --filter @pathagar/api seed:pictures [name…]`: draws the demo's pictures from the data
 * files into api/seed/pictures/ (committed, so starting the server only copies them). Run it
 * after changing a title, adding a book or changing a design below; with names (e.g.
 * `covers/gora`), it draws only the pictures whose path starts with one of them.
 *
 * Chromium draws them (Debian's, as the end-to-end suite uses: CHROMIUM_PATH or
 * /usr/bin/chromium), because it shapes Bangla correctly with the fonts given; resvg 2.6 and
 * 2.7 place Bengali vowel signs over the next letter.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { loadDemoData } from '../../src/features/seed/data';
import { PICTURES_DIR, pictureFiles } from '../../src/features/seed/pictures';
import { COVER, coverHtml } from './covers';
import { SHELL, shellFile } from './page';
import { PHOTO, photoHtml, PORTRAIT, portraitHtml, POSTER, posterHtml } from './scenes';

interface Picture {
  file: string;
  size: { width: number; height: number };
  html: string;
}

function everyPicture(): Picture[] {
  const data = loadDemoData();
  const files = pictureFiles(data);
  const { books } = data.catalogue;
  const { notices, events, blogs, gallery, team } = data.content;
  const list: Picture[] = [];
  const add = (file: string | null, size: Picture['size'], html: () => string) => {
    if (file) list.push({ file, size, html: html() });
  };
  books.forEach((book, i) => add(files.covers[i]!, COVER, () => coverHtml(book, i)));
  notices.forEach((n, i) =>
    add(files.notices[i]!, POSTER, () =>
      posterHtml({ bn: n.titleBn, en: n.titleEn, byBn: 'নোটিশ', byEn: 'Notice' })
    )
  );
  events.forEach((e, i) =>
    add(files.events[i]!, POSTER, () =>
      posterHtml({ bn: e.nameBn, en: e.nameEn, byBn: e.organizerBn, byEn: e.organizerEn })
    )
  );
  blogs.forEach((b, i) =>
    add(files.blogs[i]!, POSTER, () =>
      posterHtml({ bn: b.titleBn, en: b.titleEn, byBn: b.authorBn, byEn: `by ${b.authorEn}` })
    )
  );
  gallery.forEach((_, i) =>
    files.gallery[i]!.forEach((file, n) => add(file, PHOTO, () => photoHtml(file, i + n)))
  );
  team.forEach((m, i) => add(files.team[i]!, PORTRAIT, () => portraitHtml(m.key)));
  data.people.members.forEach((m, i) =>
    add(files.members[i]!, PORTRAIT, () => portraitHtml(m.key))
  );
  return list;
}

async function main() {
  const only = process.argv.slice(2);
  const pictures = everyPicture().filter(
    (p) => only.length === 0 || only.some((prefix) => p.file.startsWith(prefix))
  );
  // A full run owns the folder: a picture no data names any more goes away.
  if (only.length === 0) await rm(PICTURES_DIR, { recursive: true, force: true });

  const work = path.join(tmpdir(), `pathagar-pictures-${process.pid}`);
  await mkdir(work, { recursive: true });
  await writeFile(shellFile(work), SHELL);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--font-render-hinting=none'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 800, height: 800 } });
    await page.goto(pathToFileURL(shellFile(work)).href);
    for (const picture of pictures) {
      await page.evaluate(
        ({ html, size }) => {
          const box = document.getElementById('picture')!;
          box.style.width = `${size.width}px`;
          box.style.height = `${size.height}px`;
          box.innerHTML = html;
        },
        { html: picture.html, size: picture.size }
      );
      await page.evaluate(() => document.fonts.ready);
      const failed = await page.evaluate<string[]>('fitText()');
      if (failed.length > 0) throw new Error(`${picture.file}: text does not fit: ${failed}`);
      const bytes = await page.locator('#picture').screenshot({ type: 'jpeg', quality: 84 });
      const target = path.join(PICTURES_DIR, picture.file);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, bytes);
    }
    console.log(`Drew ${pictures.length} pictures into ${PICTURES_DIR}.`);
  } finally {
    await browser.close();
    await rm(work, { recursive: true, force: true });
  }
}

await main();
