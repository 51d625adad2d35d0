import { loadSpec } from '../../contract/spec-source';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../../test/helpers/app';
import { verifyPassword } from '../../auth/passwords';
import { clubDate } from '../../club-time';
import { demoData } from './data';
import { existingData, seedDemo } from './demo';
import { allUploads, demoLogins, hasBangla, jpegSize, readUpload, tableCounts } from './testing';

const DAY = 86_400_000;
const { admin: DEMO_ADMIN, rahim: RAHIM, nusrat: NUSRAT } = demoLogins();

let api: TestApi;
let summary: string;
let enums: { books: string[]; notices: string[]; roles: string[] };

beforeAll(async () => {
  api = await createTestApi();
  summary = await seedDemo(api.app.services, { withDemoAdmin: true });
  const spec = await loadSpec();
  const schemas = spec.components.schemas!;
  enums = {
    books: schemas.BookCategory!.enum as string[],
    notices: schemas.NoticeCategory!.enum as string[],
    roles: schemas.TeamRole!.enum as string[],
  };
  // Opening a database and seeding it is slow on a small shared machine.
}, 180_000);

afterAll(async () => {
  await api?.close();
});

const now = () => api.clock.now();

describe('catalogue', () => {
  it('has at least 60 real books in at least 15 of the contract’s categories', async () => {
    const books = await api.db.selectFrom('books').selectAll().execute();
    expect(books.length).toBeGreaterThanOrEqual(60);
    const categories = new Set(books.map((b) => b.booktype));
    expect(categories.size).toBeGreaterThanOrEqual(15);
    for (const category of categories) expect(enums.books).toContain(category);

    const pather = books.find((b) => b.bookname_en === 'Pather Panchali');
    expect(pather).toMatchObject({
      bookname: 'পথের পাঁচালী',
      authorname: 'বিভূতিভূষণ বন্দ্যোপাধ্যায়'.normalize('NFC'),
      authorname_en: 'Bibhutibhushan Bandyopadhyay',
      booktype: 'উপন্যাস',
    });
    expect(books.find((b) => b.bookname === 'গীতাঞ্জলি')?.authorname_en).toBe('Rabindranath Tagore');
  });

  it('writes every title, author and description in Bangla and in English', async () => {
    const books = await api.db.selectFrom('books').selectAll().execute();
    for (const book of books) {
      expect(hasBangla(book.bookname), book.bookname_en).toBe(true);
      expect(hasBangla(book.authorname), book.bookname_en).toBe(true);
      expect(hasBangla(book.aboutbook), book.bookname_en).toBe(true);
      for (const english of [book.bookname_en, book.authorname_en, book.aboutbook_en]) {
        expect(english).toMatch(/^[\p{Script=Latin}\d\s.,:;’'“”&()!?-]+$/u);
      }
    }
    expect(new Set(books.map((b) => b.bookname_en)).size).toBe(books.length);
  });

  it('gives each book 1 to 4 copies with unique digit serials in order', async () => {
    const books = await api.db.selectFrom('books').select('unique_id').execute();
    const copies = await api.db.selectFrom('book_copies').selectAll().execute();
    for (const { unique_id } of books) {
      const own = copies.filter((c) => c.book_id === unique_id);
      expect(own.length).toBeGreaterThanOrEqual(1);
      expect(own.length).toBeLessThanOrEqual(4);
      expect(own.map((c) => c.position).sort()).toEqual(own.map((_, i) => i));
    }
    for (const copy of copies) expect(copy.serial_number).toMatch(/^[0-9]{1,20}$/);
    expect(new Set(copies.map((c) => c.serial_number)).size).toBe(copies.length);
  });

  it('stores a JPEG cover of a book’s proportions (2:3) for every book, each its own', async () => {
    const books = await api.db.selectFrom('books').select(['image_key', 'bookname_en']).execute();
    const files = new Set<string>();
    for (const book of books) {
      expect(book.image_key).toMatch(/^covers\/[0-9a-f-]{36}\.jpg$/);
      const file = await readUpload(api, book.image_key);
      expect(jpegSize(file!), book.bookname_en).toEqual({ width: 400, height: 600 });
      files.add(file!.toString('base64'));
    }
    expect(files.size).toBe(books.length);
  });

  it('lists the books newest first in the order of books.yaml, the newest two days old', async () => {
    const books = await api.db
      .selectFrom('books')
      .select(['bookname_en', 'created_at'])
      .orderBy('created_at', 'desc')
      .execute();
    expect(books.map((b) => b.bookname_en)).toEqual(demoData().catalogue.books.map((b) => b.en));
    const age = now().getTime() - books[0]!.created_at.getTime();
    expect(age).toBeGreaterThanOrEqual(2 * DAY);
    expect(age).toBeLessThan(2 * DAY + 60_000);
  });

  it('has every book on the shelf before anyone asks for it', async () => {
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from rent_records r join books b on b.unique_id = r.book_id
      where b.created_at >= r.requested_at`.execute(api.db);
    expect(rows[0]!.n).toBe(0);
    expect(await api.db.selectFrom('rent_records').select('id').execute()).not.toHaveLength(0);
  });
});

describe('accounts', () => {
  it('makes the demo admin with the published password, before any member joined', async () => {
    const admins = await api.db.selectFrom('admins').selectAll().execute();
    expect(admins.map((a) => a.email)).toEqual([DEMO_ADMIN.email]);
    const { rows } = await sql<{ first: Date }>`select min(created_at) as first from users`.execute(
      api.db
    );
    expect(admins[0]!.created_at.getTime()).toBeLessThan(rows[0]!.first.getTime());
    const check = await verifyPassword(admins[0]!.password_hash, DEMO_ADMIN.password);
    expect(check.ok).toBe(true);
    expect((await verifyPassword(admins[0]!.password_hash, 'wrong password')).ok).toBe(false);
  });

  it('makes Rahim and Nusrat verified members with Bangla names and an active year', async () => {
    for (const account of [RAHIM, NUSRAT]) {
      const user = await api.db
        .selectFrom('users')
        .selectAll()
        .where('email', '=', account.email)
        .executeTakeFirstOrThrow();
      expect(user.name).toBe(account.name);
      expect(hasBangla(user.name)).toBe(true);
      expect(hasBangla(user.permanent_address) && hasBangla(user.current_address)).toBe(true);
      expect(user.mobile).toMatch(/^\+8801[3-9][0-9]{8}$/);
      expect(user.email_verified).toBe(true);
      expect((await verifyPassword(user.password_hash, account.password)).ok).toBe(true);

      const membership = await api.db
        .selectFrom('memberships')
        .selectAll()
        .where('user_id', '=', user.unique_id)
        .executeTakeFirstOrThrow();
      expect(membership.expires_at.getTime() - membership.started_at.getTime()).toBe(365 * DAY);
      expect(membership.expires_at.getTime()).toBeGreaterThan(now().getTime());

      const payments = await api.db
        .selectFrom('accepted_payments')
        .selectAll()
        .where('user_id', '=', user.unique_id)
        .execute();
      expect(payments.some((p) => p.exp_date.getTime() === membership.expires_at.getTime())).toBe(
        true
      );
      for (const p of payments) {
        expect(p.amount).toBe(api.config.membershipFeeTaka);
        expect(p.transaction_id).toMatch(/^DEMO\d+$/);
      }
    }
  });

  it('uses only pathagar.demo addresses', async () => {
    const emails = [
      ...(await api.db.selectFrom('users').select('email').execute()).map((r) => r.email),
      ...(await api.db.selectFrom('admins').select('email').execute()).map((r) => r.email),
      ...(await api.db.selectFrom('donations').select('email').execute()).map((r) => r.email),
      ...(await api.db.selectFrom('donation_requests').select('email').execute()).map(
        (r) => r.email
      ),
      ...(await api.db.selectFrom('team_members').select('email').execute()).map((r) => r.email),
    ].filter((email): email is string => email !== null);
    expect(emails.length).toBeGreaterThan(10);
    for (const email of emails) expect(email).toMatch(/^[a-z]+@pathagar\.demo$/);
  });

  it('shows no member as "member since" after their first loan, nor paying before joining', async () => {
    // What /membership shows as "member since" is the membership's start.
    const { rows } = await sql<{ email: string; joined: Date; since: Date; first_loan: Date }>`
      select u.email, u.created_at as joined, m.started_at as since,
        (select min(requested_at) from rent_records r where r.user_id = u.unique_id) as first_loan
      from users u join memberships m on m.user_id = u.unique_id`.execute(api.db);
    expect(rows.length).toBe(5);
    for (const row of rows) {
      expect(row.joined.getTime(), row.email).toBeLessThan(row.since.getTime());
      if (row.first_loan)
        expect(row.since.getTime(), row.email).toBeLessThan(row.first_loan.getTime());
    }
    // Rahim, who borrows from months ago, has been a member for months (not since today).
    const rahim = rows.find((r) => r.email === RAHIM.email)!;
    expect(now().getTime() - rahim.since.getTime()).toBeGreaterThan(90 * DAY);
    const { rows: early } = await sql<{ n: number }>`
      select count(*)::int as n from accepted_payments p join users u on u.unique_id = p.user_id
      where p.approved_at <= u.created_at`.execute(api.db);
    expect(early[0]!.n).toBe(0);
  });

  it('keeps a renewed member’s earlier, expired payment', async () => {
    const { rows } = await sql<{ n: number; expired: number }>`
      select count(*)::int as n, count(*) filter (where exp_date < now())::int as expired
      from accepted_payments group by user_id order by n desc limit 1`.execute(api.db);
    expect(rows[0]).toEqual({ n: 2, expired: 1 });
  });

  it('covers every membership state: active, expired and a pending application', async () => {
    const t = now();
    const memberships = await api.db.selectFrom('memberships').selectAll().execute();
    expect(memberships.some((m) => m.expires_at > t)).toBe(true);
    expect(memberships.some((m) => m.expires_at < t)).toBe(true);
    const applications = await api.db.selectFrom('membership_applications').selectAll().execute();
    expect(applications).toHaveLength(1);
    expect(memberships.map((m) => m.user_id)).not.toContain(applications[0]!.user_id);
  });
});

describe('lending history', () => {
  it('has confirmed reads with their steps in order, all in the past', async () => {
    const reads = await api.db
      .selectFrom('rent_records')
      .selectAll()
      .where('status', '=', 'readed')
      .execute();
    expect(reads.length).toBeGreaterThanOrEqual(10);
    for (const r of reads) {
      const steps = [
        r.requested_at,
        r.approved_at,
        r.received_at,
        r.returned_at,
        r.confirmed_at,
      ].map((d) => d!.getTime());
      expect(steps).toEqual([...steps].sort((a, b) => a - b));
      expect(steps[4]!).toBeLessThanOrEqual(now().getTime());
      expect(r.serial_number).not.toBeNull();
    }
  });

  it('ranks several readers and makes some books popular', async () => {
    const { rows: readers } = await sql<{ user_id: number; n: number }>`
      select user_id, count(*)::int as n from rent_records where status = 'readed'
      group by user_id order by n desc`.execute(api.db);
    expect(readers.length).toBeGreaterThanOrEqual(4);
    const rahim = await api.db
      .selectFrom('users')
      .select('unique_id')
      .where('email', '=', RAHIM.email)
      .executeTakeFirstOrThrow();
    expect(readers[0]!.user_id).toBe(rahim.unique_id);

    const { rows: popular } = await sql<{ bookname: string; n: number }>`
      select bookname, count(*)::int as n from rent_records where status = 'readed'
      group by bookname order by n desc limit 1`.execute(api.db);
    expect(popular[0]).toEqual({ bookname: 'পথের পাঁচালী', n: 4 });
  });

  it('gives Rahim a read this month in club time', async () => {
    const latest = await api.db
      .selectFrom('rent_records')
      .innerJoin('users', 'users.unique_id', 'rent_records.user_id')
      .select('rent_records.confirmed_at')
      .where('users.email', '=', RAHIM.email)
      .where('status', '=', 'readed')
      .orderBy('rent_records.confirmed_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(clubDate(latest.confirmed_at!, 0).slice(0, 7)).toBe(clubDate(now(), 0).slice(0, 7));
  });

  it('has one overdue pickup for Rahim and one pending request for Nusrat', async () => {
    const open = await api.db
      .selectFrom('rent_records')
      .innerJoin('users', 'users.unique_id', 'rent_records.user_id')
      .select(['users.email', 'status', 'return_day', 'serial_number'])
      .where('status', 'in', ['pending', 'approved', 'Received', 'Returned'])
      .execute();
    const t = now();
    const overdue = open.filter(
      (r) => (r.status === 'Received' || r.status === 'approved') && r.return_day! < t
    );
    expect(overdue.map((r) => [r.email, r.status])).toEqual([[RAHIM.email, 'Received']]);
    const pending = open.filter((r) => r.status === 'pending');
    expect(pending.map((r) => [r.email, r.serial_number])).toEqual([[NUSRAT.email, null]]);
    // Each state the member and admin screens show.
    expect(new Set(open.map((r) => r.status))).toEqual(
      new Set(['pending', 'approved', 'Received', 'Returned'])
    );
  });

  it('lends only copies of the right book and leaves one title out of stock', async () => {
    const { rows } = await sql<{ ok: boolean }>`
      select bool_and(c.book_id = r.book_id) as ok from rent_records r
      join book_copies c on c.serial_number = r.serial_number`.execute(api.db);
    expect(rows[0]!.ok).toBe(true);
    const { rows: outOfStock } = await sql<{ bookname_en: string }>`
      select b.bookname_en from books b
      where (select count(*) from book_copies c where c.book_id = b.unique_id) =
            (select count(*) from rent_records r where r.book_id = b.unique_id
             and r.status in ('approved', 'Received', 'Returned'))`.execute(api.db);
    expect(outOfStock.map((r) => r.bookname_en)).toEqual(['Jochona O Jononir Golpo']);
  });

  it('adds the rank settings row with its defaults', async () => {
    const settings = await api.db.selectFrom('rank_settings').selectAll().execute();
    expect(settings).toHaveLength(1);
    expect(settings[0]).toMatchObject({ hide_rank_list: false, filter_value: 0 });
    expect(settings[0]!.filter_unit).toBe('months');
  });
});

describe('content', () => {
  it('has notices in several categories, one explaining the demo in both languages', async () => {
    const notices = await api.db
      .selectFrom('notices')
      .selectAll()
      .orderBy('created_at', 'desc')
      .execute();
    expect(notices.length).toBeGreaterThanOrEqual(6);
    const categories = new Set(notices.map((n) => n.category));
    expect(categories.size).toBeGreaterThanOrEqual(5);
    for (const category of categories) expect(enums.notices).toContain(category);
    expect(notices.some((n) => n.image_key === null)).toBe(true);
    expect(notices.some((n) => n.image_key !== null)).toBe(true);

    const demo = notices[0]!;
    expect(demo.notice_title_en).toMatch(/demo/i);
    expect(demo.notice_title).toContain('ডেমো');
    expect(demo.description_en).toContain(RAHIM.email);
    expect(demo.description_en).toContain(RAHIM.password);
    expect(demo.description_en).toContain(DEMO_ADMIN.password);
    expect(demo.description).toContain(DEMO_ADMIN.email);
  });

  it('has two past and two upcoming events in club time, with posters', async () => {
    const events = await api.db.selectFrom('events').selectAll().execute();
    const today = clubDate(now(), 0);
    expect(events).toHaveLength(4);
    expect(events.filter((e) => e.event_date < today)).toHaveLength(2);
    expect(events.filter((e) => e.event_date > today)).toHaveLength(2);
    for (const event of events) {
      expect(event.event_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(event.event_time).toMatch(/^([01][0-9]|2[0-3]):[0-5][0-9]$/);
      expect(jpegSize((await readUpload(api, event.image_key))!)).toEqual({
        width: 640,
        height: 400,
      });
    }
  });

  it('has four blogs, some long enough to be cut on the list', async () => {
    const blogs = await api.db.selectFrom('blogs').selectAll().execute();
    expect(blogs).toHaveLength(4);
    const words = (text: string) => text.split(/\s+/).length;
    expect(blogs.filter((b) => words(b.content_en) > 60).length).toBeGreaterThanOrEqual(2);
    expect(blogs.some((b) => words(b.content_en) <= 60)).toBe(true);
    for (const blog of blogs)
      expect(hasBangla(blog.content) && hasBangla(blog.author_name)).toBe(true);
  });

  it('has five gallery items with one to five images each', async () => {
    const images = await api.db.selectFrom('gallery_images').selectAll().execute();
    const items = await api.db.selectFrom('gallery_items').select('unique_id').execute();
    expect(items).toHaveLength(5);
    const perItem = items.map(({ unique_id }) =>
      images
        .filter((i) => i.item_id === unique_id)
        .map((i) => i.position)
        .sort()
    );
    expect(perItem.map((p) => p.length).sort()).toEqual([1, 2, 3, 4, 5]);
    for (const positions of perItem) expect(positions).toEqual(positions.map((_, i) => i));
    for (const image of images) {
      expect(image.image_key).toMatch(/^gallery\//);
      expect(jpegSize((await readUpload(api, image.image_key))!)).toEqual({
        width: 640,
        height: 420,
      });
    }
  });

  it('has a team in all four roles, campus for ambassadors only, contacts for some', async () => {
    const team = await api.db.selectFrom('team_members').selectAll().execute();
    expect(team.length).toBeGreaterThanOrEqual(8);
    expect(new Set(team.map((m) => m.role))).toEqual(new Set(enums.roles));
    for (const member of team) {
      expect(member.campus !== null).toBe(member.role === 'Campus Ambassadors');
    }
    for (const role of enums.roles) {
      const serials = team.filter((m) => m.role === role).map((m) => m.serial);
      expect(serials.sort()).toEqual(serials.map((_, i) => i + 1));
    }
    expect(team.some((m) => m.email) && team.some((m) => !m.email)).toBe(true);
    expect(team.some((m) => m.phone) && team.some((m) => !m.phone)).toBe(true);
    expect(team.some((m) => m.image_key) && team.some((m) => !m.image_key)).toBe(true);
    for (const m of team) if (m.phone) expect(m.phone).toMatch(/^\+?[0-9]{6,15}$/);
  });

  it('writes the membership fee in Bangla digits in Bangla texts', async () => {
    const fee = await api.db
      .selectFrom('notices')
      .select(['description', 'description_en'])
      .where('notice_title_en', '=', 'Membership fee and renewal')
      .executeTakeFirstOrThrow();
    expect(fee.description).toContain('বার্ষিক সদস্য ফি ১০০ টাকা');
    expect(fee.description_en).toContain('fee is 100 Taka');
    const faqs = await api.db.selectFrom('faqs').select(['answer', 'answer_bn']).execute();
    expect(faqs.some((f) => f.answer_bn?.includes('ফি ১০০ টাকা'))).toBe(true);
    for (const faq of faqs) expect(faq.answer_bn).not.toMatch(/[0-9]/);
  });

  it('has six FAQs in English and Bangla, and a bilingual mission', async () => {
    const faqs = await api.db.selectFrom('faqs').selectAll().execute();
    expect(faqs).toHaveLength(6);
    for (const faq of faqs) {
      expect(hasBangla(faq.question_bn ?? '') && hasBangla(faq.answer_bn ?? '')).toBe(true);
      expect(hasBangla(faq.question) || hasBangla(faq.answer)).toBe(false);
    }
    const mission = await api.db.selectFrom('mission').selectAll().executeTakeFirstOrThrow();
    expect(hasBangla(mission.mission)).toBe(true);
    expect(mission.mission).toContain('Book Day');
  });

  it('stores every picture it refers to, and nothing else', async () => {
    const { rows } = await sql<{ key: string }>`
      select image_key as key from books union all select image_key from users
      union all select image_key from notices union all select image_key from events
      union all select image_key from blogs union all select image_key from gallery_images
      union all select image_key from team_members`.execute(api.db);
    const keys = rows.map((r) => r.key).filter(Boolean);
    expect((await allUploads(api)).sort()).toEqual([...keys].sort());
    for (const key of keys) expect(key).toMatch(/\.jpg$/);
  });
});

describe('text', () => {
  it('stores every text NFC-normalised and trimmed', async () => {
    const { rows: columns } = await sql<{ table_name: string; column_name: string }>`
      select table_name, column_name from information_schema.columns
      where table_schema = 'public' and data_type = 'text'
        and table_name not like 'kysely_%'
        -- Generated columns are derived, not stored input (books.search_key is padded with
        -- blanks on purpose, so that word starts can be matched).
        and is_generated = 'NEVER'`.execute(api.db);
    let checked = 0;
    for (const { table_name, column_name } of columns) {
      const { rows } = await sql<{ value: string | null }>`
        select ${sql.ref(column_name)} as value from ${sql.table(table_name)}`.execute(api.db);
      for (const { value } of rows) {
        if (value === null) continue;
        checked++;
        expect(value, `${table_name}.${column_name}`).toBe(value.normalize('NFC').trim());
      }
    }
    expect(checked).toBeGreaterThan(500);
  });
});

describe('seeding again', { timeout: 180_000 }, () => {
  it('writes nothing on a database that holds data, and says why', async () => {
    const before = await tableCounts(api);
    const files = await allUploads(api);
    const again = await seedDemo(api.app.services, { withDemoAdmin: true });
    expect(again).toMatch(/^skipped: the database already holds \d+ users, \d+ books/);
    expect(await tableCounts(api)).toEqual(before);
    expect(await allUploads(api)).toEqual(files);
  });

  it('reports what the first run wrote', () => {
    expect(summary).toMatch(/^\d+ books \(\d+ copies in \d+ categories\), 6 members, /);
    expect(summary).toContain(`demo admin ${DEMO_ADMIN.email}`);
  });

  it('counts only real data as data: an admin alone does not count', async () => {
    expect(await existingData(api.db)).toContain('6 users');
    const empty = await createTestApi();
    try {
      await empty.db
        .insertInto('admins')
        .values({ email: 'first@example.com', password_hash: 'x' })
        .execute();
      expect(await existingData(empty.db)).toEqual([]);
    } finally {
      await empty.close();
    }
  });
});
