import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../app/toast';
import { renderRoute, screen } from '../../test/render';
import { HttpResponse, apiError, counted, mockApi, neverAnswer, server } from '../../test/server';

// Toasts live in a module store; one left by a test's fake timers must not leak into the next.
afterEach(() => toast.clear());

const EMAIL = 'karim@pathagar.demo';

type User = ReturnType<typeof renderRoute>['user'];

function sendAnswer() {
  return HttpResponse.json(
    {
      message: 'Verification email sent! Please check your inbox.',
      expiresAt: '2026-03-02T10:10:00.000Z',
      resendAfter: 60,
    },
    { status: 202 }
  );
}

const verifyOk = {
  message: 'Verification successful!' as const,
  verified: true as const,
  verifiedUntil: '2026-03-02T10:30:00.000Z',
};

/** Fake timers that user-event and msw still run under. */
function renderSignup(language: 'en' | 'bn' = 'en', applyAccept = true) {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  return renderRoute('/signup', {
    language,
    user: { advanceTimers: vi.advanceTimersByTime, applyAccept },
  });
}

/** Paste instead of typing key by key: the same events for the form, much faster. */
async function fill(user: User, field: HTMLElement, value: string) {
  await user.click(field);
  await user.paste(value);
}

async function verifyEmail(user: User) {
  server.use(
    mockApi.post('/ext/email-verification', () => sendAnswer()),
    mockApi.post('/ext/email-verification/verify', verifyOk)
  );
  await user.type(await screen.findByLabelText(/^Email/), EMAIL);
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  await screen.findByText('Verification email sent! Please check your inbox.');
  await fill(user, screen.getByLabelText(/^Verification code/), '123456');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  await act(() => vi.advanceTimersByTimeAsync(500));
  await screen.findByText('Verification successful!');
}

/** The Bangla form's verification, with a code typed straight in (no send step). */
async function verifyEmailInBangla(user: User) {
  server.use(mockApi.post('/ext/email-verification/verify', verifyOk));
  await user.type(await screen.findByLabelText(/^ই-মেইল/), EMAIL);
  await fill(user, screen.getByLabelText(/^যাচাইকরণ কোড/), '123456');
  await user.click(screen.getByRole('button', { name: 'যাচাই করুন' }));
  await act(() => vi.advanceTimersByTimeAsync(500));
  await screen.findByText('যাচাই সফল হয়েছে!');
}

async function fillForm(user: User) {
  await fill(user, screen.getByLabelText(/^Full name/), 'Karim Ahmed');
  await fill(user, screen.getByLabelText(/^Mobile number/), '01812345678');
  await fill(user, screen.getByLabelText(/^Password/), 'long-enough');
  await fill(user, screen.getByLabelText(/^Confirm password/), 'long-enough');
  await fill(user, screen.getByLabelText(/^Permanent address/), 'Zindabazar');
  await fill(user, screen.getByLabelText(/^Current address/), 'Ambarkhana');
}

