import { describe, expect, it } from 'vitest';
import type { Book } from '@pathagar/sdk';
import { added, book } from '../../test/fixtures';
import { fill, png, renderApp, screen } from '../../test/render';
import { apiError, counted, formFields, HttpResponse, mockApi, server } from '../../test/server';
import { within } from '@testing-library/react';
import { held } from '../../test/popups';
import { serve } from '../../test/providerCalls';

/** A first and only page of the catalogue holding `items`. */
const onePage = (items: Book[]) =>
  HttpResponse.json({ items, total: items.length, totalCapped: false, page: 1, limit: 24 });

describe('All Books', () => {
  it('searches title and author with one box (q, by relevance) and filters by book type on the server', async () => {
    const queries: URLSearchParams[] = [];
    server.use(
      mockApi.get('/ext/books', ({ request }) => {
        const query = new URL(request.url).searchParams;
        queries.push(query);
        return onePage(query.get('q') ? [] : [book()]);
      })
    );
    const { user } = renderApp('/books', { language: 'en' });
    const card = await screen.findByRole('article', { name: 'Pather Panchali' });
    expect(within(card).getByText('Bibhutibhushan Bandyopadhyay')).toBeInTheDocument();
    expect(within(card).getByText('2 copies')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Pather Panchali' })).toHaveAttribute(
      'src',
      book().imgUrl
    );

    await fill(user, screen.getByRole('combobox', { name: 'Search by book or author' }), 'Nothing');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'No books for “Nothing”. Try the Bangla spelling'
    );
    await expect.poll(() => queries.at(-1)!.get('q')).toBe('Nothing');
    expect(queries.at(-1)!.get('lang')).toBe('en');
    expect(queries.at(-1)!.get('sort')).toBe('relevance');

    await user.selectOptions(screen.getByLabelText('Book type'), 'Poetry');
    await expect.poll(() => queries.at(-1)!.get('category')).toBe('কবিতা');
  });

  it('suggests books from the second character, keyboard navigable, and opens the chosen one', async () => {
    const asked: string[] = [];
    server.use(
      mockApi.get('/ext/books', { items: [book()], total: 1, page: 1, limit: 24 }),
      mockApi.get('/ext/books/suggestions', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('q')!);
        return HttpResponse.json({
          items: [
            {
              uniqueId: 123456,
              bookname: 'পথের পাঁচালী',
              booknameEnglish: 'Pather Panchali',
              authorname: 'বিভূতিভূষণ বন্দ্যোপাধ্যায়',
              authornameEnglish: 'Bibhutibhushan Bandyopadhyay',
            },
            {
              uniqueId: 123457,
              bookname: 'অপরাজিত',
              booknameEnglish: 'Aparajito',
              authorname: 'বিভূতিভূষণ বন্দ্যোপাধ্যায়',
              authornameEnglish: 'Bibhutibhushan Bandyopadhyay',
            },
          ],
        });
      }),
      mockApi.get('/SingUpAdmin/getBook', book({ uniqueId: 123457, booknameEnglish: 'Aparajito' }))
    );
    const { user } = renderApp('/books', { language: 'en' });
    const box = await screen.findByRole('combobox', { name: 'Search by book or author' });
    await user.type(box, 'p');
    await screen.findByRole('article', { name: 'Pather Panchali' });
    expect(asked).toEqual([]);

    await user.type(box, 'ather');
    const list = await screen.findByRole('listbox', { name: 'Search by book or author' });
    expect(asked).toEqual(['pather']);
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent)
    ).toEqual([
      'Pather PanchaliBibhutibhushan Bandyopadhyay',
      'AparajitoBibhutibhushan Bandyopadhyay',
    ]);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(await screen.findByLabelText(/Book name \(English\)/)).toHaveValue('Aparajito');
  });

  it('shows the load error dialog when the books cannot be loaded', async () => {
    server.use(mockApi.get('/ext/books', () => apiError(500, 'internal', 'boom')));
    renderApp('/books', { language: 'en' });
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(dialog).toHaveTextContent('The books could not be loaded. Please try again later.');
  });

  it('opens edit in a new tab', async () => {
    server.use(mockApi.get('/ext/books', { items: [book()], total: 1, page: 1, limit: 24 }));
    renderApp('/books', { language: 'en' });
    const edit = await screen.findByRole('link', { name: 'Edit Pather Panchali' });
    expect(edit).toHaveAttribute('href', '/books/123456');
    expect(edit).toHaveAttribute('target', '_blank');
  });

  it('prints labels of the chosen books only, as a bulk action of the cards', async () => {
    const other = { ...book(), uniqueId: 123457, bookname: 'আরণ্যক', booknameEnglish: 'Aranyak' };
    server.use(mockApi.get('/ext/books', { items: [book(), other], total: 2, page: 1, limit: 24 }));
    const { user } = renderApp('/books', { language: 'en' });
    const print = await screen.findByRole('link', {
      name: 'Print labels of the chosen books (0)',
    });
    expect(print).toHaveAttribute('aria-disabled', 'true');
    await user.click(await screen.findByRole('checkbox', { name: 'Choose Aranyak for labels' }));
    expect(
      screen.getByRole('link', { name: 'Print labels of the chosen books (1)' })
    ).toHaveAttribute('href', '/labels?books=123457');
    await user.click(screen.getByRole('checkbox', { name: 'Choose Pather Panchali for labels' }));
    expect(
      screen.getByRole('link', { name: 'Print labels of the chosen books (2)' })
    ).toHaveAttribute('href', '/labels?books=123457,123456');
  });

  it('deletes after a confirmation naming the book, disabled in flight, and removes the card', async () => {
    const { release, wait: gate } = held();
    const deleted: string[] = [];
    server.use(
      mockApi.get('/ext/books', () => {
        return onePage(deleted.length ? [] : [book()]);
      }),
      mockApi.delete('/SingUpAdmin/deleteBook', async ({ request }) => {
        deleted.push(new URL(request.url).searchParams.get('id')!);
        await gate();
        return HttpResponse.json({ success: true, message: 'Book and image deleted successfully' });
      })
    );
    const { user } = renderApp('/books');
    const button = await screen.findByRole('button', { name: 'পথের পাঁচালী মুছে ফেলুন' });
    await user.click(button);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('আপনি কি নিশ্চিত যে "পথের পাঁচালী" বইটি মুছে ফেলতে চান?');
    await user.click(within(dialog).getByRole('button', { name: 'মুছে ফেলুন' }));
    await expect.poll(() => button.hasAttribute('disabled')).toBe(true);
    release();
    expect(await screen.findByText('বইটি মুছে ফেলা হয়েছে।')).toBeInTheDocument();
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('article', { name: 'পথের পাঁচালী' })).not.toBeInTheDocument();
    expect(screen.getByText('কোনো তথ্য পাওয়া যায়নি')).toBeInTheDocument();
    expect(deleted).toEqual(['123456']);
  });

  it('keeps the card and shows the reason when the delete fails', async () => {
    server.use(
      mockApi.get('/ext/books', { items: [book()], total: 1, page: 1, limit: 24 }),
      mockApi.delete('/SingUpAdmin/deleteBook', () =>
        HttpResponse.json(
          {
            code: 'book_on_loan',
            message: 'This book has copies out on loan.',
            error: 'x',
            success: false,
          },
          { status: 409 }
        )
      )
    );
    const { user } = renderApp('/books', { language: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Delete Pather Panchali' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' })
    );
    expect(
      await screen.findByText(
        'A copy of this book is out on loan, so the book cannot be deleted or lose a copy now.'
      )
    ).toBeInTheDocument();
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('article', { name: 'Pather Panchali' })).toBeInTheDocument();
  });
});

