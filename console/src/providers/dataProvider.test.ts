import { describe, expect, it } from 'vitest';
import { api } from '../app/api';
import { blog, book, event, faq, galleryItem, member, notice } from '../test/fixtures';
import { apiError, formFields, HttpResponse, mockApi, server } from '../test/server';
import { png } from '../test/render';
import { createDataProvider, MISSION_ID } from './dataProvider';

const dp = createDataProvider(api);
const all = {
  pagination: { page: 1, perPage: 100 },
  sort: { field: 'id', order: 'ASC' as const },
  filter: {},
};

/** Records what the handler received: the URL and, for bodies, JSON or multipart fields. */
function capture() {
  const seen: { url?: URL; json?: unknown; form?: Record<string, string[]> } = {};
  return {
    seen,
    async take(request: Request) {
      seen.url = new URL(request.url);
      const type = request.headers.get('content-type') ?? '';
      if (type.startsWith('multipart/')) seen.form = await formFields(request);
      else if (type.includes('json')) seen.json = await request.json();
    },
  };
}

describe('books', () => {
  it('lists through /ext/books with the search, category, language and page on the server', async () => {
    const c = capture();
    server.use(
      mockApi.get('/ext/books', async ({ request }) => {
        await c.take(request);
        return HttpResponse.json({ items: [book()], total: 41, page: 2, limit: 20 });
      })
    );
    const result = await dp.getList('books', {
      pagination: { page: 2, perPage: 20 },
      sort: { field: 'id', order: 'DESC' },
      filter: { name: ' পথের ', author: 'বিভূতি', booktype: 'উপন্যাস', lang: 'bn' },
    });
    expect(Object.fromEntries(c.seen.url!.searchParams)).toEqual({
      lang: 'bn',
      name: 'পথের',
      author: 'বিভূতি',
      category: 'উপন্যাস',
      page: '2',
      limit: '20',
      sort: 'newest',
    });
    expect(result.total).toBe(41);
    expect(result.data[0]).toMatchObject({ id: 123456, bookname: 'পথের পাঁচালী' });
  });

  it('gets one book by its uniqueId', async () => {
    const c = capture();
    server.use(
      mockApi.get('/SingUpAdmin/getBook', async ({ request }) => {
        await c.take(request);
        return HttpResponse.json(book());
      })
    );
    const { data } = await dp.getOne('books', { id: 123456 });
    expect(c.seen.url!.searchParams.get('bookId')).toBe('123456');
    expect(data.id).toBe(123456);
  });

  it('adds a book as multipart with File, totalbooks and serialNumber-N', async () => {
    const c = capture();
    server.use(
      mockApi.post('/SingUpAdmin/addbooks', async ({ request }) => {
        await c.take(request);
        return HttpResponse.json(
          { msg: 'Book added successfully', uniqueId: 123456, imageUrl: 'x', book: book() },
          { status: 201 }
        );
      })
    );
    const {
      bookname,
      booknameEnglish,
      authorname,
      authornameEnglish,
      aboutbook,
      aboutbookEnglish,
    } = book();
    await dp.create('books', {
      data: {
        bookname,
        booknameEnglish,
        authorname,
        authornameEnglish,
        aboutbook,
        aboutbookEnglish,
        booktype: 'উপন্যাস',
        serialNumbers: ['101', ' 102 '],
        File: png(),
      },
    });
    expect(c.seen.form).toEqual({
      bookname: [bookname],
      booknameEnglish: [booknameEnglish],
      authorname: [authorname],
      authornameEnglish: [authornameEnglish],
      aboutbook: [aboutbook],
      aboutbookEnglish: [aboutbookEnglish],
      booktype: ['উপন্যাস'],
      totalbooks: ['2'],
      'serialNumber-1': ['101'],
      'serialNumber-2': ['102'],
      File: ['FILE'],
    });
  });

  it('edits with bookId in the query, every serial, and no File when the cover is kept', async () => {
    const c = capture();
    server.use(
      mockApi.put('/SingUpAdmin/editbooks', async ({ request }) => {
        await c.take(request);
        return HttpResponse.json({ msg: 'Book updated successfully', book: book() });
      })
    );
    await dp.update('books', {
      id: 123456,
      previousData: { id: 123456 },
      data: { ...book(), serialNumbers: ['7'], File: null },
    });
    expect(c.seen.url!.searchParams.get('bookId')).toBe('123456');
    expect(c.seen.form!.totalbooks).toEqual(['1']);
    expect(c.seen.form!['serialNumber-1']).toEqual(['7']);
    expect(c.seen.form!.File).toBeUndefined();
  });

  it('deletes by ?id= and rejects with the ApiError (status for checkError)', async () => {
    const c = capture();
    server.use(
      mockApi.delete('/SingUpAdmin/deleteBook', async ({ request }) => {
        await c.take(request);
        return apiError(409, 'book_on_loan', 'This book has copies out on loan.');
      })
    );
    await expect(dp.delete('books', { id: 123456 })).rejects.toMatchObject({
      status: 409,
      code: 'book_on_loan',
    });
    expect(c.seen.url!.searchParams.get('id')).toBe('123456');
  });
});