describe('/signup e-mail verification', () => {
  it('keeps Be a Member disabled until the address is verified (Bangla)', async () => {
    renderSignup('bn');
    expect(await screen.findByRole('heading', { level: 1, name: 'নিবন্ধন' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'সদস্য হোন' })).toBeDisabled();
    expect(screen.getByLabelText(/^ই-মেইল/)).not.toHaveAttribute('readonly');
  });

  it('asks for the e-mail before sending a code (English and Bangla)', async () => {
    const { user } = renderSignup('en');
    await user.click(await screen.findByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter your email first.');
  });

  it('asks for the e-mail before sending a code in Bangla', async () => {
    const { user } = renderSignup('bn');
    await user.click(await screen.findByRole('button', { name: 'কোড পাঠান' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('অনুগ্রহ করে আগে আপনার ই-মেইল দিন।');
  });

  it('shows "Sending…" and disables the button while the server sends the code', async () => {
    let body: unknown;
    let release!: () => void;
    server.use(
      mockApi.post('/ext/email-verification', async ({ request }) => {
        body = await request.json();
        await new Promise<void>((resolve) => (release = resolve));
        return sendAnswer();
      })
    );
    const { user } = renderSignup('en');
    await user.type(await screen.findByLabelText(/^Email/), EMAIL);
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('button', { name: 'Sending…' })).toBeDisabled();
    release();
    expect(
      await screen.findByText('Verification email sent! Please check your inbox.')
    ).toBeInTheDocument();
    expect(body).toEqual({ email: EMAIL });
    expect(screen.getByRole('button', { name: 'Send a new code' })).toBeEnabled();
  });

  it.each([
    [500, 'internal', 'Failed to send verification email. Please try again.'],
    [429, 'rate_limited', 'Too many requests right now. Please wait a moment and try again.'],
  ] as const)('says when the code could not be sent (%i %s)', async (status, code, text) => {
    server.use(mockApi.post('/ext/email-verification', () => apiError(status, code, 'x')));
    const { user } = renderSignup('en');
    await user.type(await screen.findByLabelText(/^Email/), EMAIL);
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('asks for the code before verifying', async () => {
    const { user } = renderSignup('en');
    await user.type(await screen.findByLabelText(/^Email/), EMAIL);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please enter the verification code.'
    );
  });

  it('waits 0.5 s, then leaves a wrong code unverified', async () => {
    let calls = 0;
    server.use(
      mockApi.post('/ext/email-verification/verify', () => {
        calls += 1;
        return apiError(400, 'code_invalid', 'Verification code is incorrect.');
      })
    );
    const { user } = renderSignup('en');
    await user.type(await screen.findByLabelText(/^Email/), EMAIL);
    await fill(user, screen.getByLabelText(/^Verification code/), '111111');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByRole('button', { name: 'Verifying…' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(calls).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(250));
    expect(await screen.findByRole('alert')).toHaveTextContent('Verification code is incorrect.');
    expect(calls).toBe(1);
    expect(screen.getByLabelText(/^Email/)).not.toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Be a Member' })).toBeDisabled();
  });

  it('verifies a right code: e-mail read-only, Be a Member enabled', async () => {
    let body: unknown;
    const { user } = renderSignup('en');
    await verifyEmail(user);
    server.use(
      mockApi.post('/ext/email-verification/verify', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(verifyOk);
      })
    );
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('readonly');
    expect(screen.getByText('E-mail verified')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Be a Member' })).toBeEnabled();
    expect(body).toBeUndefined();
  });

  it('sends the typed code with the address (Bangla digits accepted)', async () => {
    let body: unknown;
    server.use(
      mockApi.post('/ext/email-verification/verify', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(verifyOk);
      })
    );
    const { user } = renderSignup('bn');
    await user.type(await screen.findByLabelText(/^ই-মেইল/), EMAIL);
    await fill(user, screen.getByLabelText(/^যাচাইকরণ কোড/), '১২৩৪৫৬');
    await user.click(screen.getByRole('button', { name: 'যাচাই করুন' }));
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(await screen.findByText('যাচাই সফল হয়েছে!')).toBeInTheDocument();
    expect(body).toEqual({ email: EMAIL, code: '123456' });
  });
});

describe('/signup form', () => {
  it('shows every required-field message and sends nothing', async () => {
    const [send, sent] = counted(() => HttpResponse.json({}, { status: 201 }));
    server.use(mockApi.post('/Singup/user', send));
    const { user } = renderSignup('en');
    await verifyEmail(user);
    await user.click(screen.getByRole('button', { name: 'Be a Member' }));
    for (const text of [
      'Full name is required',
      'Mobile number is required',
      'Password is required',
      'Please confirm your password',
      'Permanent address is required',
      'Current address is required',
    ]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    expect(sent.count).toBe(0);
  });

  it('checks the mobile number, password length and matching passwords (Bangla)', async () => {
    const { user } = renderSignup('bn');
    await verifyEmailInBangla(user);
    await fill(user, screen.getByLabelText(/^মোবাইল নম্বর/), '01x');
    await fill(user, screen.getByLabelText(/^পাসওয়ার্ড \*/), 'short');
    await fill(user, screen.getByLabelText(/^পাসওয়ার্ড নিশ্চিত করুন/), 'other');
    await user.click(screen.getByRole('button', { name: 'সদস্য হোন' }));
    expect(await screen.findByText(/শুধু অঙ্ক দিয়ে মোবাইল নম্বর লিখুন/)).toBeInTheDocument();
    expect(screen.getByText('পাসওয়ার্ডে কমপক্ষে ৮টি অক্ষর থাকতে হবে')).toBeInTheDocument();
    expect(screen.getByText('পাসওয়ার্ড দুটি মেলেনি')).toBeInTheDocument();
  });

  it('says "Passwords do not match" in English', async () => {
    const { user } = renderSignup('en');
    await verifyEmail(user);
    await fillForm(user);
    await user.clear(screen.getByLabelText(/^Confirm password/));
    await fill(user, screen.getByLabelText(/^Confirm password/), 'different-one');
    await user.click(screen.getByRole('button', { name: 'Be a Member' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
  });

  it('refuses a file that is not an image, with a message', async () => {
    const { user } = renderSignup('en', false);
    const input = await screen.findByLabelText(/^Profile image/);
    await user.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(
      await screen.findByText('Please choose an image file (JPEG or PNG).')
    ).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect((input as HTMLInputElement).value).toBe('');
    await user.upload(input, new File(['png'], 'me.png', { type: 'image/png' }));
    expect(
      screen.queryByText('Please choose an image file (JPEG or PNG).')
    ).not.toBeInTheDocument();
  });

  it('offers only images in the file picker', async () => {
    renderSignup('en');
    expect(await screen.findByLabelText(/^Profile image/)).toHaveAttribute(
      'accept',
      'image/jpeg,image/png'
    );
  });

  it('signs up with all fields and the code as multipart, then replaces /signup with /login after 1 s', async () => {
    let form: FormData | undefined;
    server.use(
      mockApi.post('/Singup/user', async ({ request }) => {
        form = await request.formData();
        return HttpResponse.json(
          { message: 'Signup was successful!', userId: 12346, imageUrl: null },
          { status: 201 }
        );
      })
    );
    const { user, router } = renderSignup('en');
    await verifyEmail(user);
    await fillForm(user);
    await user.upload(
      screen.getByLabelText(/^Profile image/),
      new File(['png'], 'me.png', { type: 'image/png' })
    );
    await user.click(screen.getByRole('button', { name: 'Be a Member' }));
    expect(await screen.findByText('Signup successful')).toBeInTheDocument();
    const fields = Object.fromEntries(
      [...form!.entries()].map(([key, value]) => [key, typeof value === 'string' ? value : 'file'])
    );
    expect(fields).toEqual({
      fullName: 'Karim Ahmed',
      email: EMAIL,
      mobile: '01812345678',
      password: 'long-enough',
      confirmPassword: 'long-enough',
      permanentAddress: 'Zindabazar',
      currentAddress: 'Ambarkhana',
      verificationCode: '123456',
      profileImage: 'file',
    });

    await act(() => vi.advanceTimersByTimeAsync(900));
    expect(router.state.location.pathname).toBe('/signup');
    await act(() => vi.advanceTimersByTimeAsync(150));
    expect(router.state.location.pathname).toBe('/login');
    expect(router.history.length).toBe(1);
  });

  it('shows the failure text and keeps every typed value', async () => {
    server.use(mockApi.post('/Singup/user', () => apiError(500, 'internal', 'boom')));
    const { user, router } = renderSignup('en');
    await verifyEmail(user);
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Be a Member' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Oops! Something went wrong, please try again'
    );
    expect(screen.getByLabelText(/^Full name/)).toHaveValue('Karim Ahmed');
    expect(screen.getByLabelText(/^Email/)).toHaveValue(EMAIL);
    expect(screen.getByLabelText(/^Mobile number/)).toHaveValue('01812345678');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('long-enough');
    expect(screen.getByLabelText(/^Confirm password/)).toHaveValue('long-enough');
    expect(screen.getByLabelText(/^Permanent address/)).toHaveValue('Zindabazar');
    expect(screen.getByLabelText(/^Current address/)).toHaveValue('Ambarkhana');
    expect(router.state.location.pathname).toBe('/signup');
  });

  it('says when the address already has an account (409) in Bangla', async () => {
    server.use(
      mockApi.post('/Singup/user', () => apiError(409, 'email_taken', 'Email already existed'))
    );
    const { user } = renderSignup('bn');
    await verifyEmailInBangla(user);
    await fill(user, screen.getByLabelText(/^পূর্ণ নাম/), 'করিম');
    await fill(user, screen.getByLabelText(/^মোবাইল নম্বর/), '01812345678');
    await fill(user, screen.getByLabelText(/^পাসওয়ার্ড \*/), 'long-enough');
    await fill(user, screen.getByLabelText(/^পাসওয়ার্ড নিশ্চিত করুন/), 'long-enough');
    await fill(user, screen.getByLabelText(/^স্থায়ী ঠিকানা/), 'সিলেট');
    await fill(user, screen.getByLabelText(/^বর্তমান ঠিকানা/), 'সিলেট');
    await user.click(screen.getByRole('button', { name: 'সদস্য হোন' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'এই ই-মেইল ঠিকানায় ইতিমধ্যে একটি অ্যাকাউন্ট আছে।'
    );
  });

  it('disables the button while signing up', async () => {
    server.use(mockApi.post('/Singup/user', neverAnswer));
    const { user } = renderSignup('en');
    await verifyEmail(user);
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Be a Member' }));
    expect(screen.getByRole('button', { name: 'Be a Member' })).toBeDisabled();
  });
});

describe('/signup photo picker in the page’s language (issue 16.9)', () => {
  it('offers a labelled button and says no photo is chosen, in Bangla; then names the file', async () => {
    const { user } = renderSignup('bn', false);
    const input = await screen.findByLabelText(/^প্রোফাইল ছবি/);
    expect(screen.getByText('ছবি বেছে নিন')).toBeInTheDocument();
    expect(screen.getByText('কোনো ছবি বেছে নেওয়া হয়নি')).toBeInTheDocument();
    await user.upload(input, new File(['x'], 'amar-chobi.png', { type: 'image/png' }));
    expect(await screen.findByText('amar-chobi.png')).toBeInTheDocument();
  });
});

describe('/signup: shape and length checked on the page, server fields on the field (issue 16.10)', () => {
  it('says an e-mail is not one on the field, and sends no code', async () => {
    const [send, sent] = counted(sendAnswer);
    server.use(mockApi.post('/ext/email-verification', send));
    const { user } = renderSignup('en');
    await fill(user, await screen.findByLabelText(/^Email/), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(/Failed to send verification email/)).not.toBeInTheDocument();
    expect(sent.count).toBe(0);
  });

  it('refuses a 5,000-character name with the contract’s limit, and sends nothing', async () => {
    const [send, sent] = counted(() =>
      HttpResponse.json({ message: 'Signup was successful!' as const }, { status: 201 })
    );
    const { user } = renderSignup('en');
    await verifyEmail(user);
    server.use(mockApi.post('/Singup/user', send));
    await fillForm(user);
    await user.clear(screen.getByLabelText(/^Full name/));
    await fill(user, screen.getByLabelText(/^Full name/), 'a'.repeat(5000));
    await user.click(screen.getByRole('button', { name: 'Be a Member' }));
    expect(
      await screen.findByText('Please keep this to at most 120 characters.')
    ).toBeInTheDocument();
    expect(sent.count).toBe(0);
  });

  it('puts a server 400 on the field it names, not "Oops!"', async () => {
    const { user } = renderSignup('en');
    await verifyEmail(user);
    server.use(
      mockApi.post('/Singup/user', () =>
        HttpResponse.json(
          {
            code: 'validation_failed',
            message: 'body.currentAddress is invalid',
            error: 'body.currentAddress is invalid',
            field: 'body.currentAddress',
          },
          { status: 400 }
        )
      )
    );
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Be a Member' }));
    expect(
      await screen.findByText('This was not accepted. Please check it and try again.')
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Current address/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(/Oops!/)).not.toBeInTheDocument();
  });
});
