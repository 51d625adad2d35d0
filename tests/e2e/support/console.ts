import type { Page } from 'playwright-core';
import type { TFunction } from '@pathagar/shared-i18n';
import { expect } from 'vitest';
import { field } from './site';
import { stack } from './stack';

/** Opens a console screen by its hash route (`#/books/create`). */
export async function openConsole(page: Page, hash = '#/'): Promise<void> {
  await page.goto(`${stack().consoleUrl}/${hash}`);
}

/** The admin login page, filled in and sent; resolves once the side menu is there. */
export async function adminLogIn(page: Page, t: TFunction, credentials = stack().admin) {
  await openConsole(page, '#/login');
  await page.getByRole('heading', { name: t('console:app.login.title') }).waitFor();
  await field(page, t('console:app.login.email')).fill(credentials.email);
  await field(page, t('console:app.login.password')).fill(credentials.password);
  await page.getByRole('button', { name: t('console:app.login.submit'), exact: true }).click();
  await menuEntry(page, t('console:app.menu.books')).waitFor();
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * An entry of the side menu by its label (a menu item of react-admin's Menu, or a link). Two entries can share a
 * label (Gallery, and Library Overview → Gallery): `which` picks the nested one. While items wait
 * behind an entry its name goes on with the pending dot's text ("Book Request, New items pending").
 */
export function menuEntry(page: Page, label: string, which: 'first' | 'last' = 'first') {
  const name = { name: new RegExp(`^${escape(label)}(, .+)?$`) };
  const entries = page.getByRole('link', name).or(page.getByRole('menuitem', name));
  return which === 'first' ? entries.first() : entries.last();
}

/**
 * Opens Library Overview's group of the side menu (if it is not open already: a second click
 * would close it) and then its Gallery upload entry, once the group says it is open and the entry
 * has stopped moving. The group says so as it starts to unfold; on a loaded machine the entry
 * can hold still for the two frames Playwright checks and still move before the click lands
 * (seen once in CI: the click hit nothing and the page stayed where it was).
 */
export async function openGalleryUpload(page: Page, t: TFunction): Promise<void> {
  const group = menuEntry(page, t('console:app.menu.libraryOverview'));
  if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
  await group.and(page.locator('[aria-expanded="true"]')).waitFor();
  const entry = menuEntry(page, t('console:app.menu.galleryUpload'), 'last');
  await entry.scrollIntoViewIfNeeded();
  let box = await entry.boundingBox();
  for (let i = 0; i < 50; i++) {
    await page.waitForTimeout(100);
    const next = await entry.boundingBox();
    if (box && next && box.x === next.x && box.y === next.y && box.height === next.height) break;
    box = next;
  }
  await entry.click();
  await page.waitForURL(/#\/gallery\/create/);
}

type MenuKey =
  | 'dashboard'
  | 'requests'
  | 'loans'
  | 'returns'
  | 'approvals'
  | 'donations'
  | 'users'
  | 'proposals'
  | 'settings'
  | 'books'
  | 'events'
  | 'blogs'
  | 'notices'
  | 'gallery'
  | 'addUser'
  | 'addBook'
  | 'addBlog'
  | 'addNotice'
  | 'addEvent';

/** Follows an entry of the side menu and waits for the screen's title. */
export async function openMenu(page: Page, t: TFunction, key: MenuKey, title: string) {
  await menuEntry(page, t(`console:app.menu.${key}`)).click();
  await page.getByRole('heading', { name: title, level: 1 }).waitFor();
}

/** A toast of the console (bottom right); the wait starts before `action`, toasts are short. */
export async function expectToast(page: Page, text: string, action: () => Promise<unknown>) {
  const seen = page.getByText(text, { exact: true }).first().waitFor();
  await action();
  await seen;
}

/** Red, green or blue, from a computed `rgb(r, g, b)` colour: whichever channel leads clearly. */
function tone(colour: string): 'green' | 'red' | 'other' {
  const [r = 0, g = 0, b = 0] = (colour.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  if (g > r + 30 && g > b) return 'green';
  if (r > g + 30 && r > b) return 'red';
  return 'other';
}

/**
 * The members desk's pop-up (admin-operations.md §8: green for a success, red for a failure): the
 * toast's alert with `text`, and its colour. The wait starts before `action`; they last 1.5 s.
 */
export async function expectPopUp(
  page: Page,
  text: string,
  colour: 'green' | 'red',
  action: () => Promise<unknown>
) {
  const popUp = page.getByRole('alert').filter({ hasText: text }).first();
  const seen = popUp.waitFor();
  await action();
  await seen;
  const background = await popUp.evaluate((element) => getComputedStyle(element).backgroundColor);
  if (tone(background) !== colour) {
    throw new Error(`The pop-up "${text}" is ${background}, not ${colour}.`);
  }
}

/**
 * The delete flow of a content list (`books`, `notices`, …): the item's Delete button, the
 * confirmation naming it, the success toast; resolves once the item has left the list. The texts
 * come from the resource's own keys, which every content list names the same way.
 */
export async function deleteFromList(
  page: Page,
  t: TFunction,
  resource: 'books' | 'notices' | 'events' | 'gallery' | 'blogs',
  name: string
) {
  const card = page.getByRole('article', { name, exact: true });
  await card
    .getByRole('button', { name: t(`console:${resource}.deleteNamed`, { name }), exact: true })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog
    .getByText(t(`console:${resource}.deleteQuestion`, { name }), { exact: true })
    .waitFor();
  await expectToast(page, t(`console:${resource}.deleted`), () =>
    dialog.getByRole('button', { name: t('delete'), exact: true }).click()
  );
  await card.waitFor({ state: 'detached' });
}

/** Received Books: the admin confirms one member's copy is back (it asks first). */
export async function confirmReturn(desk: Page, t: TFunction, member: string, title: string) {
  await openMenu(desk, t, 'returns', t('console:returns.title'));
  const back = desk.getByRole('listitem', { name: `${member}: ${title}` });
  await back
    .getByRole('button', { name: t('console:returns.confirmNamed', { name: title, user: member }) })
    .click();
  await desk
    .getByRole('dialog')
    .getByRole('button', { name: t('console:returns.confirm') })
    .click();
  // The card then says so and stays where it was.
  await back.getByText(t('console:returns.confirmed'), { exact: true }).waitFor();
}

/**
 * A payments queue (User Approval, Receive Donation) narrowed by a transaction id; resolves with
 * the row of that transaction once the table holds the header row and that row, nothing else.
 */
export async function findPayment(
  desk: Page,
  t: TFunction,
  queue: 'approvals' | 'donations',
  transactionId: string
) {
  await openMenu(desk, t, queue, t(`console:${queue}.title`));
  const table = desk.getByRole('table', { name: t(`console:${queue}.tableLabel`) });
  await table.waitFor();
  await desk
    .getByRole('searchbox', { name: t(`console:${queue}.filters.transactionId`) })
    .fill(transactionId);
  await expect.poll(() => table.getByRole('row').count()).toBe(2);
  return table.getByRole('row').filter({ hasText: transactionId });
}