async function fillBook(user: ReturnType<typeof renderApp>['user']) {
  await fill(user, await screen.findByLabelText(/Book name \(Bangla\)/), 'পথের পাঁচালী');
  await fill(user, screen.getByLabelText(/Book name \(English\)/), 'Pather Panchali');
  await fill(user, screen.getByLabelText(/Author \(Bangla\)/), 'বিভূতিভূষণ');
  await fill(user, screen.getByLabelText(/Author \(English\)/), 'Bibhutibhushan');
  await fill(user, screen.getByLabelText(/About the book \(Bangla\)/), 'অপুর গল্প');
  await fill(user, screen.getByLabelText(/About the book \(English\)/), "Apu's story");
  await user.selectOptions(screen.getByLabelText(/Book type/), 'Novel');
}

/** The add form filled in with two serial numbers and a cover, then sent. */
async function addWithSerials(first: string, second: string) {
  const { user } = renderApp('/books/create', { language: 'en' });
  await fillBook(user);
  await user.click(screen.getByRole('button', { name: 'Add a serial number' }));
  await fill(user, screen.getByLabelText('Serial number 1'), first);
  await fill(user, screen.getByLabelText('Serial number 2'), second);
  await user.upload(screen.getByLabelText('Cover image'), png());
  await user.click(screen.getByRole('button', { name: 'Add book' }));
}

