/**
 * Issue 17's journey: member B joins the waitlist of a book member A holds (every copy out); A
 * brings it back and the admin confirms the return in the console; B is told by mail (sent by the
 * job queue, so the test waits for it) and B's request is at the top of the console's Book
 * Request with the copy kept for B preselected. The loan of A is set up through the API; what B
 * and the admin do goes through the pages.
 */
import { formatDate } from '@pathagar/shared-i18n';
import { describe, expect, test } from 'vitest';
import * as api from './support/api';
import { useBrowser } from './support/browser';
import { adminLogIn, confirmReturn, openMenu } from './support/console';
import { num } from './support/i18n';
import { waitForMail } from './support/outbox';
import { expectHeading, expectMessage, logIn, openSite } from './support/site';
import { stack } from './support/stack';

const { run } = useBrowser();

/**
 * A book with a single copy that nobody has asked for, is reading or waits for: taken from the
 * end of the catalogue, away from the books the other journeys pick from the start.
 */
async function singleCopyBook(adminToken: string): Promise<api.Book> {
  const [books, open] = await Promise.all([api.allBooks(), api.openRecords(adminToken)]);
  const busy = new Set(open.map((record) => record.bookId));
  const book = books
    .filter((b) => b.serialNumbers.length === 1 && b.availableCopies === 1 && !busy.has(b.uniqueId))
    .sort((a, b) => b.uniqueId - a.uniqueId)[0];
  if (!book) throw new Error('The demo data has no single-copy book on the shelf.');
  return book;
}

describe('journey: a waitlist hands the returned copy to the first in line', () => {
  test('B waits for A’s book → A returns → confirmed → B is mailed → B first on the desk with the kept copy', () =>
    run('waitlist-bn', 'bn', async ({ context, page, t, language }) => {
      const stamp = `${Date.now() % 1e8}`;
      const adminToken = await api.adminToken();
      const book = await singleCopyBook(adminToken);
      const [serial] = book.serialNumbers;
      const title = book.bookname;

      // Setup (API): A borrows the only copy and has it; B is a member with nothing out.
      const a = await api.addMember(adminToken, `E2E Holder ${stamp}`);
      const b = await api.addMember(adminToken, `E2E Waiter ${stamp}`);
      const loan = { rentId: await api.askFor(a, book.uniqueId), bookId: book.uniqueId };
      await api.approve(adminToken, [{ rentId: loan.rentId, serialNumber: serial! }]);
      await api.memberAction(a, 'received', loan);

      // B, on the book's page: no copy on the shelf, so B joins the waitlist and is first in line
      // with an expected date.
      await logIn(page, t, b.email, b.password);
      await openSite(page, `/specificbooks/${book.uniqueId}`);
      await expectHeading(page, title);
      await expectMessage(page, t('site:holds.joined'), () =>
        page.getByRole('button', { name: t('site:holds.join'), exact: true }).click()
      );
      const place = page.getByRole('region', { name: t('site:holds.yourPlace') });
      await place
        .getByText(t('site:holds.position', { position: num(1, language) }), { exact: true })
        .waitFor();
      expect(await place.getByText(t('site:holds.noExpected')).count()).toBe(0);

      // A brings it back; the admin confirms the return on Received Books (it asks first).
      await api.memberAction(a, 'returned', loan);
      const since = new Date(Date.now() - 1000);
      const desk = await context.newPage();
      await adminLogIn(desk, t);
      await confirmReturn(desk, t, a.name, title);

      // B is told: the job queue sends "your hold is ready" (to the outbox in the e2e stack).
      const mail = await waitForMail(stack().dataDir, b.email, { since, timeoutMs: 60_000 });
      expect(mail.subject).toContain(title);
      expect(mail.text).toContain(title);

      // B's page now says the copy is kept, and the request for it waits on the desk.
      await openSite(page, `/specificbooks/${book.uniqueId}`);
      await expectHeading(page, title);
      const { holds } = (await api.client(b.token).GET('/ext/holds')).data!;
      const hold = holds.find((h) => h.bookId === book.uniqueId);
      expect(hold).toMatchObject({ status: 'ready' });
      await place
        .getByText(t('site:holds.ready', { until: formatDate(hold!.readyUntil!, language) }), {
          exact: true,
        })
        .waitFor();

      // Book Request: B's request is the first card, the kept copy preselected; one press lends it.
      await openMenu(desk, t, 'requests', t('console:requests.title'));
      const first = desk.getByRole('main').getByRole('listitem').first();
      await first.waitFor();
      expect(await first.getAttribute('aria-label')).toBe(`${b.name}: ${title}`);
      const who = { name: b.name, book: title };
      const serialSelect = first.getByRole('combobox', { name: t('console:desk.serialFor', who) });
      expect(await serialSelect.inputValue()).toBe(serial);
      await first.getByRole('button', { name: t('console:desk.approveNamed', who) }).click();
      await first.getByRole('status').waitFor();
      const [approved] = await api.deskRows(adminToken, 'borrowed', b.name);
      expect(approved).toMatchObject({ status: 'approved', serialNumber: serial });
    }));
});
