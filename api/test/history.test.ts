import { describe, expect } from 'vitest';
import { it } from './helpers/api-test';
import { loanAt } from '../src/features/lending/test-support';

/**
 * The club's history outlives what it was about: deleting a member keeps the books' read counts,
 * deleting a book keeps the members' reading counts, and accepted payments stay as financial
 * records (the contract of deleteUser and deleteBook).
 */
describe('deleting a member', () => {
  it("keeps the book's read count, drops the member from the ranking and keeps their payment", async ({
    api,
    admin,
  }) => {
    const { book, member } = await loanAt(api, admin, 'readed', { copies: 1 });
    await api.db
      .insertInto('accepted_payments')
      .values({
        user_id: member.userId,
        plan_name: 'Yearly membership',
        mobile_number: '+8801712345678',
        banking_service: 'bkash',
        transaction_id: 'TX-HISTORY-1',
        amount: 100,
        exp_date: new Date(Date.now() + 365 * 86_400_000),
      })
      .execute();

    const deleted = await api.call('DELETE', '/Singup/deleteProfile', {
      token: admin.token,
      query: { id: member.userId },
    });
    expect(deleted.status).toBe(200);

    const reads = await api.call('GET', '/Singup/readedSingleBook', { query: { id: book.bookId } });
    expect(reads.body).toEqual({ total: 1 });
    const ranking = await api.call('GET', '/SingUpAdmin/top-readers', { token: admin.token });
    expect(ranking.status).toBe(200);
    expect(JSON.stringify(ranking.body)).not.toContain(String(member.userId));
    const payments = await api.call('GET', '/SingUpAdmin/accpetedPaymentDetails', {
      token: admin.token,
    });
    expect(payments.body).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ transactionId: 'TX-HISTORY-1', userId: null }),
      ])
    );
    // The finished loan is still counted but no longer listed (it has no member to show).
    const all = await api.call('GET', '/SingUpAdmin/checkTotalReadBookThisMonth', {
      token: admin.token,
    });
    expect(all.status).toBe(200);
    expect(JSON.stringify(all.body)).not.toContain(String(member.userId));
  });
});

describe('deleting a book', () => {
  it("keeps the reader's count and frees nothing that was on loan", async ({ api, admin }) => {
    const { book, member } = await loanAt(api, admin, 'readed', { copies: 1 });
    const before = await api.call('GET', '/SingUpAdmin/top-readers', { token: admin.token });
    const entry = (before.body.readers as { userId: number; totalBooksRead: number }[]).find(
      (r) => r.userId === member.userId
    );
    expect(entry?.totalBooksRead).toBe(1);

    const deleted = await api.call('DELETE', '/SingUpAdmin/deleteBook', {
      token: admin.token,
      query: { id: book.bookId },
    });
    expect(deleted.status).toBe(200);

    const after = await api.call('GET', '/SingUpAdmin/top-readers', { token: admin.token });
    const still = (after.body.readers as { userId: number; totalBooksRead: number }[]).find(
      (r) => r.userId === member.userId
    );
    expect(still?.totalBooksRead).toBe(1);
    const kept = await api.db
      .selectFrom('rent_records')
      .select(['status', 'book_id', 'bookname'])
      .where('user_id', '=', member.userId)
      .execute();
    expect(kept).toEqual([{ status: 'readed', book_id: null, bookname: book.bookname }]);
    const history = await api.call('GET', '/Singup/checkTotalReadBookUser', {
      token: member.token,
      query: { userId: member.userId },
    });
    expect(history.status).toBe(200);
  });
});
