import { act, waitFor, within } from '@testing-library/react';
import { delay } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { CLUB } from '../../app/club';
import { renderRoute, screen } from '../../test/render';
import { apiError, HttpResponse, mockApi, server } from '../../test/server';
import type { DonationBody } from './queries';

type User = ReturnType<typeof renderRoute>['user'];

const saved = (body: DonationBody) =>
  HttpResponse.json(
    {
      message: 'Donation data saved successfully',
      donation: {
        ...body,
        _id: '665f1c2a9b1e8a0000000d01',
        userId: 12345,
        date: '2026-05-01T00:00:00Z',
      },
    },
    { status: 201 }
  );

/** Captures what the page sends and answers as the server would. */
function acceptDonations() {
  const bodies: unknown[] = [];
  server.use(
    mockApi.post('/Singup/donate', async ({ request }) => {
      const body = (await request.json()) as DonationBody;
      bodies.push(body);
      return saved(body);
    })
  );
  return bodies;
}

async function fillMobileBanking(user: User) {
  await user.type(await screen.findByLabelText(/Your name/), '  Karim  ');
  await user.type(screen.getByLabelText(/^E-mail/), 'karim@example.org');
  await user.type(screen.getByLabelText(/Donation amount/), '৫০০');
  await user.click(screen.getByRole('radio', { name: 'Mobile banking' }));
  await user.selectOptions(screen.getByLabelText(/Mobile banking service/), 'Nagad');
  await user.type(screen.getByLabelText(/Mobile banking number/), '০১৭১১-০০০০০০');
  await user.type(screen.getByLabelText(/Transaction ID/), 'TX-9');
}

const submit = () => screen.getByRole('button', { name: 'Donate' });

