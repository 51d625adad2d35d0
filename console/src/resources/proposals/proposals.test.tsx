import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, screen } from '../../test/render';
import { apiError, heldGet, mockApi, server } from '../../test/server';
import { expectGoneAfterPopupDuration, expectPopup, useFakeClock } from '../../test/popups';
import { acceptedPayment, expiredPayment } from './fixtures';
import { bodyRows as rows, columnTexts, findColumnHeaders } from '../../test/tables';
import { expectSearches } from '../../test/searches';
import { jsonBodies } from '../../test/providerCalls';

const ids = () => columnTexts(0);

function listing(records = [acceptedPayment(), expiredPayment()]) {
  server.use(mockApi.get('/SingUpAdmin/accpetedPaymentDetails', records));
}

describe('Proposals', () => {
  it('lists accepted payments with the banking service translated and expired ones labelled', async () => {
    const release = heldGet('/SingUpAdmin/accpetedPaymentDetails', [
      acceptedPayment(),
      expiredPayment(),
      acceptedPayment({ id: 'p3', userId: null }),
    ]);
    renderApp('/proposals', { language: 'en' });
    expect(await screen.findByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
    release();
    expect(await findColumnHeaders('Accepted payments')).toEqual([
      'ID',
      'User ID',
      'Plan name',
      'Mobile',
      'Banking service',
      'Expiry date',
      'Actions',
    ]);
    expect(
      rows().map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 6)
          .map((c) => c.textContent)
      )
    ).toEqual([
      ['p1', '12345', 'Yearly membership', '01722222222', 'bKash', 'January 10, 2099'],
      ['p2', '23456', 'Student plan', '01833333333', 'Bank transfer', 'November 21, 2025Expired'],
      ['p3', 'Account deleted', 'Yearly membership', '01722222222', 'bKash', 'January 10, 2099'],
    ]);
  });

  it('shows dates and labels in Bangla', async () => {
    listing();
    renderApp('/proposals');
    expect(await screen.findByRole('heading', { name: 'প্রস্তাবনা' })).toBeInTheDocument();
    expect(await screen.findByText('২১ নভেম্বর, ২০২৫')).toBeInTheDocument();
    expect(screen.getByText('মেয়াদোত্তীর্ণ')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'বিকাশ' })).toBeInTheDocument();
  });

  it('says so when there is no accepted payment', async () => {
    listing([]);
    renderApp('/proposals', { language: 'en' });
    expect(await screen.findByText('No accepted payments found.')).toBeInTheDocument();
  });

  it('filters by user id, plan name, mobile, bank type and expired only', async () => {
    listing();
    const { user } = renderApp('/proposals', { language: 'en' });
    await screen.findByRole('table');
    // The select and the checkbox first: TextFilters' pending search would otherwise race them.
    const bankType = screen.getByLabelText('Bank type');
    expect(
      within(bankType)
        .getAllByRole('option')
        .map((o) => o.textContent)
    ).toEqual(['All bank types', 'bKash', 'Nagad', 'Rocket', 'Bank transfer']);
    await user.selectOptions(bankType, 'Bank transfer');
    await expect.poll(ids).toEqual(['p2']);
    await user.selectOptions(bankType, 'bKash');
    await expect.poll(ids).toEqual(['p1']);
    await user.click(screen.getByRole('checkbox', { name: 'Expired only' }));
    expect(await screen.findByText('No accepted payments found.')).toBeInTheDocument();
    await user.selectOptions(bankType, 'All bank types');
    await expect.poll(ids).toEqual(['p2']);
    await user.click(screen.getByRole('checkbox', { name: 'Expired only' }));
    await expect.poll(ids).toEqual(['p1', 'p2']);
    await expectSearches(user, ids, [
      ['Search by user ID', '৩৪৫৬', ['p2']],
      ['Search by plan name', 'YEARLY', ['p1']],
      ['Search by mobile', '0183', ['p2']],
    ]);
  });

  it('deletes only after confirmation, posting the record; green Bangla pop-up for 1.5 s', async () => {
    listing();
    const bodies = jsonBodies('post', '/SingUpAdmin/delete', { message: 'Delete is successful' });
    const { user } = renderApp('/proposals', { user: useFakeClock() });
    const remove = await screen.findByRole('button', { name: 'পেমেন্ট রেকর্ড p2 মুছে ফেলুন' });
    await user.click(remove);
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      '"Student plan" প্ল্যানের পেমেন্ট রেকর্ড p2 কি স্থায়ীভাবে মুছে ফেলতে চান?'
    );
    await user.click(within(dialog).getByRole('button', { name: 'বাতিল করুন' }));
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
    expect(bodies).toEqual([]);
    await user.click(remove);
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'মুছে ফেলুন' }));
    const shownAt = await expectPopup('সফলভাবে ডিলেট করা হয়েছে', 'success');
    expect(bodies).toEqual([expiredPayment()]);
    expect(ids()).toEqual(['p1']);
    await expectGoneAfterPopupDuration('সফলভাবে ডিলেট করা হয়েছে', shownAt);
  });

  it('keeps the record when the delete fails, with the red pop-up', async () => {
    listing();
    server.use(mockApi.post('/SingUpAdmin/delete', () => apiError(500, 'internal', 'x')));
    const { user } = renderApp('/proposals', { language: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Delete payment record p1' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' })
    );
    await expectPopup('Sorry, something went wrong, please try again', 'error');
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
    expect(ids()).toEqual(['p1', 'p2']);
    expect(screen.getByRole('button', { name: 'Delete payment record p1' })).toBeEnabled();
  });
});
