import { sql } from 'kysely';
import { describe, expect } from 'vitest';
import { itOnEmptyTables as it } from '../../../../test/helpers/api-test';
import { type TestApi, expectError } from '../../../../test/helpers/app';
import type { TestAdmin } from '../../../../test/helpers/fixtures';
import { backoffMs } from '../../../jobs/queue';
import type { Mailer } from '../../../mail/index';

/** The outbox is not emptied between tests: each test looks at what it sent itself. */
let mailBefore = 0;
const newMail = async (api: TestApi) => (await api.outbox()).slice(mailBefore);
it.beforeEach(async ({ api }) => {
  mailBefore = (await api.outbox()).length;
});

const walletForm = (overrides: Record<string, unknown> = {}) => ({
  name: 'Salma Begum',
  email: 'salma@example.com',
  donationAmount: 500,
  paymentMethod: 'mobileBank',
  mobileBankMethod: 'nogod',
  mobileBankNumber: '01711111111',
  transactionId: 'NG-778899',
  ...overrides,
});

const bankForm = (overrides: Record<string, unknown> = {}) => ({
  name: 'Jamal',
  email: 'jamal@example.com',
  donationAmount: 2500.5,
  paymentMethod: 'bankTransfer',
  bankAccountNumber: '00112233445566',
  transactionId: 'BANK-42',
  ...overrides,
});

const donate = (api: TestApi, json: unknown) => api.call('POST', '/Singup/donate', { json });
const requests = (api: TestApi) => api.db.selectFrom('donation_requests').selectAll().execute();
const accepted = (api: TestApi) => api.db.selectFrom('donations').selectAll().execute();

async function submitted(api: TestApi, json: unknown = walletForm()): Promise<number> {
  const res = await donate(api, json);
  expect(res.status).toBe(201);
  return res.body.donation.userId;
}