describe('/donation', () => {
  it('prints the fixed account details in English', async () => {
    renderRoute('/donation', { language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Donate' })).toBeVisible();
    const accounts = screen.getByRole('region', { name: 'Where to send your donation' });
    expect(within(accounts).getByText(new RegExp(CLUB.mobileBankingNumber))).toBeInTheDocument();
    for (const wallet of ['bKash', 'Nagad', 'Rocket']) {
      expect(within(accounts).getByText(wallet)).toBeInTheDocument();
    }
    expect(within(accounts).getByText('Sylhet Branch')).toBeInTheDocument();
    expect(within(accounts).getByText(CLUB.bankAccountNumber)).toBeInTheDocument();
  });

  it('shows every required message in English and keeps method fields hidden until chosen', async () => {
    const { user } = renderRoute('/donation', { language: 'en' });
    await screen.findByLabelText(/Your name/);
    expect(screen.queryByLabelText(/Transaction ID/)).not.toBeInTheDocument();
    await user.click(submit());
    expect(screen.getByText('Please enter your name.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your e-mail address.')).toBeInTheDocument();
    expect(screen.getByText('Please enter the donation amount.')).toBeInTheDocument();
    expect(screen.getByText('Please choose a payment method.')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Mobile banking' }));
    expect(screen.queryByLabelText(/Bank account number/)).not.toBeInTheDocument();
    await user.click(submit());
    expect(screen.getByText('Please choose the mobile banking service.')).toBeInTheDocument();
    expect(screen.getByText('Please enter the mobile banking number.')).toBeInTheDocument();
    expect(screen.getByText('Please enter the transaction ID.')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Bank transfer' }));
    expect(screen.queryByLabelText(/Mobile banking number/)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Transaction ID/)).toBeInTheDocument();
    await user.click(submit());
    expect(screen.getByText('Please enter the bank account number.')).toBeInTheDocument();
  });

  it('checks shapes: e-mail, numbers and an amount above 0', async () => {
    const { user } = renderRoute('/donation', { language: 'en' });
    await user.type(await screen.findByLabelText(/^E-mail/), 'not-an-email');
    await user.type(screen.getByLabelText(/Donation amount/), '0');
    await user.click(screen.getByRole('radio', { name: 'Bank transfer' }));
    await user.type(screen.getByLabelText(/Bank account number/), '12ab');
    await user.click(submit());
    expect(screen.getByText('Please enter a valid e-mail address.')).toBeInTheDocument();
    expect(screen.getByText('The amount must be greater than 0.')).toBeInTheDocument();
    expect(
      screen.getByText('Please enter a valid account number (4 to 34 digits).')
    ).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/Donation amount/));
    await user.type(screen.getByLabelText(/Donation amount/), 'lots');
    await user.click(submit());
    expect(
      screen.getByText('Please enter the amount as a number, for example 500.')
    ).toBeInTheDocument();
  });

  it('shows the required messages in Bangla', async () => {
    const { user } = renderRoute('/donation');
    await user.click(await screen.findByRole('button', { name: 'অনুদান দিন' }));
    expect(screen.getByText('অনুগ্রহ করে আপনার নাম লিখুন।')).toBeInTheDocument();
    expect(screen.getByText('অনুগ্রহ করে একটি পেমেন্ট পদ্ধতি বেছে নিন।')).toBeInTheDocument();
    expect(screen.getByText('অনুগ্রহ করে অনুদানের পরিমাণ লিখুন।')).toBeInTheDocument();
  });

  it('sends exactly the mobile-banking JSON (Bangla digits made Latin), then says so for 2 s and resets', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const bodies = acceptDonations();
    const { user } = renderRoute('/donation', {
      language: 'en',
      user: { advanceTimers: vi.advanceTimersByTime },
    });
    await fillMobileBanking(user);
    await user.click(submit());

    const message = await screen.findByText('Donation was successful');
    expect(bodies).toEqual([
      {
        name: 'Karim',
        email: 'karim@example.org',
        paymentMethod: 'mobileBank',
        mobileBankMethod: 'nogod',
        mobileBankNumber: '01711000000',
        donationAmount: 500,
        transactionId: 'TX-9',
      },
    ]);
    expect(screen.getByLabelText(/Your name/)).toHaveValue('');
    expect(screen.getByLabelText(/Donation amount/)).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'Mobile banking' })).not.toBeChecked();
    expect(screen.queryByLabelText(/Transaction ID/)).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(1900));
    expect(message).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.queryByText('Donation was successful')).not.toBeInTheDocument();
  });

  it('sends only the bank-transfer fields for a bank transfer', async () => {
    const bodies = acceptDonations();
    const { user } = renderRoute('/donation', { language: 'en' });
    await user.type(await screen.findByLabelText(/Your name/), 'Karim');
    await user.type(screen.getByLabelText(/^E-mail/), 'karim@example.org');
    await user.type(screen.getByLabelText(/Donation amount/), '1,000.50');
    await user.click(screen.getByRole('radio', { name: 'Mobile banking' }));
    await user.selectOptions(screen.getByLabelText(/Mobile banking service/), 'bKash');
    await user.click(screen.getByRole('radio', { name: 'Bank transfer' }));
    await user.type(screen.getByLabelText(/Bank account number/), '2050 1234 5678');
    await user.type(screen.getByLabelText(/Transaction ID/), 'BT-1');
    await user.click(submit());
    await screen.findByText('Donation was successful');
    expect(bodies).toEqual([
      {
        name: 'Karim',
        email: 'karim@example.org',
        paymentMethod: 'bankTransfer',
        bankAccountNumber: '205012345678',
        donationAmount: 1000.5,
        transactionId: 'BT-1',
      },
    ]);
  });

  it('shows "Sorry, please try again" for 2 s on failure and keeps everything typed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.use(mockApi.post('/Singup/donate', () => apiError(500, 'internal', 'boom')));
    const { user } = renderRoute('/donation', {
      language: 'en',
      user: { advanceTimers: vi.advanceTimersByTime },
    });
    await fillMobileBanking(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, please try again');
    expect(screen.getByLabelText(/Your name/)).toHaveValue('  Karim  ');
    expect(screen.getByLabelText(/Donation amount/)).toHaveValue('৫০০');
    expect(screen.getByRole('radio', { name: 'Mobile banking' })).toBeChecked();
    expect(screen.getByLabelText(/Mobile banking service/)).toHaveValue('nogod');
    expect(screen.getByLabelText(/Transaction ID/)).toHaveValue('TX-9');
    await act(() => vi.advanceTimersByTimeAsync(2100));
    expect(screen.queryByText('Sorry, please try again')).not.toBeInTheDocument();
  });

  it('shows the failure message in Bangla on a network failure', async () => {
    server.use(mockApi.post('/Singup/donate', () => HttpResponse.error()));
    const { user } = renderRoute('/donation');
    await user.type(await screen.findByLabelText(/আপনার নাম/), 'করিম');
    await user.type(screen.getByLabelText(/^ই-মেইল/), 'karim@example.org');
    await user.type(screen.getByLabelText(/অনুদানের পরিমাণ/), '100');
    await user.click(screen.getByRole('radio', { name: 'ব্যাংক ট্রান্সফার' }));
    await user.type(screen.getByLabelText(/ব্যাংক অ্যাকাউন্ট নম্বর/), '12345678');
    await user.type(screen.getByLabelText(/ট্রানজেকশন আইডি/), 'X1');
    await user.click(screen.getByRole('button', { name: 'অনুদান দিন' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('দুঃখিত, আবার চেষ্টা করুন');
    expect(screen.getByLabelText(/আপনার নাম/)).toHaveValue('করিম');
  });

  it('marks the field the server refused', async () => {
    server.use(
      mockApi.post('/Singup/donate', () =>
        HttpResponse.json(
          {
            code: 'validation_failed',
            message: 'body.mobileBankNumber must match pattern',
            error: 'body.mobileBankNumber must match pattern',
            field: 'body.mobileBankNumber',
          },
          { status: 400 }
        )
      )
    );
    const { user } = renderRoute('/donation', { language: 'en' });
    await fillMobileBanking(user);
    await user.click(submit());
    const number = await screen.findByLabelText(/Mobile banking number/);
    await waitFor(() =>
      expect(number).toHaveAccessibleDescription(
        'The server did not accept this value. Please check it.'
      )
    );
    expect(number).toHaveValue('০১৭১১-০০০০০০');
  });

  it('disables the button while the donation is on its way', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      mockApi.post('/Singup/donate', async ({ request }) => {
        await gate;
        return saved((await request.json()) as DonationBody);
      })
    );
    const { user } = renderRoute('/donation', { language: 'en' });
    await fillMobileBanking(user);
    await user.click(submit());
    await waitFor(() => expect(submit()).toBeDisabled());
    await user.click(submit());
    release();
    await screen.findByText('Donation was successful');
    expect(submit()).toBeEnabled();
    await delay(20);
    expect(screen.getAllByText('Donation was successful')).toHaveLength(1);
  });
});
