/**
 * Journey 5: the admin adds a book (with a cover and two serial numbers), a notice, an event and
 * a gallery item in the console; each appears on the public site; deleting them in the console
 * removes them from the site. Once with the console and the site in Bangla, once in English
 * (each language shows its own fields of the same records).
 */
import { bookCategoryLabel } from '@pathagar/shared-i18n';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { useBrowser } from './support/browser';
import {
  adminLogIn,
  deleteFromList,
  expectToast,
  openGalleryUpload,
  openMenu,
} from './support/console';
import { image } from './support/files';
import { category, LANGUAGES, num, type Language } from './support/i18n';
import { expectHeading, field, openSite } from './support/site';

const { run } = useBrowser();

/** Texts of one run: both languages' fields, unique per run so nothing clashes with the seed. */
function records(language: Language) {
  const stamp = `${Date.now() % 1e8}`;
  const tag = `${language}-${stamp}`;
  const eventDay = new Date(Date.now() + 45 * 24 * 3600 * 1000).toISOString().slice(0, 10);
  return {
    book: {
      bookname: `পরীক্ষার বই ${tag}`,
      booknameEnglish: `Test book ${tag}`,
      authorname: `পরীক্ষক লেখক ${tag}`,
      authornameEnglish: `Test Author ${tag}`,
      aboutbook: `এই বইটি শুধু পরীক্ষার জন্য (${tag})।`,
      aboutbookEnglish: `This book exists only for a test (${tag}).`,
      category: category(0),
      serials: [`${stamp}1`, `${stamp}2`],
    },
    notice: {
      noticeTitle: `পরীক্ষার নোটিশ ${tag}`,
      noticeTitleEnglish: `Test notice ${tag}`,
      description: `নোটিশের বিবরণ ${tag}`,
      descriptionEnglish: `Notice text ${tag}`,
    },
    event: {
      eventname: `পরীক্ষার ইভেন্ট ${tag}`,
      eventnameEnglish: `Test event ${tag}`,
      organizer: `পরীক্ষক দল ${tag}`,
      organizerEnglish: `Test team ${tag}`,
      description: `ইভেন্টের বিবরণ ${tag}`,
      descriptionEnglish: `Event text ${tag}`,
      eventDate: eventDay,
      eventTime: '18:30',
    },
    gallery: {
      title: `পরীক্ষার গ্যালারি ${tag}`,
      titleEnglish: `Test gallery ${tag}`,
      description: `গ্যালারির বিবরণ ${tag}`,
      descriptionEnglish: `Gallery text ${tag}`,
    },
  };
}

async function fillFields(
  page: Page,
  values: Record<string, string>,
  label: (k: string) => string
) {
  for (const [name, value] of Object.entries(values)) {
    await field(page.getByRole('main'), label(name)).fill(value);
  }
}

