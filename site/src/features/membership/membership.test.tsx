import { act } from '@testing-library/react';
import { delay } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../app/toast';
import { renderRoute, screen } from '../../test/render';
import { HttpResponse, apiError, counted, mockApi, neverAnswer, server } from '../../test/server';
import { MEMBER, MEMBER_ID, userProfile } from '../profile/fixtures';

afterEach(() => toast.clear());
// Every view reads the profile (the form is filled in from it).
beforeEach(() => server.use(mockApi.get('/Singup/viewProfile', [userProfile()])));

type User = ReturnType<typeof renderRoute>['user'];

const pendingApplication = {
  _id: '665f1c2a9b1e8a0000000300',
  date: '2026-03-01T04:00:00.000Z',
  name: 'Rahim',
  email: MEMBER.email,
  phoneNumber: '01711111111',
  paymentMethod: 'bankTransfer' as const,
  bankAccountNumber: '123456',
  transactionId: 'TX1',
  userId: MEMBER_ID,
};

const activeMembership = {
  userId: MEMBER_ID,
  Status: 'active' as const,
  date: '2025-06-05T04:00:00.000Z',
  expDate: '2026-06-05T04:00:00.000Z',
};

function views(pending: unknown[] = [], active: unknown[] = []) {
  return [
    mockApi.get('/Singup/requestmembershipSignle', () => HttpResponse.json(pending)),
    mockApi.get('/Singup/requestmemberactiveSignle', () => HttpResponse.json(active)),
    mockApi.get('/Singup/viewProfile', [userProfile()]),
  ];
}

function renderMembership(language: 'en' | 'bn' = 'en', path = '/membership') {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  return renderRoute(path, {
    language,
    member: MEMBER,
    user: { advanceTimers: vi.advanceTimersByTime },
  });
}

async function fill(user: User, label: RegExp, value: string) {
  await user.clear(screen.getByLabelText(label));
  await user.paste(value);
}

async function fillMobileBanking(user: User) {
  await screen.findByRole('heading', { level: 1, name: 'Accept Membership' });
  await fill(user, /^Name/, 'Rahim Uddin');
  await fill(user, /^Email/, MEMBER.email);
  await fill(user, /^Mobile number/, '01711111111');
  await user.click(screen.getByRole('radio', { name: 'Mobile banking' }));
  await user.selectOptions(screen.getByLabelText(/^Mobile banking type/), 'nogod');
  await fill(user, /^Mobile banking number/, '01822222222');
  await fill(user, /^Transaction ID/, 'TXN-42');
}

type Application = { body?: unknown; submitted: boolean };

/**
 * The application's calls: `body` is what the form posted, and the views show a pending
 * application once `submitted` (set by `onPost` or later by the test).
 */
function applying(onPost: (application: Application) => Promise<unknown> | void) {
  const application: Application = { submitted: false };
  server.use(
    mockApi.get('/Singup/requestmembershipSignle', () =>
      HttpResponse.json(application.submitted ? [pendingApplication] : [])
    ),
    mockApi.get('/Singup/requestmemberactiveSignle', []),
    mockApi.post('/Singup/membership', async ({ request }) => {
      application.body = await request.json();
      await onPost(application);
      return HttpResponse.json(
        { message: 'Membership request submitted successfully' },
        { status: 201 }
      );
    })
  );
  return application;
}

