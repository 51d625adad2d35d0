import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, screen } from '../../test/render';
import { apiError, HttpResponse, mockApi, server } from '../../test/server';
import { expectGoneAfterPopupDuration, expectPopup, held, useFakeClock } from '../../test/popups';
import { userProfile } from './fixtures';

function profile(found = [userProfile()]) {
  const queries: string[] = [];
  server.use(
    mockApi.get('/Singup/viewProfile', ({ request }) => {
      queries.push(new URL(request.url).search);
      return HttpResponse.json(found);
    })
  );
  return queries;
}

/** Records the `?id=` of each call to an account action. */
function action(
  path: '/Singup/deleteActivation' | '/Singup/deleteProfile',
  answer: () => Response
) {
  const ids: string[] = [];
  server.use(
    mockApi.delete(path, ({ request }) => {
      ids.push(new URL(request.url).searchParams.get('id') ?? '');
      return answer();
    })
  );
  return ids;
}

const ok = (message: string) => () => HttpResponse.json({ message }) as Response;

async function confirmIn(name: string) {
  const dialog = await screen.findByRole('dialog');
  return { dialog, button: within(dialog).getByRole('button', { name }) };
}

/**
 * An account action happens only after confirmation: the dialog of `button` (whose confirm
 * button bears the same name) says each of `asks`; Cancel closes it with nothing sent to the
 * action that records `ids`; the second try confirms.
 */
async function cancelThenConfirm(
  user: ReturnType<typeof renderApp>['user'],
  button: HTMLElement,
  ids: string[],
  asks: string[]
) {
  const name = button.textContent ?? '';
  await user.click(button);
  const { dialog } = await confirmIn(name);
  for (const text of asks) expect(dialog).toHaveTextContent(text);
  await user.click(within(dialog).getByRole('button', { name: 'বাতিল করুন' }));
  await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
  expect(ids).toEqual([]);
  await user.click(button);
  await user.click((await confirmIn(name)).button);
}

