import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectDisabledButtons, fill, renderApp, screen } from '../../test/render';
import { apiError, heldGet, HttpResponse, mockApi, server } from '../../test/server';
import { expectGoneAfterPopupDuration, expectPopup, useFakeClock } from '../../test/popups';
import { bankDonation, donationRequest } from './fixtures';
import { bodyRows as rows, cellTexts, columnTexts, findColumnHeaders } from '../../test/tables';
import { expectSearches } from '../../test/searches';
import { jsonBodies } from '../../test/providerCalls';

const names = () => columnTexts(0);

function listing(records = [donationRequest(), bankDonation()]) {
  server.use(mockApi.get('/Singup/requestDonation', records));
}

function approving() {
  const bodies = jsonBodies(
    'post',
    '/Singup/activeDonation',
    {
      message: 'Donation activated, record updated, and confirmation email sent successfully.',
    },
    201
  );
  return bodies;
}

describe('Receive Donation', () => {
  it('lists waiting donations with the amount in taka and the payment fields that apply', async () => {
    const release = heldGet('/Singup/requestDonation', [donationRequest(), bankDonation()]);
    renderApp('/donations', { language: 'en' });
    expect(await screen.findByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
    release();
    expect(await findColumnHeaders('Donations waiting for approval')).toEqual([
      'Name',
      'Payment method',
      'Mobile bank method',
      'Mobile bank number',
      'Bank account number',
      'Donation amount',
      'Transaction ID',
      'Actions',
    ]);
    expect(rows().map((row) => cellTexts(row, 7))).toEqual([
      ['Salma Akter', 'Mobile banking', 'Nagad', '01944444444', '', '৳1,500', 'NG-9001'],
      ['Jamal Hossain', 'Bank transfer', '', '', '1234500000', '৳250.50', 'BT-42'],
    ]);
  });

  it('shows Bangla names, methods and digits in Bangla', async () => {
    listing();
    renderApp('/donations');
    expect(await screen.findByRole('heading', { name: 'অনুদান গ্রহণ' })).toBeInTheDocument();
    const first = (await screen.findAllByRole('row'))[1]!;
    expect(within(first).getByRole('cell', { name: '৳১,৫০০' })).toBeInTheDocument();
    expect(within(first).getByRole('cell', { name: 'নগদ' })).toBeInTheDocument();
    expect(within(first).getByRole('cell', { name: 'মোবাইল ব্যাংকিং' })).toBeInTheDocument();
  });

  it('says so when nothing is waiting', async () => {
    listing([]);
    renderApp('/donations', { language: 'en' });
    expect(await screen.findByText('No donations are waiting.')).toBeInTheDocument();
  });

  it('filters by the three payment fields, Bangla digits too', async () => {
    listing();
    const { user } = renderApp('/donations', { language: 'en' });
    await screen.findByRole('table');
    await expectSearches(user, names, [
      ['Search by mobile bank number', '৪৪৪৪', ['Salma Akter']],
      ['Search by bank account number', '12345', ['Jamal Hossain']],
      ['Search by transaction ID', 'ng-9', ['Salma Akter']],
    ]);
  });

  it('approves with the amount received (Bangla digits) and the e-mail, removes the row, green pop-up for 1.5 s', async () => {
    listing();
    const bodies = approving();
    const { user } = renderApp('/donations', { user: useFakeClock() });
    await user.click(await screen.findByRole('button', { name: 'Salma Akter-এর অনুদান এপ্রোভ করুন' }));
    const dialog = await screen.findByRole('dialog', { name: 'অনুদান এপ্রোভ করুন' });
    const amount = within(dialog).getByLabelText(/প্রাপ্ত টাকার পরিমাণ/);
    expect(amount).toHaveValue('১৫০০');
    expect(within(dialog).getByLabelText(/রসিদের ইমেইল/)).toHaveValue('salma@example.org');
    await fill(user, amount, '১,২০০');
    await user.click(within(dialog).getByRole('button', { name: 'এপ্রোভ' }));
    const shownAt = await expectPopup('সফলভাবে এপ্রোভ করা হয়েছে', 'success');
    expect(bodies).toEqual([{ id: 54321, ammount: 1200, email: 'salma@example.org' }]);
    expect(names()).toEqual(['Jamal Hossain']);
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
    await expectGoneAfterPopupDuration('সফলভাবে এপ্রোভ করা হয়েছে', shownAt);
  });

  it('checks the amount and the e-mail before sending; Cancel sends nothing', async () => {
    listing();
    const bodies = approving();
    const { user } = renderApp('/donations', { language: 'en' });
    await user.click(
      await screen.findByRole('button', { name: 'Approve the donation of Jamal Hossain' })
    );
    const dialog = await screen.findByRole('dialog', { name: 'Approve the donation' });
    const amount = within(dialog).getByLabelText(/Amount received/);
    const email = within(dialog).getByLabelText(/Receipt e-mail/);
    expect(amount).toHaveValue('250.5');
    const submit = within(dialog).getByRole('button', { name: 'Approve' });
    for (const [value, message] of [
      ['', 'Please enter the amount received.'],
      ['12abc', 'Please enter a number, e.g. 500.'],
      ['0', 'The amount must be more than 0.'],
      ['-5', 'The amount must be more than 0.'],
      ['10000001', 'The amount can be at most 10,000,000 taka.'],
      ['10.555', 'Use at most two decimal places.'],
    ] as const) {
      await fill(user, amount, value);
      await user.click(submit);
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }
    await fill(user, amount, '300');
    await fill(user, email, 'not-an-address');
    await user.click(submit);
    expect(
      await within(dialog).findByText('Please enter a valid e-mail address.')
    ).toBeInTheDocument();
    await fill(user, email, '');
    await user.click(submit);
    expect(await within(dialog).findByText('Please enter an e-mail address.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
    expect(bodies).toEqual([]);
    expect(rows()).toHaveLength(2);
  });

  it('keeps the dialog and the row when approving fails, with the red pop-up', async () => {
    listing();
    server.use(mockApi.post('/Singup/activeDonation', () => apiError(500, 'internal', 'x')));
    const { user } = renderApp('/donations', { language: 'en' });
    await user.click(
      await screen.findByRole('button', { name: 'Approve the donation of Salma Akter' })
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await expectPopup('Sorry, something went wrong, please try again', 'error');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    // The open dialog hides the page from the accessibility tree.
    expect(screen.getAllByRole('row', { hidden: true })).toHaveLength(3);
  });

  it('names the field the server refused', async () => {
    listing();
    server.use(
      mockApi.post('/Singup/activeDonation', () =>
        HttpResponse.json(
          { code: 'validation_failed', message: 'email is invalid', field: 'email', error: 'x' },
          { status: 400 }
        )
      )
    );
    const { user } = renderApp('/donations', { language: 'en' });
    await user.click(
      await screen.findByRole('button', { name: 'Approve the donation of Salma Akter' })
    );
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve' })
    );
    await expectPopup('Please enter a valid e-mail address.', 'error');
  });

  it('rejects by the donation id in the path; failure keeps the row, success removes it', async () => {
    listing();
    const paths: string[] = [];
    let fail = true;
    server.use(
      mockApi.put('/Singup/rejectDonation/{id}', ({ request }) => {
        paths.push(new URL(request.url).pathname);
        if (fail) return apiError(500, 'internal', 'x');
        return HttpResponse.json({ message: 'Donation rejected and deleted successfully' });
      })
    );
    const { user } = renderApp('/donations');
    const reject = await screen.findByRole('button', {
      name: 'Jamal Hossain-এর অনুদান রিজেক্ট করুন',
    });
    await user.click(reject);
    await expectPopup('দুঃখিত, কোনো সমস্যা হয়েছে, আবার চেষ্টা করুন', 'error');
    expect(rows()).toHaveLength(2);
    fail = false;
    await user.click(reject);
    await expectPopup('সফলভাবে রিজেক্ট করা হয়েছে', 'success');
    expect(names()).toEqual(['Salma Akter']);
    expect(paths).toEqual(['/Singup/rejectDonation/65432', '/Singup/rejectDonation/65432']);
  });

  it('sends nothing for a donation without an id', async () => {
    listing([donationRequest({ userId: undefined as never })]);
    renderApp('/donations', { language: 'en' });
    await expectDisabledButtons(
      'Approve the donation of Salma Akter',
      'Reject the donation of Salma Akter'
    );
  });
});
