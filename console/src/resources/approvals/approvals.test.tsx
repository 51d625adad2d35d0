import { describe, expect, it } from 'vitest';
import { expectDisabledButtons, fill, renderApp, screen } from '../../test/render';
import { apiError, heldGet, HttpResponse, mockApi, server } from '../../test/server';
import { bankTransferRequest, membershipRequest } from './fixtures';
import { expectGoneAfterPopupDuration, expectPopup, useFakeClock } from '../../test/popups';
import { bodyRows, cellTexts, columnTexts, findColumnHeaders, rowWith } from '../../test/tables';
import { expectSearches } from '../../test/searches';
import { jsonBodies } from '../../test/providerCalls';

function listing(records = [membershipRequest(), bankTransferRequest()]) {
  let calls = 0;
  server.use(
    mockApi.get('/Singup/requestmemberships', () => {
      calls += 1;
      return HttpResponse.json(records);
    })
  );
  return { calls: () => calls };
}

describe('User Approval', () => {
  it('shows the waiting applications with translated methods and empty cells that do not apply', async () => {
    const release = heldGet('/Singup/requestmemberships', [
      membershipRequest(),
      bankTransferRequest(),
    ]);
    renderApp('/approvals', { language: 'en' });
    expect(await screen.findByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
    release();
    expect(await findColumnHeaders('Membership requests waiting for approval')).toEqual([
      'Name',
      'Phone number',
      'Payment method',
      'Mobile bank method',
      'Mobile bank number',
      'Bank account number',
      'Transaction ID',
      'Actions',
    ]);
    expect(cellTexts(rowWith('Rahim Uddin'), 7)).toEqual([
      'Rahim Uddin',
      '01711111111',
      'Mobile banking',
      'bKash',
      '01722222222',
      '',
      'TXN-AB12',
    ]);
    expect(cellTexts(rowWith('Karima Begum'), 7)).toEqual([
      'Karima Begum',
      '01833333333',
      'Bank transfer',
      '',
      '',
      '9876543210',
      'bank-77',
    ]);
  });

  it('says so in Bangla when nothing is waiting', async () => {
    listing([]);
    renderApp('/approvals');
    expect(await screen.findByRole('heading', { name: 'সদস্য অনুমোদন' })).toBeInTheDocument();
    expect(
      await screen.findByText('অনুমোদনের অপেক্ষায় কোনো সদস্যপদের আবেদন নেই।')
    ).toBeInTheDocument();
  });

  it('shows an empty list when the applications cannot be loaded (spec §8)', async () => {
    server.use(mockApi.get('/Singup/requestmemberships', () => apiError(500, 'internal', 'x')));
    renderApp('/approvals', { language: 'en' });
    expect(await screen.findByText('No membership requests are waiting.')).toBeInTheDocument();
  });

  it('filters by mobile bank number, bank account number and transaction id, Bangla digits too', async () => {
    listing();
    const { user } = renderApp('/approvals', { language: 'en' });
    await screen.findByRole('table');
    const names = () => columnTexts(0);
    await expectSearches(user, names, [
      ['Search by mobile bank number', '০১৭২২', ['Rahim Uddin']],
      ['Search by bank account number', '৬৫৪৩', ['Karima Begum']],
      ['Search by transaction ID', 'txn-ab', ['Rahim Uddin']],
    ]);
    await fill(user, screen.getByLabelText('Search by transaction ID'), 'nothing');
    expect(await screen.findByText('No membership requests are waiting.')).toBeInTheDocument();
  });

  it('approves with the applicant id, removes the row and shows the green Bangla pop-up for 1.5 s', async () => {
    listing();
    const bodies = jsonBodies(
      'post',
      '/Singup/activeAccount',
      { message: 'Account activated and membership data deleted successfully' },
      201
    );
    const { user } = renderApp('/approvals', {
      user: useFakeClock(),
    });
    await user.click(
      await screen.findByRole('button', { name: 'Rahim Uddin-এর সদস্যপদ এপ্রোভ করুন' })
    );
    const shownAt = await expectPopup('সফলভাবে এপ্রোভ করা হয়েছে', 'success');
    expect(bodies).toEqual([{ id: 12345 }]);
    expect(bodyRows()).toHaveLength(1);
    expect(rowWith('Karima Begum')).toBeDefined();
    await expectGoneAfterPopupDuration('সফলভাবে এপ্রোভ করা হয়েছে', shownAt);
  });

  it('rejects by the applicant id in the path and removes the row', async () => {
    listing();
    const paths: string[] = [];
    server.use(
      mockApi.put('/Singup/reject/{id}', ({ request }) => {
        paths.push(new URL(request.url).pathname);
        return HttpResponse.json({ message: 'Member rejected and deleted successfully' });
      })
    );
    const { user } = renderApp('/approvals', { language: 'en' });
    await user.click(
      await screen.findByRole('button', { name: 'Reject the membership of Karima Begum' })
    );
    await expectPopup('Rejected successfully', 'success');
    expect(paths).toEqual(['/Singup/reject/23456']);
    expect(columnTexts(0)).toEqual(['Rahim Uddin']);
  });

  it('disables the row while the call is in flight; a failure keeps the row and shows the red pop-up for 1.5 s', async () => {
    listing();
    let answer: (response: Response) => void = () => {};
    server.use(
      mockApi.put(
        '/Singup/reject/{id}',
        () => new Promise<Response>((resolve) => (answer = resolve))
      )
    );
    const { user } = renderApp('/approvals', { user: useFakeClock() });
    const reject = await screen.findByRole('button', {
      name: 'Rahim Uddin-এর সদস্যপদ রিজেক্ট করুন',
    });
    const approve = screen.getByRole('button', { name: 'Rahim Uddin-এর সদস্যপদ এপ্রোভ করুন' });
    await user.click(reject);
    await expect.poll(() => reject).toBeDisabled();
    expect(approve).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Karima Begum-এর সদস্যপদ এপ্রোভ করুন' })).toBeEnabled();
    answer(apiError(500, 'internal', 'boom'));
    const shownAt = await expectPopup('দুঃখিত, কোনো সমস্যা হয়েছে, আবার চেষ্টা করুন', 'error');
    expect(bodyRows()).toHaveLength(2);
    expect(reject).toBeEnabled();
    await expectGoneAfterPopupDuration('দুঃখিত, কোনো সমস্যা হয়েছে, আবার চেষ্টা করুন', shownAt);
  });

  it('tells when another admin already handled the request, and reloads the list', async () => {
    const { calls } = listing();
    server.use(
      mockApi.post('/Singup/activeAccount', () =>
        apiError(404, 'not_found', 'Membership not found')
      )
    );
    const { user } = renderApp('/approvals', { language: 'en' });
    await user.click(
      await screen.findByRole('button', { name: 'Approve the membership of Rahim Uddin' })
    );
    await expectPopup(
      'This request is no longer waiting; it may have been handled already. The list has been refreshed.',
      'error'
    );
    await expect.poll(calls).toBe(2);
  });

  it('sends nothing for an application without an id', async () => {
    listing([membershipRequest({ userId: undefined as never })]);
    renderApp('/approvals', { language: 'en' });
    await expectDisabledButtons(
      'Approve the membership of Rahim Uddin',
      'Reject the membership of Rahim Uddin'
    );
    expect(
      screen.getByText('This entry has no id, so it cannot be approved or rejected.')
    ).toBeInTheDocument();
  });
});