describe('POST /Singup/donate (submitDonation)', () => {
  it('records a mobile-banking donation as waiting, with its own 5-digit id', async ({ api }) => {
    const res = await donate(api, walletForm({ name: '  সালমা বেগম '.normalize('NFD') }));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      message: 'Donation data saved successfully',
      // The form as sent, its name normalised, under a new id.
      donation: {
        ...walletForm({ name: 'সালমা বেগম'.normalize('NFC') }),
        _id: expect.stringMatching(/^[0-9]{5}$/),
        userId: expect.any(Number),
        date: expect.any(String),
      },
    });
    const id = res.body.donation.userId;
    expect(id).toBeGreaterThanOrEqual(10000);
    expect(id).toBeLessThanOrEqual(99999);
    expect(res.body.donation._id).toBe(String(id));
    const rows = await requests(api);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      donation_id: id,
      name: 'সালমা বেগম'.normalize('NFC'),
      donation_amount: 500,
      payment_method: 'mobileBank',
      mobile_bank_method: 'nogod',
      bank_account_number: null,
    });
  });

  it('records a bank transfer, keeping the paisa and dropping wallet fields', async ({ api }) => {
    const res = await donate(api, bankForm({ mobileBankMethod: 'bkash' }));
    expect(res.status).toBe(201);
    expect(res.body.donation).toMatchObject({
      donationAmount: 2500.5,
      paymentMethod: 'bankTransfer',
      bankAccountNumber: '00112233445566',
    });
    expect(res.body.donation).not.toHaveProperty('mobileBankMethod');
    const [row] = await requests(api);
    expect(row).toMatchObject({ donation_amount: 2500.5, mobile_bank_method: null });
    expect(typeof row!.donation_amount).toBe('number');
  });

  it.for([
    [
      'mobile banking without the wallet',
      walletForm({ mobileBankMethod: undefined }),
      'body.mobileBankMethod',
    ],
    [
      'mobile banking without the number',
      walletForm({ mobileBankNumber: undefined }),
      'body.mobileBankNumber',
    ],
    ['an unknown wallet', walletForm({ mobileBankMethod: 'upay' }), 'body.mobileBankMethod'],
    ['a zero amount', walletForm({ donationAmount: 0 }), 'body.donationAmount'],
    ['a negative amount', walletForm({ donationAmount: -10 }), 'body.donationAmount'],
    [
      'an amount above ten million',
      walletForm({ donationAmount: 10_000_001 }),
      'body.donationAmount',
    ],
    ['an amount below one paisa', walletForm({ donationAmount: 0.001 }), 'body.donationAmount'],
    ['an amount that is text', walletForm({ donationAmount: 'lots' }), 'body.donationAmount'],
    ['no e-mail', walletForm({ email: undefined }), 'body.email'],
    ['no name', walletForm({ name: '' }), 'body.name'],
    ['no transaction id', walletForm({ transactionId: undefined }), 'body.transactionId'],
    [
      'a bank account that is not digits',
      bankForm({ bankAccountNumber: 'AC-1' }),
      'body.bankAccountNumber',
    ],
  ] as const)('refuses %s (400)', async ([_label, json, field], { api }) => {
    const res = await donate(api, json);
    expectError(res, 400, { code: 'validation_failed', field });
    expect(await requests(api)).toEqual([]);
  });

  it('refuses a bank transfer without an account number (400)', async ({ api }) => {
    const res = await donate(api, bankForm({ bankAccountNumber: undefined }));
    expectError(res, 400, { code: 'validation_failed' });
    expect(await requests(api)).toEqual([]);
  });

  it('refuses a body that is not JSON (400 invalid_json)', async ({ api }) => {
    const res = await api.call('POST', '/Singup/donate', {
      payload: '{"name":',
      headers: { 'content-type': 'application/json' },
    });
    expectError(res, 400, { code: 'invalid_json' });
  });

  it('never gives a waiting donation the id of an accepted one', async ({ api, admin }) => {
    // Four ids in five are taken by accepted donations (10000-81999): new ones must get the
    // others. Without the check, ten new donations would all land on free ids one time in ten
    // million.
    await sql`insert into donations (donation_id, amount)
      select g, 1 from generate_series(10000, 81999) g`.execute(api.db);
    const ids: number[] = [];
    for (let i = 0; i < 10; i++) ids.push(await submitted(api));
    for (const id of ids) expect(id).toBeGreaterThanOrEqual(82000);
    const res = await api.call('POST', '/Singup/activeDonation', {
      token: admin.token,
      json: { id: ids[0], ammount: 500, email: 'salma@example.com' },
    });
    expect(res.status).toBe(201);
  });
});