describe('events', () => {
  it('lists newest first and pages client-side', async () => {
    server.use(
      mockApi.get('/SingUpAdmin/allEvent', [
        event({ _id: '1', eventDate: '2026-01-01', eventTime: '10:00' }),
        event({ _id: '2', eventDate: '2026-06-01', eventTime: '09:00' }),
        event({ _id: '3', eventDate: '2026-06-01', eventTime: '18:00' }),
      ])
    );
    const { data, total } = await dp.getList('events', {
      ...all,
      pagination: { page: 1, perPage: 2 },
    });
    expect(data.map((e) => e.id)).toEqual(['3', '2']);
    expect(total).toBe(3);
  });

  it('adds as multipart with the poster', async () => {
    const c = capture();
    server.use(
      mockApi.post('/SingUpAdmin/addevent', async ({ request }) => {
        await c.take(request);
        return HttpResponse.json(
          { msg: 'Event added successfully', uniqueId: 1, imageUrl: 'x', event: event() },
          { status: 201 }
        );
      })
    );
    const { _id, uniqueId, imgUrl, ...fields } = event();
    await dp.create('events', { data: { ...fields, poster: png('poster.png') } });
    expect(Object.keys(c.seen.form!).sort()).toEqual([...Object.keys(fields), 'poster'].sort());
    expect(c.seen.form!.poster).toEqual(['FILE']);
    expect([_id, uniqueId, imgUrl]).toHaveLength(3);
  });

  it('updates with the whole edited event as JSON at /updateEvent/{_id}', async () => {
    const c = capture();
    server.use(
      mockApi.put('/SingUpAdmin/updateEvent/{id}', async ({ request }) => {
        await c.take(request);
        return HttpResponse.json({ message: 'Event updated successfully', event: event() });
      })
    );
    const previous = { ...event(), id: '200001' };
    await dp.update('events', {
      id: '200001',
      previousData: previous,
      data: { ...event(), eventname: 'নতুন নাম' },
    });
    expect(c.seen.url!.pathname).toBe('/SingUpAdmin/updateEvent/200001');
    expect(c.seen.json).toEqual({ ...event(), eventname: 'নতুন নাম' });
  });

  it('deletes at /deleteEvent/{_id}', async () => {
    const c = capture();
    server.use(
      mockApi.delete('/SingUpAdmin/deleteEvent/{id}', async ({ request }) => {
        await c.take(request);
        return HttpResponse.json({ message: 'Event deleted successfully' });
      })
    );
    await dp.delete('events', { id: '200001' });
    expect(c.seen.url!.pathname).toBe('/SingUpAdmin/deleteEvent/200001');
  });
});

