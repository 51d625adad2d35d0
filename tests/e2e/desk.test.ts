/**
 * The lending desk's promises (issue 15, Done when): a double-click on Approve approves exactly
 * one request; ten requests are approved in one bulk action, each with its own copy; Reset Book
 * Data is refused while a copy is out; the desk screens fit a 390 px phone in Chromium, every card
 * naming its member. Requests are set up through the API; the desk is driven through the console.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import type { TFunction } from '@pathagar/shared-i18n';
import * as api from './support/api';
import { useBrowser } from './support/browser';
import { adminLogIn, openMenu } from './support/console';
import { num } from './support/i18n';
import { stack } from './support/stack';

const { run } = useBrowser();

/** A serial as the console prints it: Bangla digits in Bangla mode, leading zeros kept. */
const digits = (serial: string, language: string) =>
  language === 'bn' ? serial.replace(/[0-9]/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)]!) : serial;

/**
 * Books nobody has asked for or is reading, most copies first (several requests for one book
 * then need distinct copies), with as many requests as their shelves hold, up to `count`.
 */
async function shelfFor(count: number, adminToken: string): Promise<api.Book[]> {
  const [books, open] = await Promise.all([api.allBooks(), api.openRecords(adminToken)]);
  const busy = new Set(open.map((record) => record.bookId));
  const free = books
    .filter((b) => b.serialNumbers.length > 1 && b.availableCopies === b.serialNumbers.length)
    .filter((b) => !busy.has(b.uniqueId))
    .sort((a, b) => b.serialNumbers.length - a.serialNumbers.length || a.uniqueId - b.uniqueId);
  const slots = free.flatMap((book) => book.serialNumbers.map(() => book)).slice(0, count);
  if (slots.length < count) throw new Error('The demo data has too few copies on the shelf.');
  return slots;
}

/** The Book Request desk filtered to this test's members (their names carry `stamp`). */
async function requestDesk(page: Page, t: TFunction, stamp: string) {
  await openMenu(page, t, 'requests', t('console:requests.title'));
  await page.getByRole('textbox', { name: t('console:desk.search') }).fill(stamp);
}

/** How far the page is wider than the phone's screen, once the screen has loaded. */
async function overflowAt390(phone: Page, hash: string, heading: string) {
  await phone.goto(`${stack().consoleUrl}/${hash}`);
  await phone.getByRole('heading', { name: heading, level: 1 }).waitFor();
  await phone.waitForLoadState('networkidle');
  return phone.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth
  );
}

async function phonePage(context: BrowserContext) {
  const phone = await context.newPage();
  await phone.setViewportSize({ width: 390, height: 844 });
  return phone;
}