describe('GET /Singup/requestDonation (listDonationRequests)', () => {
  it('answers [] when nothing is waiting', async ({ api, admin }) => {
    const res = await api.call('GET', '/Singup/requestDonation', { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });

  it('lists waiting donations, oldest first', async ({ api, admin }) => {
    const older = await submitted(api, bankForm());
    api.clock.advance(60_000);
    const newer = await submitted(api, walletForm());
    const res = await api.call('GET', '/Singup/requestDonation', { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.map((d: any) => d.userId)).toEqual([older, newer]);
    expect(res.body[0]).toMatchObject({ name: 'Jamal', donationAmount: 2500.5 });
  });
});

describe('POST /Singup/activeDonation (approveDonation)', () => {
  it('moves the donation to the accepted ones with the amount received and e-mails a receipt', async ({
    api,
    admin,
  }) => {
    const id = await submitted(api, walletForm({ donationAmount: 2000 }));
    const res = await api.call('POST', '/Singup/activeDonation', {
      token: admin.token,
      json: { id, ammount: 1500, email: 'salma.corrected@example.com' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      message: 'Donation activated, record updated, and confirmation email sent successfully.',
    });
    expect(await requests(api)).toEqual([]);
    const rows = await accepted(api);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      donation_id: id,
      amount: 1500,
      name: 'Salma Begum',
      email: 'salma.corrected@example.com',
    });

    const mail = await newMail(api);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.to).toBe('salma.corrected@example.com');
    expect(mail[0]!.subject).toContain('অনুদান');
    const [bangla, english] = mail[0]!.text.split('\n----\n');
    expect(bangla).toContain('প্রিয় Salma Begum');
    expect(bangla).toContain('আমরা আপনার ১,৫০০ টাকার অনুদান পেয়েছি');
    expect(bangla).toContain('বইয়ের পাতা');
    expect(bangla).toContain(String(id));
    expect(english).toContain('We received your donation of 1,500 taka');
  });

  it('writes fractional amounts to the paisa in the receipt', async ({ api, admin }) => {
    const id = await submitted(api);
    await api.call('POST', '/Singup/activeDonation', {
      token: admin.token,
      json: { id, ammount: 250.5, email: 'salma@example.com' },
    });
    const [mail] = await newMail(api);
    expect(mail!.text).toContain('২৫০.৫০ টাকার');
    expect(mail!.text).toContain('donation of 250.50 taka');
    expect((await accepted(api))[0]!.amount).toBe(250.5);
  });

  it('accepts the donation even when the mail server fails', async ({ api, admin }) => {
    const id = await submitted(api);
    const services = api.app.services;
    const real = services.mailer;
    const failing: Mailer = {
      outboxDir: null,
      send: async () => {
        throw new Error('SMTP down');
      },
    };
    services.mailer = failing;
    try {
      const res = await api.call('POST', '/Singup/activeDonation', {
        token: admin.token,
        json: { id, ammount: 500, email: 'salma@example.com' },
      });
      expect(res.status).toBe(201);
    } finally {
      services.mailer = real;
    }
    expect(await requests(api)).toEqual([]);
    expect(await accepted(api)).toHaveLength(1);
    // The receipt waits in the queue and goes out, once, when its retry is due.
    expect(await newMail(api)).toHaveLength(0);
    api.clock.advance(backoffMs(1));
    expect(await services.jobs.worker.drain()).toBe(1);
    const mails = await newMail(api);
    expect(mails.map((m) => m.to)).toEqual(['salma@example.com']);
    expect(mails[0]!.text).toContain('donation of 500 taka');
    expect(await services.jobs.worker.drain()).toBe(0);
  });

  it('answers 404 for a donation that is not waiting (unknown, or already approved)', async ({
    api,
    admin,
  }) => {
    const id = await submitted(api);
    const ok = await api.call('POST', '/Singup/activeDonation', {
      token: admin.token,
      json: { id, ammount: 500, email: 'salma@example.com' },
    });
    expect(ok.status).toBe(201);
    for (const unknown of [id, id === 99999 ? 99998 : 99999]) {
      const res = await api.call('POST', '/Singup/activeDonation', {
        token: admin.token,
        json: { id: unknown, ammount: 500, email: 'salma@example.com' },
      });
      expectError(res, 404, { code: 'not_found', message: 'Donation not found' });
    }
    expect(await accepted(api)).toHaveLength(1);
    expect(await newMail(api)).toHaveLength(1);
  });

  it.for([
    ['no id', { ammount: 5, email: 'a@example.com' }, 'body.id'],
    ['no amount', { id: 12345, email: 'a@example.com' }, 'body.ammount'],
    ['no e-mail', { id: 12345, ammount: 5 }, 'body.email'],
    ['a zero amount', { id: 12345, ammount: 0, email: 'a@example.com' }, 'body.ammount'],
    [
      'an amount below one paisa',
      { id: 12345, ammount: 0.004, email: 'a@example.com' },
      'body.ammount',
    ],
    ['a bad e-mail', { id: 12345, ammount: 5, email: 'nope' }, 'body.email'],
    ['an id of the wrong shape', { id: 123, ammount: 5, email: 'a@example.com' }, 'body.id'],
  ] as const)('refuses %s (400)', async ([_label, json, field], { api, admin }) => {
    const res = await api.call('POST', '/Singup/activeDonation', { token: admin.token, json });
    expectError(res, 400, { code: 'validation_failed', field });
  });

  it('keeps the donation waiting when the amount is refused', async ({ api, admin }) => {
    const id = await submitted(api);
    const res = await api.call('POST', '/Singup/activeDonation', {
      token: admin.token,
      json: { id, ammount: 0.001, email: 'salma@example.com' },
    });
    expectError(res, 400, { message: 'body.ammount must be at least 0.01 taka.' });
    expect(await requests(api)).toHaveLength(1);
    expect(await accepted(api)).toEqual([]);
  });
});

describe('PUT /Singup/rejectDonation/{id} (rejectDonation)', () => {
  it('deletes the waiting donation and nothing else', async ({ api, admin }) => {
    const id = await submitted(api);
    const other = await submitted(api, bankForm());
    const res = await api.call('PUT', `/Singup/rejectDonation/${id}`, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Donation rejected and deleted successfully' });
    expect((await requests(api)).map((r) => r.donation_id)).toEqual([other]);
    expect(await accepted(api)).toEqual([]);
    expect(await newMail(api)).toEqual([]);
  });

  it('answers 404 when no donation with this id is waiting', async ({ api, admin }) => {
    const res = await api.call('PUT', '/Singup/rejectDonation/12345', { token: admin.token });
    expectError(res, 404, { code: 'not_found', message: 'Donation not found' });
  });

  it('answers 400 for an id of the wrong shape', async ({ api, admin }) => {
    const res = await api.call('PUT', '/Singup/rejectDonation/123', { token: admin.token });
    expectError(res, 400, { code: 'validation_failed' });
  });
});

describe('accepted donations', () => {
  const acceptedDonations = (api: TestApi, admin: TestAdmin) =>
    api.call('GET', '/SingUpAdmin/requestDonationDetails', { token: admin.token });

  async function accept(api: TestApi, admin: TestAdmin, json: unknown, ammount: number) {
    const id = await submitted(api, json);
    const res = await api.call('POST', '/Singup/activeDonation', {
      token: admin.token,
      json: { id, ammount, email: 'donor@example.com' },
    });
    expect(res.status).toBe(201);
    return id;
  }

  it('GET /SingUpAdmin/requestDonationDetails answers [] when there is none', async ({
    api,
    admin,
  }) => {
    const res = await acceptedDonations(api, admin);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });

  it('lists accepted donations, newest first', async ({ api, admin }) => {
    const older = await accept(api, admin, walletForm(), 300);
    api.clock.advance(60_000);
    const newer = await accept(api, admin, bankForm(), 1200.75);
    const res = await acceptedDonations(api, admin);
    expect(res.status).toBe(200);
    const rows = await accepted(api);
    const newest = rows.find((r) => r.donation_id === newer)!;
    expect(res.body).toHaveLength(2);
    expect(res.body[0]).toEqual({
      _id: String(newest.id),
      userId: newer,
      ammount: 1200.75,
      date: newest.created_at.toISOString(),
      name: 'Jamal',
      email: 'donor@example.com',
    });
    expect(res.body[1]).toMatchObject({ userId: older, ammount: 300, name: 'Salma Begum' });
  });

  it('DELETE /SingUpAdmin/deletealldonaton deletes every accepted donation, not waiting ones', async ({
    api,
    admin,
  }) => {
    await accept(api, admin, walletForm(), 300);
    await accept(api, admin, bankForm(), 700);
    const waiting = await submitted(api);
    const res = await api.call('DELETE', '/SingUpAdmin/deletealldonaton', {
      token: admin.token,
      query: { confirm: true },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: 'All donations have been deleted successfully.',
      deletedCount: 2,
      exportFile: expect.stringMatching(/-donations\.json$/),
    });
    expect(await accepted(api)).toEqual([]);
    expect((await requests(api)).map((r) => r.donation_id)).toEqual([waiting]);
    const list = await acceptedDonations(api, admin);
    expect(list.body).toEqual([]);

    const again = await api.call('DELETE', '/SingUpAdmin/deletealldonaton', {
      token: admin.token,
      query: { confirm: true },
    });
    expect(again.body).toMatchObject({
      message: 'All donations have been deleted successfully.',
      deletedCount: 0,
    });
  });
});
