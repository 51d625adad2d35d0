import { describe, expect, it } from 'vitest';
import { renderRoute, screen } from '../../test/render';
import { HttpResponse, apiError, mockApi, server, counted } from '../../test/server';

const EMAIL = 'rahim@pathagar.demo';
type User = ReturnType<typeof renderRoute>['user'];

async function fill(user: User, field: HTMLElement, value: string) {
  await user.click(field);
  await user.paste(value);
}

describe('/forgetpasswordpage', () => {
  it('checks the e-mail shape and sends nothing for a bad one (English)', async () => {
    const [answer, calls] = counted(() =>
      HttpResponse.json({ message: 'Password reset link has been sent to your email.' })
    );
    server.use(mockApi.post('/Singup/forgetpassword', answer));
    const { user } = renderRoute('/forgetpasswordpage', { language: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    await fill(user, screen.getByLabelText(/^Email/), 'rahim@pathagar');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('rahim@pathagar');
    expect(calls.count).toBe(0);
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
  });

  it('checks the e-mail shape in Bangla', async () => {
    const { user } = renderRoute('/forgetpasswordpage');
    await user.click(await screen.findByRole('button', { name: 'রিসেট লিংক পাঠান' }));
    expect(await screen.findByText('অনুগ্রহ করে একটি সঠিক ই-মেইল ঠিকানা দিন।')).toBeInTheDocument();
  });

  it('shows "Sending…" while in flight, then the success text and clears the field', async () => {
    let body: unknown;
    let release!: () => void;
    server.use(
      mockApi.post('/Singup/forgetpassword', async ({ request }) => {
        body = await request.json();
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ message: 'Password reset link has been sent to your email.' });
      })
    );
    const { user } = renderRoute('/forgetpasswordpage', { language: 'en' });
    await fill(user, await screen.findByLabelText(/^Email/), EMAIL);
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('button', { name: 'Sending…' })).toBeDisabled();
    release();
    expect(
      await screen.findByText('A password reset link has been sent to your email.')
    ).toHaveAttribute('role', 'status');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('');
    expect(body).toEqual({ email: EMAIL });
  });

  it('shows the success text in Bangla', async () => {
    server.use(
      mockApi.post('/Singup/forgetpassword', {
        message: 'Password reset link has been sent to your email.',
      })
    );
    const { user } = renderRoute('/forgetpasswordpage');
    await fill(user, await screen.findByLabelText(/^ই-মেইল/), EMAIL);
    await user.click(screen.getByRole('button', { name: 'রিসেট লিংক পাঠান' }));
    expect(
      await screen.findByText('পাসওয়ার্ড রিসেটের একটি লিংক আপনার ই-মেইলে পাঠানো হয়েছে।')
    ).toHaveAttribute('role', 'status');
  });

  it('shows the failure text for a refused request and keeps the e-mail', async () => {
    server.use(
      mockApi.post('/Singup/forgetpassword', () => apiError(500, 'internal', 'Server error'))
    );
    const { user } = renderRoute('/forgetpasswordpage', { language: 'en' });
    await fill(user, await screen.findByLabelText(/^Email/), EMAIL);
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to send reset email. Please try again.'
    );
    expect(screen.getByLabelText(/^Email/)).toHaveValue(EMAIL);
  });

  it.each([
    [
      'the network text when the server cannot be reached',
      () => HttpResponse.error(),
      'Something went wrong. Please try again later.',
    ],
    [
      'the hourly limit (429)',
      () => apiError(429, 'rate_limited', 'Too many requests.'),
      'Too many requests right now. Please wait a moment and try again.',
    ],
  ])('explains %s', async (_, answer, text) => {
    server.use(mockApi.post('/Singup/forgetpassword', answer));
    const { user } = renderRoute('/forgetpasswordpage', { language: 'en' });
    await fill(user, await screen.findByLabelText(/^Email/), EMAIL);
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });
});

describe('/reset-password/{email}/{token}', () => {
  const path = `/reset-password/${encodeURIComponent(EMAIL)}/tok_abc-123`;

  it('has the header but no footer', async () => {
    renderRoute(path, { language: 'en' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Reset Password' })
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.getByText(`Choose a new password for ${EMAIL}.`)).toBeInTheDocument();
  });

  it('refuses passwords that do not match and sends nothing (English and Bangla)', async () => {
    const [answer, calls] = counted(() =>
      HttpResponse.json({ message: 'Password reset successful.' })
    );
    server.use(mockApi.post('/Singup/reset-password', answer));
    const { user } = renderRoute(path, { language: 'en' });
    await fill(user, await screen.findByLabelText(/^New password/), 'new-password-1');
    await fill(user, screen.getByLabelText(/^Confirm new password/), 'new-password-2');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Passwords do not match.')).toBeInTheDocument();
    expect(calls.count).toBe(0);
  });

  it('refuses passwords that do not match in Bangla, and a short one', async () => {
    const { user } = renderRoute(path);
    await fill(user, await screen.findByLabelText(/^নতুন পাসওয়ার্ড \*/), 'short');
    await fill(user, screen.getByLabelText(/^নতুন পাসওয়ার্ড নিশ্চিত করুন/), 'other');
    await user.click(screen.getByRole('button', { name: 'পাসওয়ার্ড রিসেট করুন' }));
    expect(await screen.findByText('পাসওয়ার্ড দুটি মেলেনি।')).toBeInTheDocument();
    expect(screen.getByText('পাসওয়ার্ডে কমপক্ষে ৮টি অক্ষর থাকতে হবে')).toBeInTheDocument();
  });

  it('sends e-mail, token and password from the link, then shows the success text', async () => {
    let body: unknown;
    server.use(
      mockApi.post('/Singup/reset-password', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ message: 'Password reset successful.' });
      })
    );
    const { user } = renderRoute(path, { language: 'en' });
    await fill(user, await screen.findByLabelText(/^New password/), 'new-password-1');
    await fill(user, screen.getByLabelText(/^Confirm new password/), 'new-password-1');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Password reset successful.');
    expect(body).toEqual({ email: EMAIL, token: 'tok_abc-123', password: 'new-password-1' });
    expect(screen.getByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/login');
  });

  it('explains an invalid or expired link, keeps the input and offers a new link', async () => {
    server.use(
      mockApi.post('/Singup/reset-password', () =>
        apiError(400, 'invalid_token', 'Invalid token or email mismatch.')
      )
    );
    const { user } = renderRoute(path, { language: 'en' });
    await fill(user, await screen.findByLabelText(/^New password/), 'new-password-1');
    await fill(user, screen.getByLabelText(/^Confirm new password/), 'new-password-1');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This password reset link is invalid or has expired.'
    );
    expect(screen.getByLabelText(/^New password/)).toHaveValue('new-password-1');
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgetpasswordpage'
    );
  });

  it('shows "Something went wrong." for any other failure, and disables the button in flight', async () => {
    let release!: () => void;
    server.use(
      mockApi.post('/Singup/reset-password', async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return apiError(500, 'internal', 'boom');
      })
    );
    const { user } = renderRoute(path, { language: 'en' });
    await fill(user, await screen.findByLabelText(/^New password/), 'new-password-1');
    await fill(user, screen.getByLabelText(/^Confirm new password/), 'new-password-1');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(screen.getByRole('button', { name: 'Reset password' })).toBeDisabled();
    release();
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Something went wrong\.$/);
  });
});
