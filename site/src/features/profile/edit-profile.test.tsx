import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../app/toast';
import { renderRoute, screen } from '../../test/render';
import { HttpResponse, apiError, mockApi, server } from '../../test/server';
import { MEMBER, profilePageHandlers, userProfile } from './fixtures';

afterEach(() => toast.clear());
// Every test but the one of a failed read edits the stored profile.
beforeEach(() => server.use(mockApi.get('/Singup/getUser/{userId}', userProfile())));

const PATH = '/editprofile/12345';
type User = ReturnType<typeof renderRoute>['user'];

function renderEdit(language: 'en' | 'bn' = 'en', applyAccept = true) {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  return renderRoute(PATH, {
    language,
    member: MEMBER,
    user: { advanceTimers: vi.advanceTimersByTime, applyAccept },
  });
}

async function replace(user: User, field: HTMLElement, value: string) {
  await user.clear(field);
  if (value) {
    await user.click(field);
    await user.paste(value);
  }
}

function updateOk(capture?: (form: FormData) => void) {
  return mockApi.put('/Singup/update/{userId}', async ({ request }) => {
    capture?.(await request.formData());
    return HttpResponse.json({ message: 'Profile updated successfully!', user: userProfile() });
  });
}

function fieldsOf(form: FormData) {
  return Object.fromEntries(
    [...form.entries()].map(([key, value]) => [key, typeof value === 'string' ? value : 'file'])
  );
}