describe('Add Book', () => {
  it('requires every field and the cover, with one "fill in all fields" alert, and sends nothing', async () => {
    const { user } = renderApp('/books/create');
    await user.click(await screen.findByRole('button', { name: 'বই যোগ করুন' }));
    expect(screen.getByRole('alert')).toHaveTextContent('অনুগ্রহ করে সব ক্ষেত্র পূরণ করুন।');
    // Six texts, the type, the cover and the one empty serial (required, not "digits only").
    expect(screen.getAllByText('আবশ্যক').length).toBe(9);
    expect(screen.queryByText('সিরিয়াল নম্বরে শুধু অঙ্ক থাকবে।')).not.toBeInTheDocument();
  });

  it('accepts only numeric serials and a jpg/jpeg/png cover', async () => {
    const { user } = renderApp('/books/create', { language: 'en', user: { applyAccept: false } });
    await fillBook(user);
    await fill(user, screen.getByLabelText('Serial number 1'), '12a');
    await user.upload(
      screen.getByLabelText('Cover image'),
      new File(['x'], 'cover.gif', { type: 'image/gif' })
    );
    await user.click(screen.getByRole('button', { name: 'Add book' }));
    expect(screen.getByText('A serial number is made of digits only.')).toBeInTheDocument();
    expect(screen.getByText('Only .jpg, .jpeg and .png images are accepted.')).toBeInTheDocument();
  });

  it('names a serial typed twice on its field, and sends nothing', async () => {
    const [answer, posted] = counted(() => HttpResponse.json({ message: 'ok' } as never));
    server.use(mockApi.post('/SingUpAdmin/addbooks', answer));
    await addWithSerials('4411', '4411');
    expect(screen.getByLabelText('Serial number 2')).toHaveAccessibleDescription(
      'Serial number 4411 is entered twice.'
    );
    expect(posted.count).toBe(0);
  });

  it("refuses a cover over the contract's 5 MB before uploading it, naming both sizes", async () => {
    const [answer, posted] = counted(() => HttpResponse.json({ message: 'ok' } as never));
    server.use(mockApi.post('/SingUpAdmin/addbooks', answer));
    const { user } = renderApp('/books/create', { language: 'en' });
    await fillBook(user);
    await fill(user, screen.getByLabelText('Serial number 1'), '4412');
    const big = new File([new Uint8Array(20 * 1024 * 1024)], 'big.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Cover image'), big);
    expect(
      screen.getByText(
        'big.png is 20 MB; an image may be at most 5 MB. Please choose a smaller one.'
      )
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add book' }));
    // The big file was never taken: the cover is still missing and nothing was sent.
    expect(screen.getByText('Please fill in all fields.')).toBeInTheDocument();
    expect(posted.count).toBe(0);
  });

  it('adds and removes serials one at a time; the copy count follows; posts the contract fields', async () => {
    const seen = serve('post', '/SingUpAdmin/addbooks', added.book(), 201);
    const { user } = renderApp('/books/create', { language: 'en' });
    await fillBook(user);
    const copies = screen.getByLabelText('Number of copies');
    expect(copies).toHaveValue('1');
    expect(copies).toHaveAttribute('readonly');
    await user.click(screen.getByRole('button', { name: 'Add a serial number' }));
    await user.click(screen.getByRole('button', { name: 'Add a serial number' }));
    expect(copies).toHaveValue('3');
    await fill(user, screen.getByLabelText('Serial number 1'), '101');
    await fill(user, screen.getByLabelText('Serial number 2'), '999');
    await fill(user, screen.getByLabelText('Serial number 3'), '102');
    await user.click(screen.getByRole('button', { name: 'Remove serial number 2' }));
    expect(copies).toHaveValue('2');
    await user.upload(screen.getByLabelText('Cover image'), png());
    await user.click(screen.getByRole('button', { name: 'Add book' }));
    expect(await screen.findByText('The book has been successfully added.')).toBeInTheDocument();
    expect(seen.form).toEqual({
      bookname: ['পথের পাঁচালী'],
      booknameEnglish: ['Pather Panchali'],
      authorname: ['বিভূতিভূষণ'],
      authornameEnglish: ['Bibhutibhushan'],
      aboutbook: ['অপুর গল্প'],
      aboutbookEnglish: ["Apu's story"],
      booktype: ['উপন্যাস'],
      totalbooks: ['2'],
      'serialNumber-1': ['101'],
      'serialNumber-2': ['102'],
      File: ['FILE'],
    });
    expect(screen.getByLabelText(/Book name \(English\)/)).toHaveValue('');
  });

  it('keeps every input when the server refuses, and says why', async () => {
    server.use(
      mockApi.post('/SingUpAdmin/addbooks', () =>
        apiError(409, 'duplicate_serial', 'Each serial number must be unique across all books.')
      )
    );
    const { user } = renderApp('/books/create', { language: 'en' });
    await fillBook(user);
    await fill(user, screen.getByLabelText('Serial number 1'), '101');
    await user.upload(screen.getByLabelText('Cover image'), png());
    await user.click(screen.getByRole('button', { name: 'Add book' }));
    expect(
      await screen.findByText(
        'A serial number is entered twice or already belongs to another book.'
      )
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Book name \(English\)/)).toHaveValue('Pather Panchali');
    expect(screen.getByLabelText('Serial number 1')).toHaveValue('101');
  });

  it('names the serial the server says belongs to another book, on its field', async () => {
    server.use(
      mockApi.post('/SingUpAdmin/addbooks', () =>
        HttpResponse.json(
          {
            code: 'duplicate_serial',
            message: 'Each serial number must be unique across all books.',
            error: 'Each serial number must be unique across all books.',
            field: 'body.serialNumber-2',
          },
          { status: 409 }
        )
      )
    );
    await addWithSerials('501', '502');
    const second = screen.getByLabelText('Serial number 2');
    await expect.poll(() => second.getAttribute('aria-invalid')).toBe('true');
    expect(second).toHaveAccessibleDescription(
      'Serial number 502 already belongs to another book.'
    );
    expect(second).toHaveValue('502');
    expect(screen.getByLabelText('Serial number 1')).toHaveAttribute('aria-invalid', 'false');
  });
});

