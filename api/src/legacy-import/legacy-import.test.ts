import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { itOnEmptyTables as it } from '../../test/helpers/api-test';
import type { TestApi } from '../../test/helpers/app';
import { LEGACY_PASSWORDS, RENT, writeRealisticExport } from './fixture';
import { formatReport, type ImportReport } from './report';
import { importLegacy } from './run';

let work: string;
let exportDir: string;
let uploadsDir: string;

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'pathagar-legacy-'));
  ({ exportDir, uploadsDir } = await writeRealisticExport(work));
});
afterAll(() => rm(work, { recursive: true, force: true }));

const run = (api: TestApi, options: { dryRun?: boolean; uploads?: boolean } = {}) =>
  importLegacy({
    db: api.db,
    dir: exportDir,
    uploadsFrom: options.uploads === false ? null : uploadsDir,
    uploadsRoot: path.join(api.config.dataDir, 'uploads'),
    dryRun: options.dryRun ?? false,
    membershipDays: 365,
  });

const TABLES = [
  'admins',
  'users',
  'books',
  'book_copies',
  'rent_records',
  'memberships',
  'membership_applications',
  'donation_requests',
  'donations',
  'notices',
  'blogs',
  'gallery_items',
  'gallery_images',
  'events',
  'team_members',
  'mission',
  'faqs',
  'rank_settings',
] as const;

/** Every imported table's rows, to compare runs. */
async function snapshot(api: TestApi) {
  const out: Record<string, unknown[]> = {};
  for (const table of TABLES) {
    out[table] = (await sql`select * from ${sql.table(table)}`.execute(api.db)).rows
      .map((r) => JSON.stringify(r))
      .sort();
  }
  return out;
}