describe('/editprofile/{userId}', () => {
  it('fills the form from the stored profile, with the e-mail disabled (English)', async () => {
    renderEdit();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Edit Profile' })
    ).toBeInTheDocument();
    expect(await screen.findByLabelText(/^Name/)).toHaveValue('Rahim Uddin');
    expect(screen.getByLabelText(/^Email/)).toHaveValue(MEMBER.email);
    expect(screen.getByLabelText(/^Email/)).toBeDisabled();
    expect(screen.getByLabelText(/^Mobile/)).toHaveValue('01711111111');
    expect(screen.getByLabelText(/^Permanent address/)).toHaveValue('Zindabazar, Sylhet');
    expect(screen.getByLabelText(/^Current address/)).toHaveValue('Ambarkhana, Sylhet');
    expect(screen.getByLabelText(/^New password/)).toHaveValue('');
  });

  it('requires name, mobile and both addresses, and sends nothing (English)', async () => {
    let sent = false;
    server.use(updateOk(() => (sent = true)));
    const { user } = renderEdit();
    await replace(user, await screen.findByLabelText(/^Name/), '');
    await replace(user, screen.getByLabelText(/^Mobile/), '');
    await replace(user, screen.getByLabelText(/^Permanent address/), '');
    await replace(user, screen.getByLabelText(/^Current address/), '');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Mobile number is required')).toBeInTheDocument();
    expect(screen.getByText('Permanent address is required')).toBeInTheDocument();
    expect(screen.getByText('Current address is required')).toBeInTheDocument();
    expect(sent).toBe(false);
  });

  it('checks the mobile number is numeric (Bangla)', async () => {
    const { user } = renderEdit('bn');
    await replace(user, await screen.findByLabelText(/^মোবাইল/), 'abc');
    await replace(user, screen.getByLabelText(/^নাম/), '');
    await user.click(screen.getByRole('button', { name: 'প্রোফাইল আপডেট করুন' }));
    expect(await screen.findByText(/শুধু অঙ্ক দিয়ে মোবাইল নম্বর লিখুন/)).toBeInTheDocument();
    expect(screen.getByText('নাম দেওয়া আবশ্যক')).toBeInTheDocument();
  });

  it('refuses different passwords, sends nothing, and clears the message when either changes', async () => {
    let sent = false;
    server.use(updateOk(() => (sent = true)));
    const { user } = renderEdit();
    await replace(user, await screen.findByLabelText(/^New password/), 'new-password-1');
    await replace(user, screen.getByLabelText(/^Confirm new password/), 'new-password-2');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(sent).toBe(false);

    await user.type(screen.getByLabelText(/^New password/), 'x');
    expect(screen.queryByText('Passwords do not match')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Confirm new password/), 'y');
    expect(screen.queryByText('Passwords do not match')).not.toBeInTheDocument();
  });

  it('says "Passwords do not match" in Bangla', async () => {
    const { user } = renderEdit('bn');
    await replace(user, await screen.findByLabelText(/^নতুন পাসওয়ার্ড \(ঐচ্ছিক\)/), 'new-password-1');
    await user.click(screen.getByRole('button', { name: 'প্রোফাইল আপডেট করুন' }));
    expect(await screen.findByText('পাসওয়ার্ড দুটি মেলেনি')).toBeInTheDocument();
  });

  it('refuses a file that is not an image', async () => {
    const { user } = renderEdit('en', false);
    const input = await screen.findByLabelText(/^Profile image/);
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png');
    await user.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(
      await screen.findByText('Please choose an image file (JPEG or PNG).')
    ).toBeInTheDocument();
  });

  it('refuses an image over 5 MB', async () => {
    const { user } = renderEdit('en');
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' });
    await user.upload(await screen.findByLabelText(/^Profile image/), big);
    expect(
      await screen.findByText('The image is too large. Please choose one of at most 5 MB.')
    ).toBeInTheDocument();
  });

  it('saves, shows the green toast for 1 s, then replaces the page with /profile', async () => {
    let form: FormData | undefined;
    server.use(
      updateOk((f) => (form = f)),
      ...profilePageHandlers()
    );
    const { user, router } = renderEdit();
    await replace(user, await screen.findByLabelText(/^Name/), 'Rahim Ahmed');
    await replace(user, screen.getByLabelText(/^Mobile/), '০১৭১১১১১১১২');
    await user.upload(
      screen.getByLabelText(/^Profile image/),
      new File(['png'], 'me.png', { type: 'image/png' })
    );
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(fieldsOf(form!)).toEqual({
      name: 'Rahim Ahmed',
      email: MEMBER.email,
      mobile: '01711111112',
      permanentAddress: 'Zindabazar, Sylhet',
      currentAddress: 'Ambarkhana, Sylhet',
      profileImage: 'file',
    });
    expect(localStorage.getItem('Token')).toBe('member-token');
    await act(() => vi.advanceTimersByTimeAsync(900));
    expect(router.state.location.pathname).toBe(PATH);
    await act(() => vi.advanceTimersByTimeAsync(150));
    expect(router.state.location.pathname).toBe('/profile');
    expect(router.history.length).toBe(1);
    expect(screen.queryByText('Profile updated successfully')).not.toBeInTheDocument();
  });

  it('with a new password: sends it, ends the session and asks to log in again', async () => {
    let form: FormData | undefined;
    server.use(updateOk((f) => (form = f)));
    const { user, router } = renderEdit();
    await replace(user, await screen.findByLabelText(/^New password/), 'new-password-1');
    await replace(user, screen.getByLabelText(/^Confirm new password/), 'new-password-1');
    await replace(user, screen.getByLabelText(/^Current password/), 'old-password-1');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(
      await screen.findByText(
        'Profile updated successfully. Your password was changed, so please log in again with the new password.'
      )
    ).toBeInTheDocument();
    expect(form!.get('password')).toBe('new-password-1');
    expect(form!.get('currentPassword')).toBe('old-password-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.history.length).toBe(1);
    expect({ ...localStorage }).toEqual({ language: 'English' });
  });

  it('asks for the current password with a new one, and shows a wrong one on its field', async () => {
    let sent = 0;
    server.use(
      mockApi.put('/Singup/update/{userId}', () => {
        sent++;
        return apiError(400, 'wrong_current_password', 'The current password is wrong.');
      })
    );
    const { user } = renderEdit();
    expect(screen.queryByLabelText(/^Current password/)).not.toBeInTheDocument();
    await replace(user, await screen.findByLabelText(/^New password/), 'new-password-1');
    await replace(user, screen.getByLabelText(/^Confirm new password/), 'new-password-1');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByText('Please enter your current password.')).toBeInTheDocument();
    expect(sent).toBe(0);
    await replace(user, screen.getByLabelText(/^Current password/), 'a wrong guess');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByText('The current password is wrong.')).toBeInTheDocument();
    expect(sent).toBe(1);
    expect(screen.getByLabelText(/^Current password/)).toHaveAccessibleDescription(
      /The current password is wrong/
    );
  });

  it('on failure shows the red toast for 1 s and keeps every value (Bangla)', async () => {
    server.use(mockApi.put('/Singup/update/{userId}', () => apiError(500, 'internal', 'boom')));
    const { user, router } = renderEdit('bn');
    await replace(user, await screen.findByLabelText(/^নাম/), 'রহিম');
    await replace(user, screen.getByLabelText(/^নতুন পাসওয়ার্ড \(ঐচ্ছিক\)/), 'new-password-1');
    await replace(user, screen.getByLabelText(/^নতুন পাসওয়ার্ড নিশ্চিত করুন/), 'new-password-1');
    await replace(user, screen.getByLabelText(/^বর্তমান পাসওয়ার্ড/), 'old-password-1');
    await user.click(screen.getByRole('button', { name: 'প্রোফাইল আপডেট করুন' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'দুঃখিত, কোনো সমস্যা হয়েছে। আবার চেষ্টা করুন।'
    );
    expect(screen.getByLabelText(/^নাম/)).toHaveValue('রহিম');
    expect(screen.getByLabelText(/^নতুন পাসওয়ার্ড \(ঐচ্ছিক\)/)).toHaveValue('new-password-1');
    expect(screen.getByLabelText(/^মোবাইল/)).toHaveValue('01711111111');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe(PATH);
    expect(localStorage.getItem('Token')).toBe('member-token');
  });

  it('treats an unexpected server message as a failure (English)', async () => {
    server.use(
      mockApi.put('/Singup/update/{userId}', () =>
        HttpResponse.json({ message: 'Todo was updated successfully!', user: userProfile() })
      )
    );
    const { user, router } = renderEdit();
    await screen.findByLabelText(/^Name/);
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sorry, a problem occurred. Please try again.'
    );
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(router.state.location.pathname).toBe(PATH);
  });

  it('offers to reload when the stored profile cannot be read', async () => {
    server.use(mockApi.get('/Singup/getUser/{userId}', () => apiError(500, 'internal', 'x')));
    renderEdit();
    expect(await screen.findByText('Your details could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
