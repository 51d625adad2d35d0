/**
 * Admin two-factor login (issue 21 point 8) in Chromium, with codes from the same TOTP library
 * the API uses: on a server that requires it, the admin is sent to the set-up screen after login,
 * scans (reads) the key, confirms with a code and gets ten recovery codes; logs out; logs in with
 * a code; then with a recovery code; a used recovery code is refused on its field.
 *
 * Two-factor login cannot be turned off and admins cannot be added over HTTP, so this journey
 * runs against an API of its own (own data dir, ADMIN_TWO_FACTOR=required): the stack's admin,
 * which every other file logs in as, never gets it.
 */
import type { Page } from 'playwright-core';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { audit, blocking, describeViolations } from './support/axe';
import { useBrowser } from './support/browser';
import { menuEntry, openConsole } from './support/console';
import { startOwnApi, type OwnApi } from './support/own-api';
import { field } from './support/site';
import type { TFunction } from '@pathagar/shared-i18n';

const ADMIN = { email: 'two-factor-admin@pathagar.test', password: 'two-factor-admin-password' };

const { run } = useBrowser();
let own: OwnApi;

beforeAll(async () => {
  own = await startOwnApi({
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ADMIN_TWO_FACTOR: 'required',
  });
});

afterAll(async () => {
  await own?.stop();
});

/** As the API checks them: SHA-1, 6 digits, 30 s (api/src/features/accounts/two-factor.ts). */
const totpOf = (secret: string) =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });

async function passwordStep(page: Page, t: TFunction) {
  await openConsole(page, '#/login');
  await page.getByRole('heading', { name: t('console:app.login.title') }).waitFor();
  await field(page, t('console:app.login.email')).fill(ADMIN.email);
  await field(page, t('console:app.login.password')).fill(ADMIN.password);
  await submit(page, t);
}

const submit = (page: Page, t: TFunction) =>
  page.getByRole('button', { name: t('console:app.login.submit'), exact: true }).click();

async function expectNoBlockingAxe(page: Page, name: string) {
  const row = await audit(page, { app: 'console', page: name, language: 'bn' });
  expect(blocking(row), describeViolations(blocking(row))).toEqual([]);
}

async function logOut(page: Page, t: TFunction) {
  await menuEntry(page, t('console:app.logout')).click();
  await page.getByRole('heading', { name: t('console:app.login.title') }).waitFor();
}

describe('admin two-factor login', () => {
  test('set up when required, then log in with a code and with a recovery code, once', async () => {
    await run('two-factor', 'bn', async ({ context, page, t }) => {
      await own.serve(context);

      // Required and not set up: straight to the set-up screen, which says why.
      await passwordStep(page, t);
      await page.getByRole('heading', { name: t('console:twoFactor.title'), level: 1 }).waitFor();
      await page.getByText(t('console:twoFactor.required'), { exact: true }).waitFor();
      await expect(menuEntry(page, t('console:app.menu.books')).count()).resolves.toBe(0);

      await page.getByRole('button', { name: t('console:twoFactor.setUp'), exact: true }).click();
      await page.getByRole('img', { name: t('console:twoFactor.qrAlt') }).waitFor();
      const secret = (await page.locator('code').textContent())!.replace(/\s/g, '');
      const totp = totpOf(secret);
      await expectNoBlockingAxe(page, 'two-factor set-up');

      await field(page, t('console:twoFactor.code')).fill(totp.generate());
      await page.getByRole('button', { name: t('console:twoFactor.confirm'), exact: true }).click();
      const list = page.getByRole('list', { name: t('console:twoFactor.codesLabel') });
      await list.waitFor();
      const codes = await list.getByRole('listitem').allTextContents();
      expect(codes).toHaveLength(10);
      for (const code of codes) expect(code).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
      await expectNoBlockingAxe(page, 'two-factor recovery codes');
      await page.getByRole('button', { name: t('console:twoFactor.done'), exact: true }).click();
      await menuEntry(page, t('console:app.menu.books')).waitFor();
      await logOut(page, t);

      // With a code: the next time step's (the confirming code's step cannot be used again).
      await passwordStep(page, t);
      const codeField = field(page, t('console:app.login.code'));
      await codeField.waitFor();
      await expect(codeField.getAttribute('autocomplete')).resolves.toBe('one-time-code');
      await expectNoBlockingAxe(page, 'login: authenticator code');
      await codeField.fill(totp.generate({ timestamp: Date.now() + 30_000 }));
      await submit(page, t);
      await menuEntry(page, t('console:app.menu.books')).waitFor();
      await logOut(page, t);

      // With a recovery code.
      const withRecoveryCode = async (code: string) => {
        await passwordStep(page, t);
        await page
          .getByRole('button', { name: t('console:app.login.useRecovery'), exact: true })
          .click();
        await field(page, t('console:app.login.recoveryCode')).fill(code);
        await submit(page, t);
      };
      await withRecoveryCode(codes[0]!);
      await menuEntry(page, t('console:app.menu.books')).waitFor();
      await logOut(page, t);

      // The same recovery code again: refused on its field, what was typed kept.
      await withRecoveryCode(codes[0]!);
      const recoveryField = field(page, t('console:app.login.recoveryCode'));
      await page.getByText(t('errors:two_factor_invalid'), { exact: true }).waitFor();
      await expect(recoveryField.inputValue()).resolves.toBe(codes[0]);
      await expect(page.evaluate(() => localStorage.getItem('access_token'))).resolves.toBeNull();
    });
  });
});