describe('/membership views', () => {
  it('shows a spinner while the status is checked', async () => {
    server.use(
      mockApi.get('/Singup/requestmembershipSignle', neverAnswer),
      mockApi.get('/Singup/requestmemberactiveSignle', [])
    );
    renderMembership();
    expect(await screen.findByLabelText('Loading…')).toBeInTheDocument();
  });

  // The heading, the thanks and the link to the profile of each view, in both languages.
  const statusViews = {
    pending: {
      handlers: () => views([pendingApplication]),
      en: ['Your Package is Pending', 'We will activate it very soon, InshaAllah.', 'View Profile'],
      bn: ['আপনার প্যাকেজটি অপেক্ষমাণ', 'ইনশাআল্লাহ খুব শিগগিরই আমরা এটি চালু করে দেব।', 'প্রোফাইল দেখুন'],
    },
    active: {
      handlers: () => views([], [activeMembership]),
      // The start date, with Bangla digits in Bangla.
      en: ['Your member since June 5, 2025', 'Thank you for staying with us.', 'Go to Profile'],
      bn: ['আপনি ৫ জুন, ২০২৫ থেকে সদস্য', 'আমাদের সাথে থাকার জন্য ধন্যবাদ।', 'প্রোফাইলে যান'],
    },
  } as const;
  it.each([
    ['pending', 'en'],
    ['pending', 'bn'],
    ['active', 'en'],
    ['active', 'bn'],
  ] as const)('shows the %s view (%s)', async (status, language) => {
    const [heading, text, link] = statusViews[status][language];
    server.use(...statusViews[status].handlers());
    renderMembership(language);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: link })).toHaveAttribute('href', '/profile');
  });

  it('shows the form with the payment instructions when neither exists', async () => {
    server.use(...views());
    renderMembership();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Accept Membership' })
    ).toBeInTheDocument();
    expect(screen.getByText(/Deposit the membership fee of ৳100/)).toBeInTheDocument();
    expect(
      screen.getByText('Mobile banking (bKash, Nagad or Rocket): 01700000000')
    ).toBeInTheDocument();
    expect(screen.getByText('Account number: 2050 1234 5678 9012')).toBeInTheDocument();
    expect(screen.getByText(/^Bank:/)).toBeInTheDocument();
    expect(screen.getByText(/^Branch:/)).toBeInTheDocument();
    expect(screen.getByText(/^Account name:/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply for membership' })).toBeInTheDocument();
  });

  it('shows the form in Bangla, fee in Bangla digits, button "সদস্যপদের আবেদন করুন"', async () => {
    server.use(...views());
    renderMembership('bn');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'সদস্যপদ গ্রহণ করুন' })
    ).toBeInTheDocument();
    expect(screen.getByText(/৳১০০ সদস্য ফি/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'সদস্যপদের আবেদন করুন' })).toBeInTheDocument();
  });

  it('shows the form when the checks fail (only logged)', async () => {
    server.use(
      mockApi.get('/Singup/requestmembershipSignle', () => apiError(500, 'internal', 'x')),
      mockApi.get('/Singup/requestmemberactiveSignle', () => apiError(500, 'internal', 'x'))
    );
    renderMembership();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Accept Membership' })
    ).toBeInTheDocument();
  });
});

