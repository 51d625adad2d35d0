/**
 * Journey 3: a member with an active membership asks for a book; the console's Book Request
 * shows the request and the admin approves it with a serial number and 7 days; the member sees
 * it Approved on the profile, confirms receiving it, marks it returned; the console's Received
 * Books confirms the return. Then the member's read counts (profile, Read Books), the public
 * ranking and the book's "read {n} times" have all moved on by one. Once in Bangla, once in
 * English, each with its own member and its own book.
 */
import { formatRankLabel, type Language } from '@pathagar/shared-i18n';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import * as api from './support/api';
import { useBrowser } from './support/browser';
import { adminLogIn, confirmReturn, openMenu } from './support/console';
import { stack } from './support/stack';
import { LANGUAGES, num } from './support/i18n';
import {
  expectHeading,
  expectMessage,
  logIn,
  newMember,
  openSite,
  requestBook,
  signUp,
} from './support/site';
import type { TFunction } from '@pathagar/shared-i18n';

const { run } = useBrowser();

/**
 * The desk screens at 390 px (a phone): no horizontal overflow, and every desk card names its
 * member (a link to the console's member view). Back to the desktop width afterwards.
 */
async function expectDeskFitsPhone(context: BrowserContext, consoleUrl: string, t: TFunction) {
  // A page of its own, phone-sized from the start, as the volunteer's phone opens the console
  // (the session is the context's).
  const phone = await context.newPage();
  await phone.setViewportSize({ width: 390, height: 844 });
  const check = async (hash: string, title: string) => {
    await phone.goto(`${consoleUrl}/${hash}`);
    await phone.getByRole('heading', { name: title, level: 1 }).waitFor();
    await phone.waitForLoadState('networkidle');
    const overflow = await phone.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth
    );
    expect(overflow, `${hash} at 390 px`).toBeLessThanOrEqual(0);
    // Every desk card names its member, linked to the console's member view.
    for (const item of await phone.locator('li.MuiCard-root').all()) {
      expect(await item.locator('a[href*="/members/"]').count()).toBe(1);
    }
  };
  await check('#/requests', t('console:requests.title'));
  await check('#/loans', t('console:loans.title'));
  await check('#/book-day', t('console:desk.bookDayTitle'));
  await phone.close();
}

const LOAN_DAYS = 7;

/**
 * A book nobody has asked for, is reading or is bringing back, with a copy on the shelf: the
 * first such book for the Bangla run, the second for the English one.
 */
async function freeBook(language: Language, adminToken: string): Promise<api.Book> {
  const [books, open] = await Promise.all([api.allBooks(), api.openRecords(adminToken)]);
  const busy = new Set(open.map((record) => record.bookId));
  const free = books
    .filter((b) => b.availableCopies > 0 && b.serialNumbers.length > 0 && !busy.has(b.uniqueId))
    .sort((a, b) => a.uniqueId - b.uniqueId);
  const book = free[LANGUAGES.indexOf(language)];
  if (!book) throw new Error('The demo data has too few books on the shelf.');
  return book;
}

/** The profile's two read counts ("Read Books (This Month)", "Total Read Books") as printed. */
function readCounts(page: Page, t: TFunction, name: string) {
  const card = page.getByRole('region', { name, exact: true });
  const count = (label: string) =>
    card.getByText(label, { exact: true }).locator('xpath=preceding-sibling::*[1]');
  return {
    thisMonth: count(t('site:profile.readThisMonth')),
    total: count(t('site:profile.readTotal')),
  };
}

const text = async (locator: Locator) => ((await locator.textContent()) ?? '').trim();

/** The member's entry on /ranking (podium place or table row), once the ranking has loaded. */
async function rankingEntry(page: Page, t: TFunction, name: string): Promise<Locator> {
  await openSite(page, '/ranking');
  await expectHeading(page, t('site:ranking.title'));
  const main = page.getByRole('main');
  await main.getByRole('list', { name: t('site:ranking.podium') }).waitFor();
  return main
    .getByRole('listitem')
    .or(main.getByRole('row'))
    .filter({ has: page.getByText(name, { exact: true }) });
}