describe('Admin profile view', () => {
  it('shows the profile at the legacy /viewadminprofile/{id}: avatar letter, name, contacts, addresses', async () => {
    const answer = held();
    const queries: string[] = [];
    server.use(
      mockApi.get('/Singup/viewProfile', async ({ request }) => {
        queries.push(new URL(request.url).search);
        await answer.wait();
        return HttpResponse.json([userProfile()]);
      })
    );
    renderApp('/viewadminprofile/12345', { language: 'en' });
    expect(await screen.findByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
    answer.release();
    const card = await screen.findByRole('article', { name: 'Rahim Uddin' });
    expect(queries).toEqual(['?id=12345']);
    expect(screen.getByRole('heading', { name: 'User profile' })).toBeInTheDocument();
    expect(card).toHaveTextContent(/^R/);
    const terms = within(card)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(terms).toEqual([
      'Email: rahim@example.org',
      'Mobile: 01711111111',
      'Current address: Mirpur, Dhaka',
      'Permanent address: Khulna',
      'Membership: Active',
    ]);
    expect(within(card).getByRole('button', { name: 'Deactivate Account' })).toBeEnabled();
    expect(within(card).getByRole('button', { name: 'Delete Account' })).toBeEnabled();
  });

  it('is also the Users resource show view, with the photo when there is one', async () => {
    profile([userProfile({ image: 'http://localhost:5000/uploads/p.png' })]);
    renderApp('/users/12345/show');
    expect(await screen.findByRole('img', { name: 'Rahim Uddin-এর ছবি' })).toHaveAttribute(
      'src',
      'http://localhost:5000/uploads/p.png'
    );
    expect(screen.getByRole('heading', { name: 'ব্যবহারকারীর প্রোফাইল' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'একাউন্ট ডি-এক্টিভেট করুন' })).toBeInTheDocument();
  });

  it('says when there is no such user', async () => {
    server.use(
      mockApi.get('/Singup/viewProfile', () => apiError(404, 'not_found', 'User not found'))
    );
    renderApp('/viewadminprofile/99999', { language: 'en' });
    expect(await screen.findByText('No user with this id was found.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Account' })).toBeNull();
  });

  it('says the data could not be loaded when the server fails (after one more try)', async () => {
    let calls = 0;
    server.use(
      mockApi.get('/Singup/viewProfile', () => {
        calls += 1;
        return apiError(500, 'internal', 'x');
      })
    );
    renderApp('/viewadminprofile/12345', { language: 'en' });
    expect(
      await screen.findByText('Could not load the data. Please try again later.')
    ).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('does not ask the server about an id that cannot be an account', async () => {
    renderApp('/viewadminprofile/abc');
    expect(await screen.findByText('এই আইডির কোনো ব্যবহারকারী পাওয়া যায়নি।')).toBeInTheDocument();
  });

  it('deactivates only after confirmation; green Bangla pop-up for 1.5 s, then the membership reads not active', async () => {
    profile();
    const ids = action('/Singup/deleteActivation', ok('Account deactivated successfully'));
    const { user } = renderApp('/viewadminprofile/12345', { user: useFakeClock() });
    const deactivate = await screen.findByRole('button', { name: 'একাউন্ট ডি-এক্টিভেট করুন' });
    await cancelThenConfirm(user, deactivate, ids, [
      'একাউন্টটি ডি-এক্টিভেট করবেন?',
      'Rahim Uddin-এর সদস্যপদ এখনই শেষ করবেন?',
    ]);
    const shownAt = await expectPopup('সফলভাবে একাউন্ট ডি-এক্টিভেট করা হয়েছে।', 'success');
    expect(ids).toEqual(['12345']);
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('সক্রিয় নয়')).toBeInTheDocument();
    expect(deactivate).toBeDisabled();
    await expectGoneAfterPopupDuration('সফলভাবে একাউন্ট ডি-এক্টিভেট করা হয়েছে।', shownAt);
  });

  it('shows the red pop-up when deactivating fails, and a specific text when nothing was active', async () => {
    profile();
    let answer = () => apiError(500, 'internal', 'x');
    action('/Singup/deleteActivation', () => answer());
    const { user } = renderApp('/viewadminprofile/12345');
    const deactivate = await screen.findByRole('button', { name: 'একাউন্ট ডি-এক্টিভেট করুন' });
    const confirm = async () => {
      await user.click(deactivate);
      await user.click((await confirmIn('একাউন্ট ডি-এক্টিভেট করুন')).button);
    };
    await confirm();
    await expectPopup('দুঃখিত কোন সমস্যা হয়েছে আবার চেষ্টা করুন', 'error');
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('সক্রিয়')).toBeInTheDocument();
    expect(deactivate).toBeEnabled();
    answer = () => apiError(404, 'not_found', 'Active membership not found');
    await confirm();
    await expectPopup('এই সদস্যের কোনো সক্রিয় সদস্যপদ নেই, তাই ডি-এক্টিভেট করার কিছু নেই।', 'error');
  });

  it('deletes only after confirmation, then shows that the account no longer exists', async () => {
    profile();
    const ids = action('/Singup/deleteProfile', ok('User profile deleted successfully'));
    const { user } = renderApp('/viewadminprofile/12345', { user: useFakeClock() });
    const remove = await screen.findByRole('button', { name: 'একাউন্ট ডিলেট করুন' });
    await cancelThenConfirm(user, remove, ids, [
      'Rahim Uddin-এর অ্যাকাউন্ট কি স্থায়ীভাবে মুছে ফেলতে চান? এটি আর ফেরানো যাবে না।',
    ]);
    const shownAt = await expectPopup('সফলভাবে ডিলেট করা হয়েছে', 'success');
    expect(ids).toEqual(['12345']);
    expect(await screen.findByText('Rahim Uddin-এর অ্যাকাউন্ট আর নেই।')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'একাউন্ট ডিলেট করুন' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'একাউন্ট ডি-এক্টিভেট করুন' })).toBeNull();
    await expectGoneAfterPopupDuration('সফলভাবে ডিলেট করা হয়েছে', shownAt);
  });

  it('keeps the account when deleting fails, naming loans still out', async () => {
    profile();
    let answer = () => apiError(409, 'book_on_loan', 'This member still has books out on loan.');
    action('/Singup/deleteProfile', () => answer());
    const { user } = renderApp('/viewadminprofile/12345', { language: 'en' });
    const remove = await screen.findByRole('button', { name: 'Delete Account' });
    const confirm = async () => {
      await user.click(remove);
      const { dialog, button } = await confirmIn('Delete Account');
      expect(dialog).toHaveTextContent('Delete this account?');
      await user.click(button);
    };
    await confirm();
    await expectPopup(
      'This member still has books out on loan. Settle those loans first, then delete the account.',
      'error'
    );
    answer = () => apiError(500, 'internal', 'x');
    await confirm();
    await expectPopup('Sorry, something went wrong, please try again', 'error');
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('article', { name: 'Rahim Uddin' })).toBeInTheDocument();
    expect(remove).toBeEnabled();
  });
});
