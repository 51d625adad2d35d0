/**
 * Issue 18 in Chromium at phone width: the one search box finds a Bangla book from romanised
 * input as the member types, the suggestion is chosen with the keyboard, and a query that finds
 * nothing suggests the other script.
 */
import { describe, expect, test } from 'vitest';
import * as api from './support/api';
import { useBrowser } from './support/browser';
import { expectHeading, openSite } from './support/site';

const { run } = useBrowser();
const PHONE = { width: 360, height: 740 };

describe('search as you type', () => {
  test('romanised Bangla on All Books finds the Bangla book; arrows and Enter open it', () =>
    run('search-romanised', 'bn', async ({ page, t }) => {
      const book = (await api.allBooks()).find((b) => b.bookname === 'পথের পাঁচালী');
      if (!book) throw new Error('The demo data has no পথের পাঁচালী.');
      await page.setViewportSize(PHONE);
      await openSite(page, '/allbooks');
      await expectHeading(page, t('site:books.all.title'));

      const box = page.getByRole('combobox', { name: t('site:books.search.label') });
      // Suggestions of a partly typed query show until the whole query's arrive and replace
      // them (resetting the highlighted option): wait for those before using the keyboard.
      const typed = 'pother pachali';
      const settled = page.waitForResponse(
        (r) =>
          r.url().includes('/ext/books/suggestions') &&
          new URL(r.url()).searchParams.get('q') === typed
      );
      await box.pressSequentially(typed, { delay: 40 });
      await settled;
      // The list below follows the typing too (the address takes the query after a pause).
      await page.waitForURL(/\/allbooks\?q=pother(\+|%20)pachali$/);
      const list = page.getByRole('listbox', { name: t('site:books.search.suggestions') });
      const option = list.getByRole('option', { name: /পথের পাঁচালী/ });
      await option.waitFor();
      expect(await box.getAttribute('aria-expanded')).toBe('true');

      // The keyboard alone: down to the book, Enter opens it.
      const options = await list.getByRole('option').all();
      const at = await Promise.all(options.map((o) => o.textContent()));
      const index = at.findIndex((text) => text?.includes('পথের পাঁচালী'));
      for (let i = 0; i <= index; i++) await box.press('ArrowDown');
      expect(await box.getAttribute('aria-activedescendant')).toBe(await option.getAttribute('id'));
      await box.press('Enter');
      await page.waitForURL(new RegExp(`/specificbooks/${book.uniqueId}$`));
      await expectHeading(page, 'পথের পাঁচালী');

      // No horizontal scroll at phone width.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth
      );
      expect(overflow).toBeLessThanOrEqual(0);
    }));

  test('the results of a romanised query, and the empty state suggesting Bangla', () =>
    run('search-results', 'en', async ({ page, t }) => {
      await page.setViewportSize(PHONE);
      await openSite(page, '/');
      const home = page.getByRole('search', { name: t('site:home.search.title') });
      const box = home.getByRole('combobox', { name: t('site:books.search.label') });
      await box.fill('jafor ikbal');
      await box.press('Enter');
      await page.waitForURL(/\/allbooks\?q=jafor/);
      // Muhammad Zafar Iqbal's books, found from the romanised name.
      await page
        .getByRole('link', {
          name: t('site:books.card.linkLabel', {
            action: t('site:books.all.seeMore'),
            title: 'Amar Bondhu Rashed',
          }),
        })
        .waitFor();

      const filters = page.getByRole('search', { name: t('site:books.all.filters') });
      const query = filters.getByRole('combobox', { name: t('site:books.search.label') });
      await query.fill('qzxqzx');
      await page.getByText(t('searchEmpty.for', { q: 'qzxqzx' })).waitFor();
      await page.getByText(t('searchEmpty.tryBangla')).waitFor();
    }));
});