describe('Edit Book', () => {
  it('prefills, keeps the cover optional and sends every serial with the new count', async () => {
    let form: Record<string, string[]> = {};
    let bookId: string | null = null;
    server.use(
      mockApi.get('/SingUpAdmin/getBook', book()),
      mockApi.put('/SingUpAdmin/editbooks', async ({ request }) => {
        bookId = new URL(request.url).searchParams.get('bookId');
        form = await formFields(request);
        return HttpResponse.json({ msg: 'Book updated successfully', book: book() });
      })
    );
    const { user } = renderApp('/editbooks/123456', { language: 'en' });
    expect(await screen.findByLabelText(/Book name \(English\)/)).toHaveValue('Pather Panchali');
    expect(screen.getByLabelText('Number of copies')).toHaveValue('2');
    expect(
      screen.getByRole('link', { name: "Print labels of this book's copies" })
    ).toHaveAttribute('href', '/labels?books=123456');
    await user.click(screen.getByRole('button', { name: 'Remove serial number 1' }));
    await user.click(screen.getByRole('button', { name: 'Add a serial number' }));
    await fill(user, screen.getByLabelText('Serial number 2'), '205');
    await user.click(screen.getByRole('button', { name: 'Update book' }));
    expect(await screen.findByText('The book has been successfully updated.')).toBeInTheDocument();
    expect(bookId).toBe('123456');
    expect(form.totalbooks).toEqual(['2']);
    expect(form['serialNumber-1']).toEqual(['102']);
    expect(form['serialNumber-2']).toEqual(['205']);
    expect(form.File).toBeUndefined();
  });

  it('requires the book type and the texts on edit too', async () => {
    server.use(mockApi.get('/SingUpAdmin/getBook', book({ booktype: '' as never })));
    const { user } = renderApp('/books/123456', { language: 'en' });
    await user.clear(await screen.findByLabelText(/Book name \(Bangla\)/));
    await user.click(screen.getByRole('button', { name: 'Update book' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields.');
    expect(screen.getAllByText('Required')).toHaveLength(2);
  });
});