describe('/membership form', () => {
  it('shows the fields of the chosen method only', async () => {
    server.use(...views());
    const { user } = renderMembership();
    await screen.findByRole('heading', { level: 1, name: 'Accept Membership' });
    expect(screen.queryByLabelText(/^Mobile banking type/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Bank account number/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Mobile banking' }));
    expect(screen.getByLabelText(/^Mobile banking type/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Mobile banking number/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Bank account number/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Bank transfer' }));
    expect(screen.getByLabelText(/^Bank account number/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Mobile banking type/)).not.toBeInTheDocument();
  });

  it('requires every field (English) and sends nothing', async () => {
    const [send, sent] = counted(() => HttpResponse.json({}, { status: 201 }));
    server.use(
      // A profile that cannot be read leaves the form empty.
      mockApi.get('/Singup/viewProfile', () => apiError(500, 'internal', 'x')),
      ...views(),
      mockApi.post('/Singup/membership', send)
    );
    const { user } = renderMembership();
    await screen.findByRole('heading', { level: 1, name: 'Accept Membership' });
    await user.click(screen.getByRole('button', { name: 'Apply for membership' }));
    for (const text of [
      'Name is required',
      'Email is required',
      'Mobile number is required',
      'Please choose a payment method',
      'Transaction ID is required',
    ]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    await user.click(screen.getByRole('radio', { name: 'Mobile banking' }));
    await user.click(screen.getByRole('button', { name: 'Apply for membership' }));
    expect(await screen.findByText('Please choose the mobile banking type')).toBeInTheDocument();
    expect(screen.getByText('Mobile banking number is required')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Bank transfer' }));
    await user.click(screen.getByRole('button', { name: 'Apply for membership' }));
    expect(await screen.findByText('Bank account number is required')).toBeInTheDocument();
    expect(sent.count).toBe(0);
  });

  it('checks e-mail and numbers (Bangla)', async () => {
    server.use(...views());
    const { user } = renderMembership('bn');
    await screen.findByRole('heading', { level: 1, name: 'সদস্যপদ গ্রহণ করুন' });
    await user.clear(screen.getByLabelText(/^নাম/));
    await fill(user, /^ই-মেইল/, 'not-an-email');
    await fill(user, /^মোবাইল নম্বর/, '017-abc');
    await user.click(screen.getByRole('radio', { name: 'ব্যাংক ট্রান্সফার' }));
    await fill(user, /^ব্যাংক অ্যাকাউন্ট নম্বর/, '12ab');
    await user.click(screen.getByRole('button', { name: 'সদস্যপদের আবেদন করুন' }));
    expect(await screen.findByText('অনুগ্রহ করে একটি সঠিক ই-মেইল ঠিকানা দিন।')).toBeInTheDocument();
    expect(screen.getByText(/শুধু অঙ্ক লিখুন/)).toBeInTheDocument();
    expect(screen.getByText('অনুগ্রহ করে শুধু অঙ্ক দিয়ে অ্যাকাউন্ট নম্বর লিখুন।')).toBeInTheDocument();
    expect(screen.getByText('নাম দেওয়া আবশ্যক')).toBeInTheDocument();
  });

  it('sends exactly the mobile-banking application, clears the form and shows the message for 1 s', async () => {
    const sent = applying(() => delay(50));
    const { user } = renderMembership();
    await fillMobileBanking(user);
    await user.click(screen.getByRole('button', { name: 'Apply for membership' }));
    expect(await screen.findByText('Membership Successful')).toBeInTheDocument();
    expect(sent.body).toEqual({
      name: 'Rahim Uddin',
      email: MEMBER.email,
      phoneNumber: '01711111111',
      paymentMethod: 'mobileBank',
      mobileBankMethod: 'nogod',
      mobileBankNumber: '01822222222',
      transactionId: 'TXN-42',
      userId: MEMBER_ID,
    });
    sent.submitted = true;
    // Back to the profile's details, the payment fields empty.
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Rahim Uddin');
    expect(screen.getByLabelText(/^Transaction ID/)).toHaveValue('');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.queryByText('Membership Successful')).not.toBeInTheDocument();
  });

  it('sends exactly the bank-transfer application, then shows the pending view', async () => {
    const sent = applying((application) => {
      application.submitted = true;
    });
    const { user } = renderMembership();
    await screen.findByRole('heading', { level: 1, name: 'Accept Membership' });
    await fill(user, /^Name/, 'Rahim Uddin');
    await fill(user, /^Email/, MEMBER.email);
    await fill(user, /^Mobile number/, '+8801711111111');
    await user.click(screen.getByRole('radio', { name: 'Bank transfer' }));
    await fill(user, /^Bank account number/, '2050 1234');
    await fill(user, /^Transaction ID/, 'BANK-7');
    await user.click(screen.getByRole('button', { name: 'Apply for membership' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your Package is Pending' })
    ).toBeInTheDocument();
    // The message outlives the form the refetch replaced.
    expect(screen.getByText('Membership Successful')).toBeInTheDocument();
    expect(sent.body).toEqual({
      name: 'Rahim Uddin',
      email: MEMBER.email,
      phoneNumber: '+8801711111111',
      paymentMethod: 'bankTransfer',
      bankAccountNumber: '20501234',
      transactionId: 'BANK-7',
      userId: MEMBER_ID,
    });
  });

  it('on failure shows "Sorry, please try again" for 1 s and keeps the data', async () => {
    server.use(
      ...views(),
      mockApi.post('/Singup/membership', () => apiError(500, 'internal', 'boom'))
    );
    const { user } = renderMembership();
    await fillMobileBanking(user);
    await user.click(screen.getByRole('button', { name: 'Apply for membership' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, please try again');
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Rahim Uddin');
    expect(screen.getByLabelText(/^Email/)).toHaveValue(MEMBER.email);
    expect(screen.getByLabelText(/^Mobile number/)).toHaveValue('01711111111');
    expect(screen.getByRole('radio', { name: 'Mobile banking' })).toBeChecked();
    expect(screen.getByLabelText(/^Mobile banking type/)).toHaveValue('nogod');
    expect(screen.getByLabelText(/^Mobile banking number/)).toHaveValue('01822222222');
    expect(screen.getByLabelText(/^Transaction ID/)).toHaveValue('TXN-42');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('on a network failure says so in Bangla', async () => {
    server.use(
      ...views(),
      mockApi.post('/Singup/membership', () => HttpResponse.error())
    );
    const { user } = renderMembership('bn');
    await screen.findByRole('heading', { level: 1, name: 'সদস্যপদ গ্রহণ করুন' });
    await fill(user, /^নাম/, 'রহিম');
    await fill(user, /^ই-মেইল/, MEMBER.email);
    await fill(user, /^মোবাইল নম্বর/, '০১৭১১১১১১১১');
    await user.click(screen.getByRole('radio', { name: 'ব্যাংক ট্রান্সফার' }));
    await fill(user, /^ব্যাংক অ্যাকাউন্ট নম্বর/, '১২৩৪৫৬');
    await fill(user, /^ট্রানজেকশন আইডি/, 'TX');
    await user.click(screen.getByRole('button', { name: 'সদস্যপদের আবেদন করুন' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('দুঃখিত, আবার চেষ্টা করুন');
    expect(screen.getByLabelText(/^নাম/)).toHaveValue('রহিম');
  });
});

describe('/membership for a member sent from a book (issue 16.4)', () => {
  const bookPath = '/membership?book=123456';

  it('says why, and fills the form in from the profile', async () => {
    server.use(
      mockApi.get('/Singup/viewProfile', [
        userProfile({ name: 'Nusrat Jahan', email: 'nusrat@pathagar.demo', mobile: '01812345678' }),
      ]),
      ...views()
    );
    renderMembership('en', bookPath);
    await screen.findByRole('heading', { level: 1, name: 'Accept Membership' });
    expect(screen.getByText('Taking a book needs an active membership')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Nusrat Jahan');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('nusrat@pathagar.demo');
    expect(screen.getByLabelText(/^Mobile number/)).toHaveValue('01812345678');
    expect(screen.getByLabelText(/^Transaction ID/)).toHaveValue('');
  });

  it('says why in Bangla', async () => {
    server.use(...views());
    renderMembership('bn', bookPath);
    expect(await screen.findByText('বই নিতে সক্রিয় সদস্যপদ লাগে')).toBeInTheDocument();
  });

  it('leads back to the book once applied', async () => {
    server.use(...views([pendingApplication]));
    renderMembership('en', bookPath);
    await screen.findByRole('heading', { level: 1, name: 'Your Package is Pending' });
    expect(screen.getByRole('link', { name: 'Back to the book' })).toHaveAttribute(
      'href',
      '/specificbooks/123456'
    );
  });

  it('has no explanation nor way back when opened from the menu', async () => {
    server.use(...views([pendingApplication]));
    renderMembership('en');
    await screen.findByRole('heading', { level: 1, name: 'Your Package is Pending' });
    expect(screen.queryByRole('link', { name: 'Back to the book' })).not.toBeInTheDocument();
  });
});