describe.each(LANGUAGES)('journey 5: the admin publishes content (%s)', (language) => {
  test('book, notice, event and gallery item: added → on the site → deleted → gone', () =>
    run(`journey5-content-${language}`, language, async ({ context, page, t }) => {
      const en = language === 'en';
      const r = records(language);
      const bookTitle = en ? r.book.booknameEnglish : r.book.bookname;
      const noticeTitle = en ? r.notice.noticeTitleEnglish : r.notice.noticeTitle;
      const eventName = en ? r.event.eventnameEnglish : r.event.eventname;
      const galleryTitle = en ? r.gallery.titleEnglish : r.gallery.title;
      const tx = t as unknown as (key: string, options?: object) => string;

      await adminLogIn(page, t);

      // The book: six texts, a category, two serial numbers, a cover.
      await openMenu(page, t, 'addBook', t('console:books.addTitle'));
      const { category, serials, ...bookTexts } = r.book;
      await fillFields(page, bookTexts, (k) => tx(`console:books.fields.${k}`));
      await page
        .getByRole('combobox', { name: t('console:books.fields.booktype') })
        .selectOption(category);
      await field(page, t('console:books.form.serialN', { n: 1 })).fill(serials[0] as string);
      await page.getByRole('button', { name: t('console:books.form.addSerial') }).click();
      await field(page, t('console:books.form.serialN', { n: 2 })).fill(serials[1] as string);
      expect(await field(page, t('console:books.fields.totalbooks')).inputValue()).toBe('2');
      await page.getByLabel(t('console:books.fields.File')).setInputFiles(image('cover.png'));
      await expectToast(page, t('console:books.added'), () =>
        page.getByRole('button', { name: t('console:books.form.add'), exact: true }).click()
      );

      // The notice: four texts and a category.
      await openMenu(page, t, 'addNotice', t('console:notices.addTitle'));
      await fillFields(page, r.notice, (k) => tx(`console:notices.fields.${k}`));
      await expectToast(page, t('console:notices.added'), () =>
        page.getByRole('button', { name: t('console:notices.add'), exact: true }).click()
      );

      // The event: six texts, a date and time 45 days ahead, a poster.
      await openMenu(page, t, 'addEvent', t('console:events.addTitle'));
      const { eventDate, eventTime, ...eventTexts } = r.event;
      await fillFields(page, eventTexts, (k) => tx(`console:events.fields.${k}`));
      await field(page, t('console:events.fields.eventDate')).fill(eventDate);
      await field(page, t('console:events.fields.eventTime')).fill(eventTime);
      await page
        .getByLabel(t('console:events.fields.poster'))
        .setInputFiles(image('poster.png', 1));
      await expectToast(page, t('console:events.added'), () =>
        page.getByRole('button', { name: t('console:events.add'), exact: true }).click()
      );

      // The gallery item: four texts and two pictures (Library Overview → Gallery).
      await openGalleryUpload(page, t);
      await expectHeading(page, t('console:gallery.addTitle'));
      await fillFields(page, r.gallery, (k) => tx(`console:gallery.fields.${k}`));
      await page
        .getByLabel(t('console:gallery.fields.files'))
        .setInputFiles([image('one.png', 2), image('two.png', 3)]);
      await page.getByText(t('console:gallery.count', { count: 2, max: 5 })).waitFor();
      await expectToast(page, t('console:gallery.added'), () =>
        page.getByRole('button', { name: t('console:gallery.add'), exact: true }).click()
      );

      // On the public site, in the same language.
      const site = await context.newPage();
      await openSite(site, `/allbooks?q=${encodeURIComponent(bookTitle)}`);
      const seeMore = t('site:books.card.linkLabel', {
        action: t('site:books.all.seeMore'),
        title: bookTitle,
      });
      await site.getByRole('link', { name: seeMore }).click();
      await site.waitForURL(/\/specificbooks\/\d+$/);
      const bookPath = new URL(site.url()).pathname;
      await expectHeading(site, bookTitle);
      await site
        .getByText(
          t('site:books.single.author', {
            author: en ? r.book.authornameEnglish : r.book.authorname,
          })
        )
        .waitFor();
      await site.getByText(en ? r.book.aboutbookEnglish : r.book.aboutbook).waitFor();
      await site
        .getByText(
          t('site:books.single.category', { category: bookCategoryLabel(t, r.book.category) })
        )
        .waitFor();
      // Two copies on the shelf: the book can be taken.
      await site.getByRole('button', { name: t('site:books.single.button.take') }).waitFor();
      const cover = site.getByRole('img', {
        name: t('site:books.single.coverAlt', { title: bookTitle }),
      });
      await cover.waitFor();
      await expect
        .poll(() => cover.evaluate((img) => (img as HTMLImageElement).naturalWidth))
        .toBeGreaterThan(0);

      await openSite(site, '/');
      const board = site.getByRole('region', { name: t('site:home.notices.title') });
      const slideTitles = board.locator('[aria-roledescription="slide"] h3');
      await slideTitles.first().waitFor({ state: 'attached' });
      const position = (await slideTitles.allTextContents()).indexOf(noticeTitle) + 1;
      expect(position, `"${noticeTitle}" on the notice board`).toBeGreaterThan(0);
      await board
        .getByRole('button', {
          name: t('site:home.notices.goTo', { number: num(position, language) }),
        })
        .click();
      await board.getByRole('heading', { name: noticeTitle }).waitFor();

      await openSite(site, '/event');
      const eventCard = site.getByRole('article', { name: eventName, exact: true });
      await eventCard.getByRole('timer').waitFor();

      await openSite(site, '/gallery');
      const galleryEntry = site.getByRole('article', { name: galleryTitle, exact: true });
      await galleryEntry
        .getByRole('button', { name: t('site:gallery.openImage', { title: galleryTitle }) })
        .waitFor();
      expect(await galleryEntry.locator('img').count()).toBe(2);

      // Delete the four in the console.
      await openMenu(page, t, 'books', t('console:books.title'));
      const search = page.getByRole('combobox', { name: t('console:books.filters.q') });
      await search.fill(bookTitle);
      // Search as you type: the book is suggested too (issue 18); Escape closes the suggestions.
      await page
        .getByRole('listbox', { name: t('console:books.filters.q') })
        .getByRole('option', { name: new RegExp(bookTitle) })
        .waitFor();
      await search.press('Escape');
      // The card counts the two serial numbers as two copies.
      await page
        .getByRole('article', { name: bookTitle, exact: true })
        .getByText(t('console:books.copies', { count: 2 }), { exact: true })
        .waitFor();
      await deleteFromList(page, t, 'books', bookTitle);
      for (const [resource, name] of [
        ['notices', noticeTitle],
        ['events', eventName],
        ['gallery', galleryTitle],
      ] as const) {
        await openMenu(page, t, resource, t(`console:${resource}.title`));
        await deleteFromList(page, t, resource, name);
      }

      // Gone from the site.
      // Similar titles may still be found (the search tolerates typos); this one must not be.
      await openSite(site, `/allbooks?q=${encodeURIComponent(bookTitle)}`);
      await site
        .getByText(t('searchEmpty.for', { q: bookTitle }))
        .or(site.getByRole('link', { name: t('site:books.all.seeMore') }).first())
        .first()
        .waitFor();
      expect(await site.getByRole('link', { name: seeMore }).count()).toBe(0);
      await openSite(site, bookPath);
      await expectHeading(site, t('site:books.single.notFound.title'));
      await openSite(site, '/');
      await slideTitles.first().waitFor({ state: 'attached' });
      expect(await slideTitles.allTextContents()).not.toContain(noticeTitle);
      await openSite(site, '/event');
      await expectHeading(site, t('site:events.title'));
      await site.getByRole('article').first().waitFor();
      expect(await site.getByRole('article', { name: eventName, exact: true }).count()).toBe(0);
      await openSite(site, '/gallery');
      await site.getByRole('article').first().waitFor();
      expect(await site.getByRole('article', { name: galleryTitle, exact: true }).count()).toBe(0);
    }));
});
