import type { Locator, Page } from 'playwright-core';
import type { TFunction } from '@pathagar/shared-i18n';
import type { Language } from './i18n';
import { verificationCode, waitForMail } from './outbox';
import { stack } from './stack';

/**
 * Waits until the app has taken the page over. A prerendered page shows before its script has
 * run; a person can read it, but its buttons and forms wait for the app (site/src/main.tsx marks
 * the moment on <html>).
 */
export async function appReady(page: Page): Promise<void> {
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
}

/** Opens a path of the site and waits for its main landmark and the app. */
export async function openSite(page: Page, path = '/'): Promise<void> {
  await page.goto(`${stack().siteUrl}${path}`);
  await page.getByRole('main').first().waitFor();
  await appReady(page);
}

/** Waits until the page's first-level heading reads `text`. */
export async function expectHeading(page: Page, text: string, level = 1): Promise<Locator> {
  const heading = page.getByRole('heading', { name: text, level, exact: true });
  await heading.first().waitFor();
  return heading;
}

/** The header's switch, which names the other language in that language. */
export async function switchLanguage(page: Page, t: TFunction, to: Language): Promise<void> {
  const name = t(`common:language.${to}`);
  await page
    .getByRole('button', { name: t('site:shell.language.switchTo', { language: name }) })
    .click();
  await page.locator(`html[lang="${to}"]`).waitFor({ state: 'attached' });
}

type MainLink = 'home' | 'allBooks' | 'events' | 'donation' | 'ranking';
type MoreLink = 'faq' | 'team' | 'blogs' | 'mission' | 'gallery' | 'contact';

/** Follows a link of the header, opening More first for the links kept there. */
export async function navigate(page: Page, t: TFunction, link: MainLink | MoreLink): Promise<void> {
  const nav = page.getByRole('navigation', { name: t('site:shell.nav.label') });
  if (['faq', 'team', 'blogs', 'mission', 'gallery', 'contact'].includes(link)) {
    await nav.getByRole('button', { name: t('site:shell.nav.more') }).click();
  }
  await nav.getByRole('link', { name: t(`site:shell.nav.${link}`), exact: true }).click();
}

/**
 * Waits for a short-lived message (toast, banner) while `action` runs: the wait starts first, so
 * a message that is gone after a second is still seen.
 */
export async function expectMessage(
  page: Page,
  text: string,
  action: () => Promise<unknown>,
  role: 'alert' | 'status' | null = null
): Promise<void> {
  const target = role
    ? page.getByRole(role).filter({ hasText: text })
    : page.getByText(text, { exact: true });
  const seen = target.first().waitFor();
  await action();
  await seen;
}

export interface NewMember {
  fullName: string;
  email: string;
  mobile: string;
  password: string;
  permanentAddress: string;
  currentAddress: string;
}

/** A member nobody has used yet (the address is unique per call). */
export function newMember(tag: string): NewMember {
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  return {
    fullName: `E2E Reader ${tag}`,
    email: `e2e-${tag}-${id}@example.com`,
    mobile: '01711000000',
    password: 'e2e-member-password',
    permanentAddress: 'Zindabazar, Sylhet',
    currentAddress: 'Amberkhana, Sylhet',
  };
}

/** A text field by its exact accessible name (its label). */
export const field = (scope: Page | Locator, name: string) =>
  scope.getByRole('textbox', { name, exact: true });

/** The sign-up form's fields, found by their labels. */
export function signupFields(page: Page, t: TFunction) {
  const form = page.getByRole('main').locator('form');
  return {
    fullName: field(form, t('site:auth.signup.fullName')),
    email: field(form, t('site:auth.signup.email')),
    code: field(form, t('site:auth.signup.code')),
    mobile: field(form, t('site:auth.signup.mobile')),
    password: field(form, t('site:auth.signup.password')),
    confirmPassword: field(form, t('site:auth.signup.confirmPassword')),
    permanentAddress: field(form, t('site:auth.signup.permanentAddress')),
    currentAddress: field(form, t('site:auth.signup.currentAddress')),
    sendCode: form.getByRole('button', { name: t('site:auth.signup.sendCode'), exact: true }),
    verify: form.getByRole('button', { name: t('site:auth.signup.verify'), exact: true }),
    submit: form.getByRole('button', { name: t('site:auth.signup.submit'), exact: true }),
  };
}

/** Fills in every field of /signup but the code (the page must be open). */
export async function fillSignup(page: Page, t: TFunction, member: NewMember): Promise<void> {
  const f = signupFields(page, t);
  await f.fullName.fill(member.fullName);
  await f.email.fill(member.email);
  await f.mobile.fill(member.mobile);
  await f.password.fill(member.password);
  await f.confirmPassword.fill(member.password);
  await f.permanentAddress.fill(member.permanentAddress);
  await f.currentAddress.fill(member.currentAddress);
}