describe.each(LANGUAGES)('journey 3: a member borrows and returns a book (%s)', (language) => {
  test('request → approved with a serial and 7 days → received → returned → confirmed → counts', () =>
    run(`journey3-lending-${language}`, language, async ({ context, page, t }) => {
      const en = language === 'en';
      const stamp = `${Date.now() % 1e8}`;
      const member = {
        ...newMember(`l-${language}`),
        fullName: `E2E Borrower ${language} ${stamp}`,
      };
      const adminToken = await api.adminToken();
      const book = await freeBook(language, adminToken);
      const title = en ? book.booknameEnglish : book.bookname;
      const author = en ? book.authornameEnglish : book.authorname;

      // Setup: a member (through the pages) whose membership is active (through the API).
      await signUp(page, t, member);
      const login = await api.login(member.email, member.password);
      const userId = login.uniqueId;
      if (userId === undefined) throw new Error('A member login answers the member id.');
      await api.activateMembership(
        { ...member, name: member.fullName, token: login.access_token, userId },
        adminToken
      );
      await logIn(page, t, member.email, member.password);

      // Before: nothing read, not ranked, the book read n times.
      const readsBefore = await api.readCount(book.uniqueId);
      const rankingBefore = await api.topReaders();
      expect(rankingBefore.some((r) => r.userId === userId)).toBe(false);
      const counts = readCounts(page, t, member.fullName);
      await counts.total.waitFor();
      expect(await text(counts.thisMonth)).toBe(num(0, language));
      expect(await text(counts.total)).toBe(num(0, language));
      await page.getByText(t('site:profile.rented.empty'), { exact: true }).waitFor();
      await openSite(page, '/history');
      await page.getByText(t('site:history.empty'), { exact: true }).waitFor();
      expect(await (await rankingEntry(page, t, member.fullName)).count()).toBe(0);

      // The member asks for the book on its page (its read count shown as before).
      await openSite(page, `/specificbooks/${book.uniqueId}`);
      await expectHeading(page, title);
      await page
        .getByText(
          t('site:books.single.readCount', {
            count: readsBefore,
            total: num(readsBefore, language),
          })
        )
        .waitFor();
      await requestBook(page, t, book.uniqueId);
      await openSite(page, '/profile');
      const requests = page.getByRole('region', { name: t('site:profile.requests.title') });
      await requests
        .getByRole('listitem')
        .filter({ hasText: title })
        .getByText(t('labels:rentStatus.pending'), { exact: true })
        .waitFor();

      // Book Request (the desk): the member's card, found by name, has a free copy preselected;
      // the admin types 7 days (in the page's digits) and presses Approve once.
      const desk = await context.newPage();
      await adminLogIn(desk, t);
      await openMenu(desk, t, 'requests', t('console:requests.title'));
      await desk.getByRole('textbox', { name: t('console:desk.search') }).fill(member.fullName);
      const who = { name: member.fullName, book: title };
      const card = desk.getByRole('listitem', { name: `${member.fullName}: ${title}` });
      const serialSelect = card.getByRole('combobox', {
        name: t('console:desk.serialFor', who),
      });
      await serialSelect.waitFor();
      const serial = await serialSelect.inputValue();
      expect(book.serialNumbers).toContain(serial);
      await card
        .getByRole('textbox', { name: t('console:desk.daysFor', who) })
        .fill(num(LOAN_DAYS, language));
      await card.getByRole('button', { name: t('console:desk.approveNamed', who) }).click();
      // The decided card stays where it was, marked, instead of sliding away.
      await card.getByRole('status').waitFor();
      await expectDeskFitsPhone(context, stack().consoleUrl, t);

      // The profile: Approved, with the due date 7 days on; the member confirms receiving it.
      await openSite(page, '/profile');
      const rented = page.getByRole('region', { name: t('site:profile.rented.title') });
      const loan = rented.getByRole('listitem').filter({ hasText: title });
      const action = (key: 'received' | 'return' | 'cancelReturn') =>
        loan.getByRole('button', { name: `${t(`site:profile.rented.${key}`)}: ${title}` });
      await loan.getByText(t('labels:rentStatus.approved'), { exact: true }).waitFor();
      const [record] = (
        await api
          .client(login.access_token)
          .GET('/SingUpAdmin/checkApprovedPendingRequest', { params: { query: { userId } } })
      ).data!.pendingRequest;
      expect(record?.serialNumber).toBe(serial);
      expect(record?.returnDayNumber).toBe(LOAN_DAYS);
      await expectMessage(page, t('site:profile.rented.receivedDone'), () =>
        action('received').click()
      );
      await loan.getByText(t('labels:rentStatus.received'), { exact: true }).waitFor();

      // … reads it, and marks it returned.
      await expectMessage(page, t('site:profile.rented.returnedDone'), () =>
        action('return').click()
      );
      await loan.getByText(t('labels:rentStatus.returned'), { exact: true }).waitFor();
      await action('cancelReturn').waitFor();

      // Received Books: the admin confirms the copy is back.
      await confirmReturn(desk, t, member.fullName, title);

      // After: one more read everywhere.
      await openSite(page, '/profile');
      await expect.poll(() => text(counts.total)).toBe(num(1, language));
      expect(await text(counts.thisMonth)).toBe(num(1, language));
      await rented.getByText(t('site:profile.rented.empty'), { exact: true }).waitFor();

      await openSite(page, '/history');
      await expectHeading(page, t('site:history.title'));
      const read = page.getByRole('main').getByRole('listitem').filter({ hasText: title });
      await read.getByText(t('site:history.by', { author }), { exact: true }).waitFor();
      expect(await page.getByRole('main').getByRole('listitem').count()).toBe(1);

      const ranking = await api.topReaders();
      const place = ranking.findIndex((r) => r.userId === userId);
      expect(place, 'the member is ranked now').toBeGreaterThanOrEqual(0);
      expect(ranking[place]?.totalBooksRead).toBe(1);
      expect(ranking).toHaveLength(rankingBefore.length + 1);
      const entry = await rankingEntry(page, t, member.fullName);
      await entry.waitFor();
      // A rank shared with another reader reads "Joint …" on the site (issue 16.7).
      const rank = ranking[place]!.rank;
      const label = formatRankLabel(rank, language);
      const tied = ranking.filter((r) => r.rank === rank).length > 1;
      await entry
        .getByText(tied ? t('site:ranking.tied', { rank: label }) : label, { exact: true })
        .waitFor();
      await entry.getByText(t('site:ranking.booksRead', { count: 1 }), { exact: true }).waitFor();
      if (place >= 3) {
        // The table numbers its rows from 4, after the podium.
        await entry.getByText(num(place + 1, language), { exact: true }).waitFor();
      }

      const readsAfter = await api.readCount(book.uniqueId);
      expect(readsAfter).toBe(readsBefore + 1);
      await openSite(page, `/specificbooks/${book.uniqueId}`);
      await expectHeading(page, title);
      await page
        .getByText(
          t('site:books.single.readCount', { count: readsAfter, total: num(readsAfter, language) })
        )
        .waitFor();
      // The copy is on the shelf again: the book can be asked for anew.
      await page.getByRole('button', { name: t('site:books.single.button.take') }).waitFor();
    }));
});