describe('blogs', () => {
  it('searches title and author in both languages, case-insensitively', async () => {
    server.use(
      mockApi.get('/SingUpAdmin/getblogs', [
        blog(),
        blog({
          uniqueId: 2,
          _id: '2',
          blogTitle: 'অন্য',
          blogTitleEnglish: 'Other',
          authorNameEnglish: 'Karim',
          authorName: 'করিম',
        }),
      ])
    );
    const byTitle = await dp.getList('blogs', { ...all, filter: { q: 'JOY' } });
    expect(byTitle.data.map((b) => b.id)).toEqual([300001]);
    const byAuthor = await dp.getList('blogs', { ...all, filter: { q: 'করিম' } });
    expect(byAuthor.data.map((b) => b.id)).toEqual([2]);
  });

  it('gets, adds (image), edits (file) and deletes (?id=) with the contract names', async () => {
    const c = capture();
    server.use(
      mockApi.get('/SingUpAdmin/blog/{id}', blog()),
      mockApi.post('/SingUpAdmin/addblogs', async ({ request }) => {
        await c.take(request);
        return HttpResponse.json(
          { msg: 'Blog added successfully', uniqueId: 1, imageUrl: 'x', blog: blog() },
          { status: 201 }
        );
      })
    );
    expect((await dp.getOne('blogs', { id: 300001 })).data.id).toBe(300001);
    const texts = {
      blogTitle: 'a',
      blogTitleEnglish: 'b',
      authorName: 'c',
      authorNameEnglish: 'd',
      content: 'e',
      contentEnglish: 'f',
    };
    await dp.create('blogs', { data: { ...texts, image: png() } });
    expect(c.seen.form).toEqual({
      ...Object.fromEntries(Object.entries(texts).map(([k, v]) => [k, [v]])),
      image: ['FILE'],
    });

    server.use(
      mockApi.put('/SingUpAdmin/editblogs/{id}', async ({ request }) => {
        await c.take(request);
        return HttpResponse.json({ msg: 'Blog updated successfully', blog: blog() });
      })
    );
    await dp.update('blogs', {
      id: 300001,
      previousData: { id: 300001 },
      data: { ...texts, image: png() },
    });
    expect(c.seen.url!.pathname).toBe('/SingUpAdmin/editblogs/300001');
    expect(c.seen.form!.file).toEqual(['FILE']);
    expect(c.seen.form!.image).toBeUndefined();

    server.use(
      mockApi.delete('/SingUpAdmin/deleteBlogs', async ({ request }) => {
        await c.take(request);
        return HttpResponse.json({
          success: true,
          message: 'Blog deleted successfully',
          deletedCount: 1,
        });
      })
    );
    await dp.delete('blogs', { id: 300001 });
    expect(c.seen.url!.searchParams.get('id')).toBe('300001');
  });
});

describe('notices', () => {
  it('filters by title (either language) and category', async () => {
    server.use(
      mockApi.get('/SingUpAdmin/allNotice', [
        notice(),
        notice({
          uniqueId: 2,
          _id: '2',
          noticeTitleEnglish: 'Recruiting volunteers',
          category: 'recruitment',
        }),
      ])
    );
    expect(
      (await dp.getList('notices', { ...all, filter: { title: 'meeting' } })).data.map((n) => n.id)
    ).toEqual([400001]);
    expect(
      (await dp.getList('notices', { ...all, filter: { category: 'recruitment' } })).data.map(
        (n) => n.id
      )
    ).toEqual([2]);
    expect(
      (
        await dp.getList('notices', {
          ...all,
          filter: { title: 'meeting', category: 'recruitment' },
        })
      ).total
    ).toBe(0);
  });

  it('gets by /editnotice/{id}, adds and updates as multipart with file and category, deletes by ?id=', async () => {
    const c = capture();
    const texts = {
      noticeTitle: 'a',
      noticeTitleEnglish: 'b',
      description: 'c',
      descriptionEnglish: 'd',
    };
    server.use(
      mockApi.get('/SingUpAdmin/editnotice/{id}', notice()),
      mockApi.post('/SingUpAdmin/addnotice', async ({ request }) => {
        await c.take(request);
        return HttpResponse.json(
          { msg: 'Notice added successfully', uniqueId: 1, imageUrl: null, notice: notice() },
          { status: 201 }
        );
      })
    );
    expect((await dp.getOne('notices', { id: 400001 })).data.id).toBe(400001);
    await dp.create('notices', { data: { ...texts, category: 'event', file: null } });
    expect(c.seen.form).toEqual({
      noticeTitle: ['a'],
      noticeTitleEnglish: ['b'],
      description: ['c'],
      descriptionEnglish: ['d'],
      category: ['event'],
    });

    server.use(
      mockApi.put('/SingUpAdmin/updatenotice/{id}', async ({ request }) => {
        await c.take(request);
        return HttpResponse.json({ msg: 'Notice updated successfully', notice: notice() });
      }),
      mockApi.delete('/SingUpAdmin/deleteNotice', async ({ request }) => {
        await c.take(request);
        return HttpResponse.json({
          success: true,
          message: 'Notice and image deleted successfully',
        });
      })
    );
    await dp.update('notices', {
      id: 400001,
      previousData: { id: 400001 },
      data: { ...texts, category: 'general', file: png() },
    });
    expect(c.seen.url!.pathname).toBe('/SingUpAdmin/updatenotice/400001');
    expect(c.seen.form!.file).toEqual(['FILE']);
    await dp.delete('notices', { id: 400001 });
    expect(c.seen.url!.searchParams.get('id')).toBe('400001');
  });
});