/** Sends the code and waits for it in the outbox (SMTP is off). */
export async function requestCode(page: Page, t: TFunction, email: string): Promise<string> {
  const since = new Date(Date.now() - 1000);
  await expectMessage(page, t('site:auth.signup.codeSent'), () =>
    signupFields(page, t).sendCode.click()
  );
  return verificationCode(await waitForMail(stack().dataDir, email, { since }));
}

/** Types the code and verifies it; the e-mail field then becomes read-only. */
export async function verifyCode(page: Page, t: TFunction, code: string): Promise<void> {
  const f = signupFields(page, t);
  await f.code.fill(code);
  await f.verify.click();
  await page.getByText(t('site:auth.signup.verifySuccess')).waitFor();
}

/**
 * The whole sign-up of journey 2's site half: form, server-issued code from the outbox, verify,
 * Be a Member, and the redirect to /login.
 */
export async function signUp(page: Page, t: TFunction, member: NewMember): Promise<void> {
  await openSite(page, '/signup');
  await fillSignup(page, t, member);
  await verifyCode(page, t, await requestCode(page, t, member.email));
  await expectMessage(page, t('site:auth.signup.success'), () =>
    signupFields(page, t).submit.click()
  );
  await page.waitForURL(/\/login$/);
}

/** Logs a member in on /login and waits for /profile. */
export async function logIn(page: Page, t: TFunction, email: string, password: string) {
  await openSite(page, '/login');
  const form = page.getByRole('main').locator('form');
  await field(form, t('site:auth.login.email')).fill(email);
  await field(form, t('site:auth.login.password')).fill(password);
  await expectMessage(page, t('site:auth.login.success'), () =>
    form.getByRole('button', { name: t('site:auth.login.submit'), exact: true }).click()
  );
  await page.waitForURL(/\/profile$/);
}

/** Payment details of the membership and donation forms (bank transfer: the fewest fields). */
export interface Payment {
  bankAccountNumber: string;
  transactionId: string;
}

/**
 * Journey 2's site half: a logged-in member fills the Accept Membership form (bank transfer) and
 * sends it; the page then says the package is pending.
 */
export async function applyForMembership(
  page: Page,
  t: TFunction,
  member: Pick<NewMember, 'fullName' | 'email' | 'mobile'>,
  payment: Payment
): Promise<void> {
  await openSite(page, '/membership');
  await expectHeading(page, t('site:membership.form.title'));
  const main = page.getByRole('main');
  await field(main, t('site:membership.form.name')).fill(member.fullName);
  await field(main, t('site:membership.form.email')).fill(member.email);
  await field(main, t('site:membership.form.phoneNumber')).fill(member.mobile);
  await payByBankTransfer(main, t, 'membership', payment);
  await expectMessage(page, t('site:membership.form.success'), () =>
    main.getByRole('button', { name: t('site:membership.form.submit'), exact: true }).click()
  );
  await expectHeading(page, t('site:membership.pending.title'));
}

/** The payment part the membership and donation forms share: a bank transfer and its numbers. */
async function payByBankTransfer(
  main: Locator,
  t: TFunction,
  form: 'membership' | 'donation',
  payment: Payment
): Promise<void> {
  await main
    .getByRole('radiogroup', { name: t(`site:${form}.form.paymentMethod`) })
    .getByRole('radio', { name: t('labels:paymentMethod.bankTransfer') })
    .check();
  await field(main, t(`site:${form}.form.bankAccountNumber`)).fill(payment.bankAccountNumber);
  await field(main, t(`site:${form}.form.transactionId`)).fill(payment.transactionId);
}

/** Journey 4's site half: a visitor's donation by bank transfer, sent from /donation. */
export async function donate(
  page: Page,
  t: TFunction,
  donor: { name: string; email: string; amount: number } & Payment
): Promise<void> {
  await openSite(page, '/donation');
  const main = page.getByRole('main');
  await field(main, t('site:donation.form.name')).fill(donor.name);
  await field(main, t('site:donation.form.email')).fill(donor.email);
  await field(main, t('site:donation.form.donationAmount')).fill(String(donor.amount));
  await payByBankTransfer(main, t, 'donation', donor);
  await expectMessage(page, t('site:donation.success'), () =>
    main.getByRole('button', { name: t('site:donation.form.submit'), exact: true }).click()
  );
}

/**
 * Journey 3's first step: a logged-in member with an active membership asks for a book on its
 * page; the button then says the request is being processed.
 */
export async function requestBook(page: Page, t: TFunction, bookId: number): Promise<void> {
  await openSite(page, `/specificbooks/${bookId}`);
  await page.getByRole('button', { name: t('site:books.single.button.take') }).click();
  // The member's own state is a status note, not a disabled button (issue 16.2).
  await page
    .getByRole('status')
    .filter({ hasText: t('site:books.single.button.pending') })
    .waitFor();
}
