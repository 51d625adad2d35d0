import type { Page } from 'playwright-core';
import type { TFunction } from '@pathagar/shared-i18n';
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
 * The delete flow of the lists: the item's Delete button, the confirmation naming it, the success
 * toast; resolves once the item has left the list.
 */
export async function deleteFromList(
  page: Page,
  t: TFunction,
  item: { name: string; button: string; question: string; success: string }
) {
  const card = page.getByRole('article', { name: item.name, exact: true });
  await card.getByRole('button', { name: item.button, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText(item.question, { exact: true }).waitFor();
  await expectToast(page, item.success, () =>
    dialog.getByRole('button', { name: t('delete'), exact: true }).click()
  );
  await card.waitFor({ state: 'detached' });
}