describe('gallery', () => {
  it('lists newest first', async () => {
    server.use(
      mockApi.get('/SingUpAdmin/allPhotoGallery', [
        galleryItem({ uniqueId: 1, date: '2026-01-01T00:00:00Z' }),
        galleryItem({ uniqueId: 2, date: '2026-03-01T00:00:00Z' }),
      ])
    );
    expect((await dp.getList('gallery', all)).data.map((g) => g.id)).toEqual([2, 1]);
  });

  it('adds with repeated files, edits with existingImages as a JSON list, deletes by ?id=', async () => {
    const c = capture();
    const texts = { title: 'a', titleEnglish: 'b', description: 'c', descriptionEnglish: 'd' };
    server.use(
      mockApi.get('/SingUpAdmin/singleGallery/{id}', galleryItem()),
      mockApi.post('/SingUpAdmin/addGallery', async ({ request }) => {
        await c.take(request);
        return HttpResponse.json(
          { msg: 'Images added to gallery successfully', gallery: galleryItem() },
          { status: 201 }
        );
      })
    );
    expect((await dp.getOne('gallery', { id: 500001 })).data.id).toBe(500001);
    await dp.create('gallery', { data: { ...texts, files: [png('1.png'), png('2.png')] } });
    expect(c.seen.form).toEqual({
      title: ['a'],
      titleEnglish: ['b'],
      description: ['c'],
      descriptionEnglish: ['d'],
      files: ['FILE', 'FILE'],
    });

    server.use(
      mockApi.put('/SingUpAdmin/editGallery/{id}', async ({ request }) => {
        await c.take(request);
        return HttpResponse.json({ msg: 'Gallery updated successfully', gallery: galleryItem() });
      }),
      mockApi.delete('/SingUpAdmin/deletePhotoGallery', async ({ request }) => {
        await c.take(request);
        return HttpResponse.json({ success: true, message: 'Gallery item deleted successfully' });
      })
    );
    await dp.update('gallery', {
      id: 500001,
      previousData: { id: 500001 },
      data: { ...texts, files: [png()], existingImages: ['http://x/1.png'] },
    });
    expect(c.seen.url!.pathname).toBe('/SingUpAdmin/editGallery/500001');
    expect(c.seen.form!.existingImages).toEqual(['["http://x/1.png"]']);
    expect(c.seen.form!.files).toEqual(['FILE']);
    await dp.delete('gallery', { id: 500001 });
    expect(c.seen.url!.searchParams.get('id')).toBe('500001');
  });
});

describe('team', () => {
  it('sorts by position order then serial and filters by role', async () => {
    server.use(
      mockApi.get('/SingUpAdmin/allTeamMembers', {
        teamMembers: [
          member({ _id: '1', role: 'Volunteers', serial: 1 }),
          member({ _id: '2', role: 'Advisors', serial: 2 }),
          member({ _id: '3', role: 'Advisors', serial: 1 }),
        ],
      })
    );
    expect((await dp.getList('team', all)).data.map((m) => m.id)).toEqual(['3', '2', '1']);
    expect(
      (await dp.getList('team', { ...all, filter: { role: 'Volunteers' } })).data.map((m) => m.id)
    ).toEqual(['1']);
  });

  it('adds and updates as multipart (Name, role, Mobile, email, serial; Campus only for ambassadors)', async () => {
    const c = capture();
    server.use(
      mockApi.post('/SingUpAdmin/addTeamMember', async ({ request }) => {
        await c.take(request);
        return HttpResponse.json(
          { msg: 'Team member added successfully', teamMember: member() },
          { status: 201 }
        );
      }),
      mockApi.put('/SingUpAdmin/updateTeamMember/{id}', async ({ request }) => {
        await c.take(request);
        return HttpResponse.json({ msg: 'Team member updated successfully', teamMember: member() });
      }),
      mockApi.delete('/SingUpAdmin/deleteTeamMember/{id}', async ({ request }) => {
        await c.take(request);
        return HttpResponse.json({ msg: 'Team member deleted successfully' });
      })
    );
    const input = {
      Name: 'Rina',
      role: 'Campus Ambassadors' as const,
      serial: 3,
      Mobile: '017',
      email: 'r@x.org',
      Campus: 'DU',
      file: png(),
    };
    await dp.create('team', { data: input });
    expect(c.seen.form).toEqual({
      Name: ['Rina'],
      role: ['Campus Ambassadors'],
      serial: ['3'],
      Mobile: ['017'],
      email: ['r@x.org'],
      Campus: ['DU'],
      file: ['FILE'],
    });
    await dp.update('team', {
      id: '7',
      previousData: { id: '7' },
      data: { ...input, role: 'Directors', file: null },
    });
    expect(c.seen.url!.pathname).toBe('/SingUpAdmin/updateTeamMember/7');
    expect(c.seen.form!.Campus).toBeUndefined();
    expect(c.seen.form!.file).toBeUndefined();
    await dp.delete('team', { id: '7' });
    expect(c.seen.url!.pathname).toBe('/SingUpAdmin/deleteTeamMember/7');
  });
});