describe('the lending desk (issue 15)', () => {
  test('a double-click on Approve approves exactly one request, and the next card stays put', () =>
    run('desk-double-click', 'bn', async ({ page, t }) => {
      const stamp = `DC${Date.now() % 1e8}`;
      const adminToken = await api.adminToken();
      const [book] = await shelfFor(2, adminToken);
      const first = await api.addMember(adminToken, `E2E ${stamp} Anika`);
      const second = await api.addMember(adminToken, `E2E ${stamp} Babul`);
      await api.askFor(first, book!.uniqueId);
      await api.askFor(second, book!.uniqueId);

      await adminLogIn(page, t);
      await requestDesk(page, t, stamp);
      const card = (who: api.SetupMember) =>
        page.getByRole('listitem', { name: `${who.name}: ${book!.bookname}` });
      const approve = (who: api.SetupMember) =>
        card(who).getByRole('button', {
          name: t('console:desk.approveNamed', { name: who.name, book: book!.bookname }),
        });
      await approve(second).waitFor();
      await approve(first).dblclick();
      await card(first).getByRole('status').waitFor();

      // The second card kept its place and its Approve: the second click did not land on it.
      expect(await approve(second).isEnabled()).toBe(true);
      const requests = await api.deskRows(adminToken, 'requests', stamp);
      expect(requests.map((r) => r.member.uniqueId)).toEqual([second.userId]);
      const loans = await api.deskRows(adminToken, 'borrowed', stamp);
      expect(loans.map((r) => [r.member.uniqueId, r.status])).toEqual([[first.userId, 'approved']]);
    }));

  test('ten requests approved in one bulk action, each with its own copy', () =>
    run('desk-bulk-ten', 'bn', async ({ page, t, language }) => {
      const stamp = `BK${Date.now() % 1e8}`;
      const adminToken = await api.adminToken();
      const books = await shelfFor(10, adminToken);
      const members: api.SetupMember[] = [];
      for (const [i, book] of books.entries()) {
        const member = await api.addMember(adminToken, `E2E ${stamp} Reader ${i + 1}`);
        await api.askFor(member, book.uniqueId);
        members.push(member);
      }

      await adminLogIn(page, t);
      await requestDesk(page, t, stamp);
      const cards = page.getByRole('main').getByRole('listitem');
      await expect.poll(() => cards.count()).toBe(10);
      // Two presses: select all, approve the selection (the copies and days are preselected).
      await page.getByRole('checkbox', { name: t('console:desk.selectAll') }).check();
      await page
        .getByRole('button', { name: t('console:desk.approveSelected', { count: 10 }) })
        .click();
      await page
        .getByRole('status')
        .filter({ hasText: t('console:desk.approvedCount', { count: 10 }) })
        .waitFor();
      await expect.poll(() => cards.getByRole('status').count()).toBe(10);

      const loans = await api.deskRows(adminToken, 'borrowed', stamp);
      expect(loans).toHaveLength(10);
      expect(loans.every((loan) => loan.status === 'approved')).toBe(true);
      const serials = loans.map((loan) => loan.serialNumber);
      expect(new Set(serials).size).toBe(10);
      for (const loan of loans) {
        const book = books.find((b) => b.uniqueId === loan.bookId)!;
        expect(book.serialNumbers).toContain(loan.serialNumber);
      }
      // Each card says which copy went out, in the page's digits.
      for (const loan of loans) {
        const member = members.find((m) => m.userId === loan.member.uniqueId)!;
        await page
          .getByRole('listitem', { name: `${member.name}: ${loan.bookname}` })
          .getByRole('status')
          .filter({ hasText: digits(loan.serialNumber ?? '', language) })
          .waitFor();
      }
    }));

  test('Reset Book Data is refused while a copy is out, naming how many', () =>
    run('desk-reset-refused', 'bn', async ({ page, t, language }) => {
      const adminToken = await api.adminToken();
      // At least one copy is out (the earlier tests' loans, or this one).
      const [book] = await shelfFor(1, adminToken);
      const member = await api.addMember(adminToken, `E2E RS${Date.now() % 1e8} Reader`);
      const rentId = await api.askFor(member, book!.uniqueId);
      await api.approve(adminToken, [{ rentId, serialNumber: book!.serialNumbers[0]! }]);
      const out = (await api.openRecords(adminToken)).filter((r) => r.status !== 'pending');
      const readsBefore = (await api.topReaders()).length;

      await adminLogIn(page, t);
      await openMenu(page, t, 'settings', t('console:settings.title'));
      await page.getByRole('button', { name: t('console:settings.book.reset') }).click();
      const ask = page.getByRole('dialog');
      await ask.getByText(t('console:settings.book.question')).waitFor();
      await ask.getByRole('button', { name: t('yes'), exact: true }).click();
      await page
        .getByRole('dialog')
        .getByText(
          t('console:settings.copiesOut', { count: out.length, n: num(out.length, language) }),
          { exact: true }
        )
        .waitFor();

      // Nothing was deleted.
      const after = (await api.openRecords(adminToken)).filter((r) => r.status !== 'pending');
      expect(after.length).toBe(out.length);
      expect((await api.topReaders()).length).toBe(readsBefore);
    }));

  test('every desk screen fits a 390 px phone, each card naming its member', () =>
    run('desk-phone', 'bn', async ({ context, page, t }) => {
      const adminToken = await api.adminToken();
      const [book] = await shelfFor(1, adminToken);
      const member = await api.addMember(adminToken, `E2E PH${Date.now() % 1e8} Reader`);
      await api.askFor(member, book!.uniqueId);
      await adminLogIn(page, t);
      const phone = await phonePage(context);
      const screens: [string, string][] = [
        ['#/requests', t('console:requests.title')],
        ['#/loans', t('console:loans.title')],
        ['#/returns', t('console:returns.title')],
        ['#/book-day', t('console:desk.bookDayTitle')],
        [`#/members/${member.userId}/desk`, t('console:desk.memberTitle', { name: member.name })],
        ['#/settings', t('console:settings.title')],
      ];
      for (const [hash, heading] of screens) {
        expect(await overflowAt390(phone, hash, heading), `${hash} at 390 px`).toBeLessThanOrEqual(
          0
        );
        // The desk lists' cards name their member, linked to the member view (that view and
        // Settings are one member's or nobody's).
        if (hash.includes('/members/') || hash === '#/settings') continue;
        for (const item of await phone.locator('li.MuiCard-root').all()) {
          expect(await item.locator('a[href*="/members/"]').count(), hash).toBe(1);
        }
      }
      // Book Day is on the menu (the phone's menu is behind the app bar's toggle).
      await phone.goto(`${stack().consoleUrl}/#/`);
      await phone.getByRole('button', { name: t('console:ra.action.open_menu') }).click();
      await phone
        .getByRole('menuitem', { name: new RegExp(`^${t('console:app.menu.bookDay')}`) })
        .click();
      await phone
        .getByRole('heading', { name: t('console:desk.bookDayTitle'), level: 1 })
        .waitFor();
    }));
});