async function uploadedFiles(api: TestApi): Promise<string[]> {
  const root = path.join(api.config.dataDir, 'uploads');
  if (!existsSync(root)) return [];
  return (await readdir(root, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
    .sort();
}

const byName = (report: ImportReport, name: string) =>
  report.collections.find((c) => c.name === name)!;
const skipped = (report: ImportReport, name: string) =>
  Object.fromEntries([...byName(report, name).skipped].map(([k, v]) => [k, v.count]));

describe('legacy import of a realistic export (BSON, canonical and relaxed Extended JSON)', () => {
  it('a dry run reports what it would do and writes nothing', async ({ api }) => {
    const before = await snapshot(api);
    const report = await run(api, { dryRun: true });
    expect(report.dryRun).toBe(true);
    expect(byName(report, 'users').imported).toBe(4);
    expect(byName(report, 'rentbooks').imported).toBe(7);
    expect(await snapshot(api)).toEqual(before);
    expect(await uploadedFiles(api)).toEqual([]);
    expect(formatReport(report)).toContain('DRY RUN');
  });

  it('imports every collection, skips with reasons, and counts every document', async ({ api }) => {
    const report = await run(api);
    const formats = Object.fromEntries(report.collections.map((c) => [c.name, c.format]));
    expect(formats).toMatchObject({
      users: 'bson',
      books: 'json-array',
      rentbooks: 'json-lines',
      ranksettings: 'json-lines',
    });
    // every document read is imported, already present or skipped with a reason
    for (const c of report.collections) {
      expect(c.imported + c.present + c.skippedCount, c.name).toBe(c.read);
    }
    expect(byName(report, 'singupadmins')).toMatchObject({ read: 3, imported: 1 });
    expect(byName(report, 'memberships').imported).toBe(1);
    // Why each skipped document was skipped, collection by collection.
    const reasons = {
      singupadmins: { 'duplicate e-mail': 1, 'invalid e-mail': 1 },
      users: {
        'invalid e-mail': 1,
        'duplicate e-mail': 1,
        'duplicate uniqueId': 1,
        'invalid uniqueId (not 10000–99999)': 1,
      },
      books: { 'duplicate uniqueId': 1, 'invalid uniqueId (not 100000–999999)': 1 },
      rentbooks: {
        'broken reference: no such book': 1,
        'broken reference: no such user': 1,
        'unknown status': 1,
        'another open request or loan of the same book by the same member': 1,
        'duplicate rentId': 1,
        'invalid rentId (not a UUID)': 1,
      },
      activeaccounts: {
        'broken reference: no such user': 1,
        'duplicate for the same user': 1,
        'Status is not "active"': 1,
      },
      donations: { 'invalid e-mail': 1 },
      donationdetails: { 'ammount is not a positive number': 1 },
      events: { 'eventTime is not a time': 1 },
      teams: { 'unknown role': 1 },
      faqs: { 'missing question or answer': 1 },
    };
    const found = Object.keys(reasons).map((name) => [name, skipped(report, name)]);
    expect(Object.fromEntries(found)).toEqual(reasons);
    // legacy fields with no place here are named, not dropped silently
    const userNotes = [...byName(report, 'users').notes.keys()];
    for (const field of ['linkedinId', 'batch', 'id', 'designation']) {
      expect(userNotes).toContain(`field not carried over: ${field}`);
    }
    expect(userNotes).not.toContain('field not carried over: email');
    for (const name of ['notices', 'blogs', 'galleries', 'missions', 'ranksettings']) {
      expect(byName(report, name).imported, name).toBeGreaterThan(0);
    }
    // pictures: found ones copied (one file per content), missing or non-images reported
    expect(report.missingImages).toEqual([
      '1699999999998.jpg',
      '1699999999999.jpg',
      '1700000000004.jpg',
      'gone.jpg',
    ]);
    expect(await uploadedFiles(api)).toHaveLength(report.copiedImages);
    expect(formatReport(report)).toMatch(
      /rentbooks \(json-lines\): 13 read, 7 imported, 0 already present, 6 skipped/
    );
  });

  it('legacy bcrypt hashes log in through the real login endpoints and are upgraded', async ({
    api,
  }) => {
    await run(api);
    const { rahim, karim, admin } = LEGACY_PASSWORDS;
    const wrong = await api.call('POST', '/Singup/login', {
      json: { email: rahim.email, password: 'not it' },
    });
    expect(wrong.status).toBe(401);
    for (const member of [rahim, karim]) {
      const ok = await api.call('POST', '/Singup/login', {
        json: { email: member.email.toUpperCase(), password: member.password },
      });
      expect(ok.status, member.email).toBe(200);
      const row = await api.db
        .selectFrom('users')
        .select('password_hash')
        .where('email', '=', member.email)
        .executeTakeFirstOrThrow();
      expect(row.password_hash).toMatch(/^\$argon2id\$/);
      const again = await api.call('POST', '/Singup/login', { json: member });
      expect(again.status).toBe(200);
    }
    // the legacy user id is the account's id: the token opens that profile
    const login = await api.call('POST', '/Singup/login', { json: rahim });
    const profile = await api.call('GET', '/Singup/Profile', {
      token: login.body.access_token,
      query: { email: rahim.email },
    });
    expect(profile.status).toBe(200);
    expect(profile.body[0]).toMatchObject({ uniqueId: 10001, name: 'রহিম উদ্দিন' });

    const adminLogin = await api.call('POST', '/SingUpAdmin/login', { json: admin });
    expect(adminLogin.status).toBe(200);
    const adminRow = await api.db
      .selectFrom('admins')
      .select('password_hash')
      .executeTakeFirstOrThrow();
    expect(adminRow.password_hash).toMatch(/^\$argon2id\$/);
    // an account imported without a hash cannot log in with any password
    const nopass = await api.call('POST', '/Singup/login', {
      json: { email: 'nopass@club.example', password: '!legacy-import-no-password' },
    });
    expect(nopass.status).toBe(401);
  });

  it('keeps ids and maps statuses; stock comes from the loans', async ({ api, admin }) => {
    await run(api);
    const loans = await api.db
      .selectFrom('rent_records')
      .select([
        'rent_id',
        'status',
        'serial_number',
        'user_id',
        'book_id',
        'return_day',
        'username',
      ])
      .execute();
    const loan = (id: string) => loans.find((l) => l.rent_id === id)!;
    expect(loan(RENT.read)).toMatchObject({ status: 'readed', user_id: 10001, book_id: 100001 });
    // a read of a deleted book still counts for its reader (our schema keeps such history)
    expect(loan(RENT.readDeleted)).toMatchObject({
      status: 'readed',
      user_id: 10001,
      book_id: null,
    });
    // the export's username was a stale address: the member's own e-mail is what we write to
    expect(loan(RENT.received)).toMatchObject({
      status: 'Received',
      serial_number: '1001',
      username: 'karim@club.example',
    });
    expect(loan(RENT.approved)).toMatchObject({ status: 'approved', serial_number: '2001' });
    expect(loan(RENT.approved).return_day).toBeInstanceOf(Date);
    // Gitanjali listed one serial but had two copies out: a second copy was numbered
    expect(loan(RENT.returned)).toMatchObject({ status: 'Returned', serial_number: '100002001' });
    expect(loan(RENT.pending)).toMatchObject({ status: 'pending', serial_number: null });

    const books = await api.call('GET', '/Singup/Allbooks');
    expect(books.status).toBe(200);
    const book = (id: number) => books.body.find((b: any) => b.uniqueId === id);
    // owned copies from serialNumbers, free ones from the open loans — never legacy totalbooks
    expect(book(100001)).toMatchObject({
      bookname: 'পথের পাঁচালী',
      booktype: 'উপন্যাস',
      totalbooks: 2,
      availableCopies: 1,
      serialNumbers: ['1001', '1002'],
    });
    expect(book(100002)).toMatchObject({ totalbooks: 2, availableCopies: 0 });
    expect(book(100003)).toMatchObject({ booktype: 'অন্যান্য', totalbooks: 2, availableCopies: 2 });
    expect(book(100004)).toMatchObject({ booktype: 'শিশুসাহিত্য', serialNumbers: ['4001'] });

    // pictures: a copied cover is served; a missing one is left as a missing image
    const cover = await api.app.inject({ url: new URL(book(100001).imgUrl).pathname });
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toBe('image/jpeg');
    const gone = await api.app.inject({ url: new URL(book(100002).imgUrl).pathname });
    expect(gone.statusCode).toBe(404);

    // memberships: "active" accounts are members, the fork's endDate kept
    const members = await api.db
      .selectFrom('memberships')
      .select(['user_id', 'expires_at'])
      .orderBy('user_id')
      .execute();
    expect(members.map((m) => m.user_id)).toEqual([10001, 10002, 10005]);
    expect(members[2]!.expires_at.toISOString()).toBe('2027-03-01T06:00:00.000Z');
    const verified = await api.db
      .selectFrom('users')
      .select(['unique_id', 'email_verified', 'email'])
      .orderBy('unique_id')
      .execute();
    expect(verified).toEqual([
      { unique_id: 10001, email_verified: true, email: 'rahim@club.example' },
      { unique_id: 10002, email_verified: true, email: 'karim@club.example' },
      { unique_id: 10005, email_verified: false, email: 'sadia@club.example' },
      { unique_id: 10006, email_verified: true, email: 'nopass@club.example' },
    ]);

    // every imported record reads back through its contract operation (responses are validated)
    const token = admin.token;
    for (const url of [
      '/SingUpAdmin/allNotice',
      '/SingUpAdmin/allEvent',
      '/SingUpAdmin/getblogs',
      '/SingUpAdmin/allPhotoGallery',
      '/SingUpAdmin/allTeamMembers',
      '/SingUpAdmin/allFaqs',
      '/SingUpAdmin/mission',
      '/SingUpAdmin/rank-settings',
      '/SingUpAdmin/top-readers',
      '/SingUpAdmin/requestDonationDetails',
      '/Singup/Alluserprofile',
      '/Singup/requestmemberships',
      '/ext/books',
    ]) {
      const res = await api.call('GET', url, { token });
      expect(res.status, url).toBe(200);
    }
    // Imported books carry their search keys: romanised Bangla finds the Bangla title.
    const found = await api.call('GET', '/ext/books', { query: { q: 'pother pachali' } });
    expect(found.body.items.map((b: any) => b.bookname)).toContain('পথের পাঁচালী');
    const events = await api.call('GET', '/SingUpAdmin/allEvent');
    expect(JSON.stringify(events.body)).toContain('16:30');
    const top = await api.call('GET', '/SingUpAdmin/top-readers');
    const rahim = (top.body.readers as any[]).find((r) => r.userId === 10001);
    expect(rahim).toMatchObject({ totalBooksRead: 3 });
  });

  it('is idempotent: a second run changes nothing and says so', async ({ api }) => {
    await run(api);
    const first = await snapshot(api);
    const files = await uploadedFiles(api);
    const second = await run(api);
    expect(await snapshot(api)).toEqual(first);
    expect(await uploadedFiles(api)).toEqual(files);
    expect(second.copiedImages).toBe(0);
    for (const c of second.collections) expect(c.imported, c.name).toBe(0);
    expect(byName(second, 'users').present).toBe(4);
    expect(byName(second, 'rentbooks').present).toBe(7);
    expect(byName(second, 'books').present).toBe(4);
  });

  it('without --uploads every picture is reported missing, and records still import', async ({
    api,
  }) => {
    const report = await run(api, { uploads: false });
    expect(report.copiedImages).toBe(0);
    expect(report.missingImages).toContain('1700000000001.jpg');
    expect(byName(report, 'books').imported).toBe(4);
    const users = await api.db.selectFrom('users').select('image_key').execute();
    expect(users.every((u) => u.image_key === null)).toBe(true);
  });

  it('is all-or-nothing: a failure in a late collection leaves nothing behind', async ({ api }) => {
    // a constraint the FAQs break makes the last collection fail after all the others ran
    await sql`alter table faqs add constraint legacy_test_block check (question <> 'How do I borrow a book?')`.execute(
      api.db
    );
    try {
      await expect(run(api)).rejects.toThrow(/legacy_test_block/);
      const counts = await api.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(counts.n)).toBe(0);
      expect(await api.db.selectFrom('books').selectAll().execute()).toEqual([]);
    } finally {
      await sql`alter table faqs drop constraint legacy_test_block`.execute(api.db);
    }
  });
});
