/**
 * Journey 2: a visitor signs up with the code the server e-mailed (read from the outbox), logs
 * in and applies for membership on the Accept Membership form; the admin finds the application
 * in the console's User Approval by its transaction id and approves it (green pop-up); the member
 * then sees "Your member since …" on /membership. Once in Bangla, once in English.
 */
import { formatDate } from '@pathagar/shared-i18n';
import { describe, expect, test } from 'vitest';
import * as api from './support/api';
import { useBrowser } from './support/browser';
import { adminLogIn, expectPopUp, findPayment } from './support/console';
import { LANGUAGES } from './support/i18n';
import {
  applyForMembership,
  expectHeading,
  logIn,
  newMember,
  openSite,
  signUp,
} from './support/site';

const { run } = useBrowser();

describe.each(LANGUAGES)('journey 2: a visitor becomes a member (%s)', (language) => {
  test('sign-up with the e-mailed code → login → membership form → approved → member since', () =>
    run(`journey2-membership-${language}`, language, async ({ context, page, t }) => {
      const stamp = `${Date.now() % 1e8}`;
      const member = newMember(`m-${language}`);
      const payment = {
        bankAccountNumber: '20501234567',
        transactionId: `TXM-${language}-${stamp}`,
      };

      // The site half: sign-up (code from the outbox), login, the membership form.
      await signUp(page, t, member);
      await logIn(page, t, member.email, member.password);
      await applyForMembership(page, t, member, payment);
      await page.getByText(t('site:membership.pending.text'), { exact: true }).waitFor();
      const { access_token: token, uniqueId: userId } = await api.login(
        member.email,
        member.password
      );
      if (userId === undefined) throw new Error('A member login answers the member id.');
      expect(await api.activeMembership(token, userId)).toBeUndefined();

      // The console: User Approval, narrowed to this application by its transaction id.
      const desk = await context.newPage();
      await adminLogIn(desk, t);
      const row = await findPayment(desk, t, 'approvals', payment.transactionId);
      await row.getByText(member.fullName, { exact: true }).waitFor();
      await row.getByText(t('labels:paymentMethod.bankTransfer'), { exact: true }).waitFor();
      await row.getByText(payment.bankAccountNumber, { exact: true }).waitFor();

      await expectPopUp(desk, t('console:approvals.approved'), 'green', () =>
        row
          .getByRole('button', {
            name: t('console:approvals.approveNamed', { name: member.fullName }),
          })
          .click()
      );
      await row.waitFor({ state: 'detached' });
      await desk.getByText(t('console:approvals.empty'), { exact: true }).waitFor();

      // The member's page now says since when they are a member.
      const active = await api.activeMembership(token, userId);
      expect(active?.Status).toBe('active');
      await openSite(page, '/membership');
      await expectHeading(
        page,
        t('site:membership.active.title', { date: formatDate(active!.date, language) })
      );
      await page.getByText(t('site:membership.active.text'), { exact: true }).waitFor();
      await page.getByRole('link', { name: t('site:membership.active.goToProfile') }).waitFor();
      expect(
        await page.getByRole('heading', { name: t('site:membership.pending.title') }).count()
      ).toBe(0);
    }));
});
