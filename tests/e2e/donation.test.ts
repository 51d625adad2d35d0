/**
 * Journey 4: a visitor's donation on /donation; the admin approves it in the console's Receive
 * Donation (Approve, the amount dialog, confirm); the receipt lands in the outbox, addressed to
 * the donor with the amount; the dashboard's total and this month's donations grow by it. Once in
 * Bangla, once in English (different amounts).
 */
import { formatNumber, formatTaka, type Language } from '@pathagar/shared-i18n';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import * as api from './support/api';
import { useBrowser } from './support/browser';
import { adminLogIn, expectPopUp, findPayment, openMenu } from './support/console';
import { LANGUAGES } from './support/i18n';
import { waitForMail } from './support/outbox';
import { donate, field } from './support/site';
import type { TFunction } from '@pathagar/shared-i18n';

const { run } = useBrowser();

/** A different amount per run, so each run's change is its own. */
const AMOUNT: Record<Language, number> = { bn: 1234, en: 567 };

/** The receipt (api/src/features/membership/donations/mail.ts): Bangla first, then English. */
const RECEIPT_SUBJECT = 'আপনার অনুদান গ্রহণ করা হয়েছে — বইয়ের পাতা';

/** The dashboard's figure under `label` (a term and its definition), as printed. */
async function figure(page: Page, label: string): Promise<string> {
  const value = page
    .getByText(label, { exact: true })
    .locator('xpath=following-sibling::dd[1]')
    .first();
  return ((await value.textContent()) ?? '').trim();
}

/** Opens the dashboard afresh (no cached figures) and waits for its figures. */
async function openDashboard(page: Page, t: TFunction) {
  await page.reload();
  await openMenu(page, t, 'dashboard', t('console:dashboard.title'));
  await page.getByRole('heading', { name: t('console:dashboard.figures'), level: 2 }).waitFor();
}

describe.each(LANGUAGES)('journey 4: a donation is received (%s)', (language) => {
  test('donation on the site → approved with its amount → receipt e-mailed → dashboard', () =>
    run(`journey4-donation-${language}`, language, async ({ context, page, t, stack }) => {
      const stamp = `${Date.now() % 1e8}`;
      const amount = AMOUNT[language];
      const donor = {
        name: `E2E Donor ${language} ${stamp}`,
        email: `e2e-donor-${language}-${stamp}@example.com`,
        amount,
        bankAccountNumber: '20509876543',
        transactionId: `TXD-${language}-${stamp}`,
      };
      const token = await api.adminToken();
      const before = await api.dashboard(token);
      const taka = (value: number) => formatTaka(value, language);

      // The dashboard before: the figures the server counts, as the console prints them.
      const desk = await context.newPage();
      await adminLogIn(desk, t);
      await openDashboard(desk, t);
      expect(await figure(desk, t('console:dashboard.donationsTotal'))).toBe(
        taka(before.donationsTotal)
      );
      expect(await figure(desk, t('console:dashboard.donationsThisMonth'))).toBe(
        taka(before.donationsThisMonth)
      );

      // The visitor's donation (no account needed).
      await donate(page, t, donor);

      // Receive Donation: this one by its transaction id; Approve opens the amount dialog.
      const row = await findPayment(desk, t, 'donations', donor.transactionId);
      await row.getByText(donor.name, { exact: true }).waitFor();
      await row.getByText(taka(amount), { exact: true }).waitFor();
      await row
        .getByRole('button', { name: t('console:donations.approveNamed', { name: donor.name }) })
        .click();
      const dialog = desk.getByRole('dialog', { name: t('console:donations.dialog.title') });
      await dialog.getByText(t('console:donations.dialog.text', { name: donor.name })).waitFor();
      // Prefilled with the amount asked for (the page's digits) and the donor's address.
      const amountField = field(dialog, t('console:donations.dialog.amount'));
      const emailField = field(dialog, t('console:donations.dialog.email'));
      expect(await amountField.inputValue()).toBe(
        formatNumber(amount, language, { useGrouping: false })
      );
      expect(await emailField.inputValue()).toBe(donor.email);
      const since = new Date(Date.now() - 1000);
      await expectPopUp(desk, t('console:donations.approved'), 'green', () =>
        dialog
          .getByRole('button', { name: t('console:donations.dialog.submit'), exact: true })
          .click()
      );
      await dialog.waitFor({ state: 'detached' });
      await row.waitFor({ state: 'detached' });

      // The receipt, to the donor, with the amount in both languages.
      const receipt = await waitForMail(stack.dataDir, donor.email, { since });
      expect(receipt.subject).toBe(RECEIPT_SUBJECT);
      expect(receipt.text).toContain(
        `আপনার ${new Intl.NumberFormat('bn-BD').format(amount)} টাকার অনুদান পেয়েছি`
      );
      expect(receipt.text).toContain(
        `We received your donation of ${new Intl.NumberFormat('en-US').format(amount)} taka`
      );
      expect(receipt.text).toContain(`Dear ${donor.name},`);

      // The dashboard: both donation figures grew by exactly the amount.
      const after = await api.dashboard(token);
      expect(after.donationsTotal).toBe(before.donationsTotal + amount);
      expect(after.donationsThisMonth).toBe(before.donationsThisMonth + amount);
      await openDashboard(desk, t);
      expect(await figure(desk, t('console:dashboard.donationsTotal'))).toBe(
        taka(before.donationsTotal + amount)
      );
      expect(await figure(desk, t('console:dashboard.donationsThisMonth'))).toBe(
        taka(before.donationsThisMonth + amount)
      );
    }));
});
