/**
 * Journey 1: a visitor browses Home, searches a book from the Home form, opens it, switches
 * language and sees the other language's fields, then reads the events, the gallery (lightbox),
 * the team and the FAQ. Once starting in Bangla, once in English.
 */
import { TEAM_ROLES, teamRoleLabel } from '@pathagar/shared-i18n';
import { describe, expect, test } from 'vitest';
import * as api from './support/api';
import { useBrowser } from './support/browser';
import { LANGUAGES, num, other, texts } from './support/i18n';
import { expectHeading, navigate, openSite, switchLanguage } from './support/site';

const { run } = useBrowser();

describe.each(LANGUAGES)('journey 1: a visitor browses the library (%s)', (language) => {
  test('Home → search → book in both languages → events → gallery → team → FAQ', () =>
    run(`journey1-visitor-${language}`, language, async ({ page, t }) => {
      const en = language === 'en';
      const [books, notices] = await Promise.all([api.allBooks(), api.notices()]);

      // Home: the hero, the notice board with the notices in this language.
      await openSite(page, '/');
      await expectHeading(page, t('site:home.hero.title'));
      const board = page.getByRole('region', { name: t('site:home.notices.title') });
      const noticeTitles = notices.map((n) => (en ? n.noticeTitleEnglish : n.noticeTitle));
      const shown = await board.getByRole('heading', { level: 3 }).first().textContent();
      expect(noticeTitles).toContain(shown?.trim());

      // Search a book by its name in this language from the Home form.
      const book = books.find((b) => b.booknameEnglish && b.aboutbookEnglish) ?? books[0];
      if (!book) throw new Error('The demo data has no books.');
      const title = { bn: book.bookname, en: book.booknameEnglish };
      const search = page.getByRole('search', { name: t('site:home.search.title') });
      // The one search box is a combobox (suggestions as you type).
      await search
        .getByRole('combobox', { name: t('site:books.search.label') })
        .fill(title[language]);
      await search.getByRole('button', { name: t('site:home.search.submit') }).click();
      await page.waitForURL(/\/allbooks\?/);
      await expectHeading(page, t('site:books.all.title'));
      const action = t('site:books.all.seeMore');
      await page
        .getByRole('link', {
          name: t('site:books.card.linkLabel', { action, title: title[language] }),
        })
        .click();

      // The book's page in this language, with its read count.
      await page.waitForURL(new RegExp(`/specificbooks/${book.uniqueId}$`));
      const reads = await api.readCount(book.uniqueId);
      await expectHeading(page, title[language]);
      // The cover comes as one of the smaller WebP copies the API makes, not the uploaded file.
      const cover = page.getByRole('img', {
        name: t('site:books.single.coverAlt', { title: title[language] }),
      });
      await expect
        .poll(() =>
          cover.evaluate((img: HTMLImageElement) =>
            img.complete && img.naturalWidth > 0 ? img.currentSrc : ''
          )
        )
        .toMatch(/\/uploads\/covers\/[0-9a-f-]{36}\.w(320|640|1280)\.webp$/);
      const author = { bn: book.authorname, en: book.authornameEnglish };
      const about = { bn: book.aboutbook, en: book.aboutbookEnglish };
      await page.getByText(t('site:books.single.author', { author: author[language] })).waitFor();
      await page.getByText(about[language]).waitFor();
      await page
        .getByText(t('site:books.single.readCount', { count: reads, total: num(reads, language) }))
        .waitFor();

      // Switch language: the other language's fields, then back.
      const switched = other(language);
      await switchLanguage(page, t, switched);
      const t2 = texts(switched);
      await expectHeading(page, title[switched]);
      await page.getByText(t2('site:books.single.author', { author: author[switched] })).waitFor();
      await page.getByText(about[switched]).waitFor();
      await switchLanguage(page, t2, language);
      await expectHeading(page, title[language]);

      // Events: each shown with its name in this language and a countdown or "Event Close".
      const events = await api.events();
      await navigate(page, t, 'events');
      await expectHeading(page, t('site:events.title'));
      for (const event of events) {
        const card = page.getByRole('article', {
          name: en ? event.eventnameEnglish : event.eventname,
        });
        await card.waitFor();
        const timer = card.getByRole('timer');
        const closed = card.getByText(t('site:events.closed'));
        expect((await timer.count()) + (await closed.count())).toBe(1);
      }

      // Gallery: open an entry with several pictures; next, auto-advance, close.
      const item = (await api.gallery()).find((g) => g.subImages.length >= 2);
      if (!item) throw new Error('The demo gallery has no entry with three pictures.');
      const itemTitle = en ? item.titleEnglish : item.title;
      const total = item.subImages.length + 1;
      const picture = (n: number) =>
        page.getByRole('img', {
          name: t('site:gallery.lightbox.label', {
            title: itemTitle,
            number: num(n, language),
            total: num(total, language),
          }),
          exact: true,
        });
      await navigate(page, t, 'gallery');
      await expectHeading(page, t('site:gallery.title'));
      await page
        .getByRole('button', { name: t('site:gallery.openImage', { title: itemTitle }) })
        .click();
      const lightbox = page.getByRole('dialog', { name: itemTitle });
      await lightbox.waitFor();
      await picture(1).waitFor();
      await lightbox.getByRole('button', { name: t('site:gallery.lightbox.next') }).click();
      await picture(2).waitFor();
      // Spec: it moves on by itself every 2 s.
      await picture(3).waitFor({ timeout: 10_000 });
      await lightbox.getByRole('button', { name: t('site:gallery.lightbox.previous') }).click();
      await picture(2).waitFor();
      await lightbox.getByRole('button', { name: t('site:gallery.lightbox.close') }).click();
      await lightbox.waitFor({ state: 'hidden' });

      // Team: the roles in the spec's order, each member under a role heading.
      const team = await api.team();
      await navigate(page, t, 'team');
      await expectHeading(page, t('site:team.title'));
      const expectedRoles = TEAM_ROLES.filter((role) => team.some((m) => m.role === role)).map(
        (role) => teamRoleLabel(t, role)
      );
      const main = page.getByRole('main');
      await main.getByRole('heading', { level: 2, name: expectedRoles[0] }).waitFor();
      const roleHeadings = await main.getByRole('heading', { level: 2 }).allTextContents();
      expect(roleHeadings.map((h) => h.trim())).toEqual(expectedRoles);
      for (const member of team) {
        await page.getByRole('article', { name: member.Name, exact: true }).waitFor();
      }

      // FAQ: one answer open at a time; clicking the open one closes it.
      const faqs = await api.faqs();
      const [first, second] = faqs.map((f) => ({
        question: en ? f.question : f.questionBangla?.trim() || f.question,
        answer: en ? f.answer : f.answerBangla?.trim() || f.answer,
      }));
      if (!first || !second) throw new Error('The demo data has fewer than two FAQs.');
      await navigate(page, t, 'faq');
      await expectHeading(page, t('site:faq.title'));
      const q1 = page.getByRole('button', { name: first.question, exact: true });
      const q2 = page.getByRole('button', { name: second.question, exact: true });
      await q1.click();
      await page.getByText(first.answer, { exact: true }).waitFor();
      expect(await q1.getAttribute('aria-expanded')).toBe('true');
      await q2.click();
      await page.getByText(second.answer, { exact: true }).waitFor();
      await page.getByText(first.answer, { exact: true }).waitFor({ state: 'hidden' });
      await q2.click();
      await page.getByText(second.answer, { exact: true }).waitFor({ state: 'hidden' });
      expect(await q2.getAttribute('aria-expanded')).toBe('false');
    }));
});
