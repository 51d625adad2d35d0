import { resources } from '@pathagar/shared-i18n';
import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, screen } from '../../test/render';
import { apiError, HttpResponse, mockApi, server } from '../../test/server';
import { dashboardFigures } from '../dashboard/fixtures';
import { held } from '../../test/popups';
import { booksReset, donationsReset } from './fixtures';

type Answer = () => Response | Promise<Response>;

/** Both reset calls, recorded (their query strings), answered by `book` and `donation`. */
function resets({ book, donation }: { book?: Answer; donation?: Answer } = {}) {
  const calls = { book: [] as string[], donation: [] as string[], dashboard: 0 };
  server.use(
    mockApi.get('/ext/dashboard', () => {
      calls.dashboard += 1;
      return HttpResponse.json(dashboardFigures());
    }),
    mockApi.delete('/SingUpAdmin/deleteAllBookInfo', ({ request }) => {
      calls.book.push(new URL(request.url).search);
      return book?.() ?? HttpResponse.json(booksReset());
    }),
    mockApi.delete('/SingUpAdmin/deletealldonaton', ({ request }) => {
      calls.donation.push(new URL(request.url).search);
      return donation?.() ?? HttpResponse.json(donationsReset());
    })
  );
  return calls;
}

describe('Settings', () => {
  it('resets the book data after Yes, and shows the result with the server’s export', async () => {
    const calls = resets();
    const { user } = renderApp('/settings', { language: 'en' });
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeVisible();
    await user.click(await screen.findByRole('button', { name: 'Reset Book Data' }));
    const ask = await screen.findByRole('dialog', { name: 'Reset Book Data' });
    expect(ask).toHaveTextContent('Are you sure you want to delete all book data permanently?');
    expect(ask).toHaveTextContent(
      'The server first saves an export of the records it deletes, so an administrator can restore them.'
    );
    expect(calls.book).toEqual([]);
    await user.click(within(ask).getByRole('button', { name: 'Yes' }));

    const result = await screen.findByRole('dialog', { name: 'Reset Book Data' });
    await within(result).findByText('All book data has been deleted successfully.');
    expect(result).toHaveTextContent('7 records deleted.');
    expect(result).toHaveTextContent(
      'Export of the deleted records on the server: 2026-11-21T20-15-00-000Z-rent_records.json'
    );
    expect(calls.book).toEqual(['?confirm=true']);
    expect(calls.donation).toEqual([]);
    // The dashboard's figures (and the menu dots) are asked for again.
    await expect.poll(() => calls.dashboard).toBe(2);

    await user.click(within(result).getByRole('button', { name: 'OK' }));
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
  });

  it('is refused while copies are out, naming how many; with "written off" ticked it resets and offers the export', async () => {
    let refused = true;
    const calls = resets({
      book: () =>
        refused
          ? HttpResponse.json(
              {
                code: 'copies_out',
                message: '7 copies are still out on loan. Tick "write off" to reset anyway.',
                error: '7 copies are still out on loan. Tick "write off" to reset anyway.',
                copiesOut: 7,
              },
              { status: 409 }
            )
          : undefined!,
    });
    const downloads: string[] = [];
    server.use(
      mockApi.get('/ext/exports/{file}', ({ request }) => {
        downloads.push(new URL(request.url).pathname);
        return HttpResponse.json({
          table: 'rent_records',
          exportedAt: '2026-11-21T20:15:00.000Z',
          count: 0,
          rows: [],
        });
      })
    );
    const { user } = renderApp('/settings', { language: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Reset Book Data' }));
    let ask = await screen.findByRole('dialog', { name: 'Reset Book Data' });
    await user.click(within(ask).getByRole('button', { name: 'Yes' }));
    const result = await screen.findByRole('dialog', { name: 'Reset Book Data' });
    await within(result).findByText(/Not reset: 7 copies are still out on loan/);
    await user.click(within(result).getByRole('button', { name: 'OK' }));
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();

    refused = false;
    await user.click(screen.getByRole('button', { name: 'Reset Book Data' }));
    ask = await screen.findByRole('dialog', { name: 'Reset Book Data' });
    await user.click(within(ask).getByRole('checkbox', { name: /written off/ }));
    await user.click(within(ask).getByRole('button', { name: 'Yes' }));
    const done = await screen.findByRole('dialog', { name: 'Reset Book Data' });
    await within(done).findByText('All book data has been deleted successfully.');
    expect(calls.book).toEqual(['?confirm=true', '?confirm=true&writeOff=true']);
    await user.click(within(done).getByRole('button', { name: 'Download the export' }));
    await expect
      .poll(() => downloads)
      .toEqual(['/ext/exports/2026-11-21T20-15-00-000Z-rent_records.json']);
  });

  it('sends nothing when the admin cancels', async () => {
    const calls = resets();
    const { user } = renderApp('/settings', { language: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Reset Donation Data' }));
    const ask = await screen.findByRole('dialog', { name: 'Reset Donation Data' });
    expect(ask).toHaveTextContent('Are you sure you want to delete all donation data permanently?');
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
    expect(calls.donation).toEqual([]);
    expect(calls.book).toEqual([]);
  });

  it('resets the donations and says so in Bangla', async () => {
    const calls = resets();
    const { user } = renderApp('/settings');
    await user.click(await screen.findByRole('button', { name: 'অনুদানের তথ্য রিসেট করুন' }));
    const ask = await screen.findByRole('dialog');
    expect(ask).toHaveTextContent('আপনি কি নিশ্চিত যে সব অনুদানের তথ্য স্থায়ীভাবে মুছে ফেলতে চান?');
    await user.click(within(ask).getByRole('button', { name: 'হ্যাঁ' }));
    expect(await screen.findByText('সব অনুদান সফলভাবে মুছে ফেলা হয়েছে।')).toBeInTheDocument();
    expect(screen.getByText('১টি রেকর্ড মুছে ফেলা হয়েছে।')).toBeInTheDocument();
    expect(calls.donation).toEqual(['?confirm=true']);
  });

  it('disables the resets while one is in flight', async () => {
    const { release, wait: gate } = held();
    resets({
      book: async () => {
        await gate();
        return HttpResponse.json({
          message: 'All Book Information have been deleted successfully.',
          deletedCount: 0,
          exportFile: 'x.json',
        });
      },
    });
    const { user } = renderApp('/settings', { language: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Reset Book Data' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' })
    );
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Deleting…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reset Donation Data' })).toBeDisabled();
    release();
    expect(await screen.findByText('All book data has been deleted successfully.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Reset Book Data' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Reset Donation Data' })).toBeEnabled();
  });

  it('shows "Error: " and the server’s reason when the server refuses', async () => {
    const calls = resets({
      book: () => apiError(400, 'validation_failed', 'confirm must be true'),
    });
    const { user } = renderApp('/settings', { language: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Reset Book Data' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' })
    );
    expect(
      await screen.findByText(`Error: ${resources.en.errors.validation_failed}`)
    ).toBeInTheDocument();
    expect(screen.queryByText(/deleted successfully/)).not.toBeInTheDocument();
    expect(calls.book).toHaveLength(1);
  });

  it('says so in Bangla too', async () => {
    resets({ donation: () => apiError(500, 'internal', 'Error deleting donations') });
    const { user } = renderApp('/settings');
    await user.click(await screen.findByRole('button', { name: 'অনুদানের তথ্য রিসেট করুন' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'হ্যাঁ' })
    );
    expect(await screen.findByText(`ত্রুটি: ${resources.bn.errors.internal}`)).toBeInTheDocument();
  });

  it.each([
    ['Reset Book Data', 'book', 'An error occurred while deleting book data.'],
    ['Reset Donation Data', 'donation', 'An error occurred while deleting donations.'],
  ] as const)(
    '%s shows its own text when the server cannot be reached',
    async (button, which, message) => {
      resets({ [which]: () => HttpResponse.error() });
      const { user } = renderApp('/settings', { language: 'en' });
      await user.click(await screen.findByRole('button', { name: button }));
      await user.click(
        within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' })
      );
      const result = await screen.findByRole('dialog', { name: button });
      expect(await within(result).findByText(message)).toBeInTheDocument();
    }
  );
});