describe('faqs', () => {
  it('lists, adds as JSON and deletes by /deleteFaq/{_id}', async () => {
    const c = capture();
    server.use(
      mockApi.get('/SingUpAdmin/allFaqs', [faq()]),
      mockApi.post('/SingUpAdmin/addFaqs', async ({ request }) => {
        await c.take(request);
        return HttpResponse.json(
          { message: 'FAQ added successfully!', faq: faq() },
          { status: 201 }
        );
      }),
      mockApi.delete('/SingUpAdmin/deleteFaq/{id}', async ({ request }) => {
        await c.take(request);
        return HttpResponse.json({ message: 'FAQ deleted successfully!' });
      })
    );
    expect((await dp.getList('faqs', all)).data[0]!.id).toBe('9');
    const input = { question: 'Q', questionBangla: 'প্র', answer: 'A', answerBangla: 'উ' };
    await dp.create('faqs', { data: input });
    expect(c.seen.json).toEqual(input);
    await dp.delete('faqs', { id: '9' });
    expect(c.seen.url!.pathname).toBe('/SingUpAdmin/deleteFaq/9');
  });
});

describe('mission', () => {
  it('reads it, adds it with POST and updates it with PUT', async () => {
    const c = capture();
    const saved = { mission: 'পড়ুন', updatedAt: '2026-01-01T00:00:00.000Z' };
    server.use(
      mockApi.get('/SingUpAdmin/mission', { mission: null, updatedAt: null }),
      mockApi.post('/SingUpAdmin/mission', async ({ request }) => {
        await c.take(request);
        return HttpResponse.json({ message: 'Mission saved successfully', mission: saved });
      }),
      mockApi.put('/SingUpAdmin/mission', async ({ request }) => {
        await c.take(request);
        return HttpResponse.json({ message: 'Mission updated successfully', mission: saved });
      })
    );
    expect((await dp.getOne('mission', { id: MISSION_ID })).data).toEqual({
      id: MISSION_ID,
      mission: null,
      updatedAt: null,
    });
    await dp.create('mission', { data: { mission: 'পড়ুন' } });
    expect(c.seen).toMatchObject({ json: { mission: 'পড়ুন' } });
    expect(c.seen.url!.pathname).toBe('/SingUpAdmin/mission');
    const { data } = await dp.update('mission', {
      id: MISSION_ID,
      previousData: { id: MISSION_ID },
      data: { mission: 'আরও পড়ুন' },
    });
    expect(c.seen.json).toEqual({ mission: 'আরও পড়ুন' });
    expect(data.id).toBe(MISSION_ID);
  });
});

describe('users', () => {
  it('creates an account as multipart with the contract field names', async () => {
    const c = capture();
    server.use(
      mockApi.post('/Singup/adminAddUser', async ({ request }) => {
        await c.take(request);
        return HttpResponse.json(
          {
            message: 'User created successfully and account activated',
            uniqueId: 12345,
            imageUrl: null,
          },
          { status: 201 }
        );
      })
    );
    const input = {
      fullName: 'Rahim',
      email: 'rahim@example.org',
      mobile: '01700000000',
      password: 'secret123',
      confirmPassword: 'secret123',
      permanentAddress: 'Dhaka',
      currentAddress: 'Dhaka',
    };
    const { data } = await dp.create('users', { data: { ...input, profileImage: png() } });
    expect(c.seen.form).toEqual({
      ...Object.fromEntries(Object.entries(input).map(([k, v]) => [k, [v]])),
      profileImage: ['FILE'],
    });
    expect(data.id).toBe(12345);
  });

  it('lists users with a search over name, e-mail and address', async () => {
    server.use(
      mockApi.get('/Singup/Alluserprofile', [
        {
          uniqueId: 1,
          name: 'Rahim',
          email: 'r@x.org',
          mobile: '1',
          permanentAddress: 'a',
          currentAddress: 'Khulna',
          image: null,
        },
        {
          uniqueId: 2,
          name: 'Nusrat',
          email: 'n@x.org',
          mobile: '2',
          permanentAddress: 'b',
          currentAddress: 'Dhaka',
          image: null,
        },
      ])
    );
    expect(
      (await dp.getList('users', { ...all, filter: { q: 'dhaka' } })).data.map((u) => u.id)
    ).toEqual([2]);
  });
});

it('refuses what a resource has no call for', async () => {
  await expect(dp.getList('mission', all)).rejects.toThrow(/no getList for mission/);
});
