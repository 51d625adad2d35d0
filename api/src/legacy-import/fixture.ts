import { randomBytes, randomUUID } from 'node:crypto';
import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import bcrypt from 'bcryptjs';
import { BSON, EJSON, Int32, Long, ObjectId } from 'bson';

/**
 * Builds legacy exports as the old server's MongoDB would have them (legacy-api.md §3): the
 * realistic one the tests import, with every collection, every file format and the problems a
 * real export has, and large clean ones for the benchmark.
 */

export type FileFormat = 'bson' | 'canonical-array' | 'relaxed-lines' | 'relaxed-array';
type Doc = Record<string, unknown>;

const COVER = path.resolve(import.meta.dirname, '../../seed/pictures/covers/pather-panchali.jpg');
/** A 1×1 PNG, for a file that is a PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64'
);

/** An ObjectId whose time is `at`, as mongod would have made it then. */
function oid(at: Date): ObjectId {
  const seconds = Math.floor(at.getTime() / 1000)
    .toString(16)
    .padStart(8, '0');
  return new ObjectId(seconds + randomBytes(8).toString('hex'));
}

export async function writeCollection(
  dir: string,
  name: string,
  docs: Doc[],
  format: FileFormat
): Promise<void> {
  await mkdir(dir, { recursive: true });
  if (format === 'bson') {
    await writeFile(
      path.join(dir, `${name}.bson`),
      Buffer.concat(docs.map((d) => BSON.serialize(d)))
    );
    return;
  }
  const relaxed = format !== 'canonical-array';
  const lines = docs.map((d) => EJSON.stringify(d, { relaxed }));
  const body = format === 'relaxed-lines' ? lines.join('\n') + '\n' : `[${lines.join(',\n')}]\n`;
  await writeFile(path.join(dir, `${name}.json`), body);
}

const UPLOAD = (name: string) => `http://localhost:5000/uploads/${name}`;
const day = (iso: string) => new Date(`${iso}T06:00:00Z`);

/** The passwords of the realistic export's bcrypt hashes, for login tests. */
export const LEGACY_PASSWORDS = {
  admin: { email: 'librarian@club.example', password: 'legacy-admin-pass' },
  rahim: { email: 'rahim@club.example', password: 'rahim-legacy-1' },
  karim: { email: 'karim@club.example', password: 'karim-legacy-2' },
} as const;

/** Rent ids of the realistic export, by what the tests look at. */
export const RENT = {
  read: '3b241101-e2bb-4255-8caf-4136c566a962',
  received: '6ec0bd7f-11c0-43da-975e-2a8ad9ebae0b',
  approved: 'c9a646d3-9c61-4cb7-bfcd-ee2522c8f633',
  returned: 'a3bb189e-8bf9-4888-9912-ace4e6543002',
  pending: '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed',
  read2: 'f47ac10b-58cc-4372-a567-0e02b2c3d479',
  readDeleted: '9c5b94b1-35ad-49bb-b118-8e8fc24abf80',
} as const;

/**
 * The realistic export, in the test's folder: `<dir>/export` (one file per collection, in BSON,
 * canonical and relaxed Extended JSON, arrays and lines) and `<dir>/uploads` (the old server's
 * uploads folder, where some of the pictures the records name are missing).
 */
export async function writeRealisticExport(
  dir: string
): Promise<{ exportDir: string; uploadsDir: string }> {
  const exportDir = path.join(dir, 'export');
  const uploadsDir = path.join(dir, 'uploads');
  await mkdir(uploadsDir, { recursive: true });
  await copyFile(COVER, path.join(uploadsDir, '1700000000001.jpg'));
  await copyFile(COVER, path.join(uploadsDir, '1700000000002.jpg'));
  await writeFile(path.join(uploadsDir, '1700000000003.png'), PNG);
  await writeFile(path.join(uploadsDir, '1700000000004.jpg'), 'not a picture at all');

  const hash = (password: string) => bcrypt.hashSync(password, 10);
  const { admin, rahim, karim } = LEGACY_PASSWORDS;
  const t0 = day('2024-01-10');

  await writeCollection(
    exportDir,
    'singupadmins',
    [
      { _id: oid(t0), email: admin.email, password: hash(admin.password), __v: 0 },
      { _id: oid(t0), email: 'LIBRARIAN@club.example', password: hash('other'), __v: 0 },
      { _id: oid(t0), email: 'not an address', password: hash('x'), __v: 0 },
    ],
    'relaxed-lines'
  );

  await writeCollection(
    exportDir,
    'users',
    [
      {
        _id: oid(day('2024-02-01')),
        uniqueId: new Int32(10001),
        name: 'রহিম উদ্দিন',
        email: 'Rahim@Club.example',
        mobile: '01711000001',
        permanentAddress: 'কুমিল্লা',
        currentAddress: 'ঢাকা',
        password: hash(rahim.password),
        image: UPLOAD('1700000000002.jpg'),
        __v: 0,
      },
      {
        _id: oid(day('2024-02-03')),
        uniqueId: 10002,
        name: 'Karim Ahmed',
        email: karim.email,
        mobile: '01711000002',
        permanentAddress: 'Sylhet',
        currentAddress: 'Dhaka',
        password: hash(karim.password),
        image: UPLOAD('1699999999999.jpg'),
      },
      {
        _id: oid(day('2024-02-04')),
        uniqueId: 10003,
        name: 'No Mail',
        email: 'not-an-email',
        mobile: '01711000003',
        password: hash('whatever'),
      },
      {
        _id: oid(day('2024-02-05')),
        uniqueId: 10004,
        name: 'Rahim again',
        email: 'RAHIM@club.example',
        mobile: '01711000004',
        password: hash('whatever'),
      },
      {
        _id: oid(day('2024-02-06')),
        uniqueId: 10001,
        name: 'Duplicate id',
        email: 'dup@club.example',
      },
      {
        _id: oid(day('2024-03-01')),
        uniqueId: Long.fromNumber(10005),
        name: 'সাদিয়া',
        email: 'sadia@club.example',
        mobile: '01711000005',
        permanentAddress: 'রাজশাহী',
        currentAddress: 'ঢাকা',
        password: hash('sadia-legacy-5'),
        emailVerified: false,
        designation: 'unverified',
        linkedinId: 'https://linkedin.example/sadia',
        batch: '2019',
        id: 'CSE-19-042',
        startDate: day('2024-03-01'),
        endDate: day('2027-03-01'),
      },
      {
        _id: oid(day('2024-03-02')),
        uniqueId: 10006,
        name: 'Nopass',
        email: 'nopass@club.example',
        mobile: '01711000006',
      },
      { _id: oid(day('2024-03-03')), uniqueId: 999, name: 'Bad id', email: 'badid@club.example' },
    ],
    'bson'
  );

  await writeCollection(
    exportDir,
    'books',
    [
      {
        _id: oid(day('2024-01-15')),
        uniqueId: 100001,
        bookname: 'পথের পাঁচালী',
        authorname: 'বিভূতিভূষণ বন্দ্যোপাধ্যায়',
        aboutbook: 'অপু ও দুর্গার শৈশব',
        booktype: 'Novel',
        totalbooks: 1,
        serialNumbers: [1001, 1002],
        imgUrl: UPLOAD('1700000000001.jpg'),
      },
      {
        _id: oid(day('2024-01-16')),
        uniqueId: 100002,
        bookname: 'Gitanjali',
        authorname: 'Rabindranath Tagore',
        aboutbook: 'Song offerings',
        booktype: 'কবিতা',
        totalbooks: 0,
        serialNumbers: ['2001'],
        imgUrl: UPLOAD('1699999999998.jpg'),
      },
      {
        _id: oid(day('2024-01-17')),
        uniqueId: 100003,
        bookname: 'A Brief History of Time',
        authorname: 'Stephen Hawking',
        booktype: 'Science Fiction',
        totalbooks: 2,
        imgUrl: UPLOAD('1700000000003.png'),
      },
      {
        _id: oid(day('2024-01-18')),
        uniqueId: 100004,
        bookname: 'দেবদাস',
        authorname: 'শরৎচন্দ্র চট্টোপাধ্যায়',
        booktype: "Children's Literature",
        totalbooks: 3,
        serialNumbers: ['1001', '4001', 'A-7'],
        imgUrl: UPLOAD('1700000000004.jpg'),
      },
      { _id: oid(day('2024-01-19')), uniqueId: 100001, bookname: 'Duplicate', booktype: 'Novel' },
      { _id: oid(day('2024-01-20')), uniqueId: 12, bookname: 'Bad id', booktype: 'Novel' },
    ],
    'canonical-array'
  );

  const loan = (
    rentId: string,
    userId: number,
    bookId: number,
    status: string,
    date: string,
    returnDay?: string
  ): Doc => ({
    _id: oid(day(date)),
    rentId,
    userId,
    bookId,
    status,
    date: day(date).toISOString(),
    bookname: `book ${bookId}`,
    username: userId === 10001 ? rahim.email : `${userId}@club.example`,
    ...(returnDay ? { returnDay: day(returnDay) } : {}),
  });
  await writeCollection(
    exportDir,
    'rentbooks',
    [
      loan(RENT.read, 10001, 100001, 'readed', '2024-04-01', '2024-04-15'),
      loan(RENT.received, 10002, 100001, 'Received', '2026-11-01', '2026-11-30'),
      loan(RENT.approved, 10001, 100002, 'approved', '2026-11-20'),
      loan(RENT.returned, 10005, 100002, 'Returned', '2026-11-02', '2026-11-25'),
      loan(RENT.pending, 10002, 100003, 'pending', '2026-11-21'),
      loan(RENT.read2, 10001, 100003, 'readed', '2024-05-01', '2024-05-10'),
      // a read of a book the club deleted (kept), and a loan of a book that never existed
      loan(RENT.readDeleted, 10001, 555555, 'readed', '2024-04-01', '2024-04-15'),
      loan(randomUUID(), 10002, 555556, 'approved', '2026-11-20'),
      loan(randomUUID(), 10003, 100001, 'pending', '2026-11-21'),
      loan(randomUUID(), 10001, 100004, 'lost', '2024-06-01'),
      loan(randomUUID(), 10002, 100003, 'pending', '2026-11-22'),
      loan(RENT.read, 10001, 100004, 'readed', '2024-04-01', '2024-04-15'),
      loan('not-a-uuid', 10001, 100004, 'readed', '2024-04-01', '2024-04-15'),
    ],
    'relaxed-lines'
  );

  await writeCollection(
    exportDir,
    'activeaccounts',
    [
      { _id: oid(day('2024-02-02')), userId: 10001, Status: 'active' },
      { _id: oid(day('2024-02-04')), userId: 10002, Status: 'active' },
      { _id: oid(day('2024-03-02')), userId: 10005, Status: 'active' },
      { _id: oid(day('2024-03-02')), userId: 10002, Status: 'active' },
      { _id: oid(day('2024-03-03')), userId: 10006, Status: 'inactive' },
      { _id: oid(day('2024-03-03')), userId: 77777, Status: 'active' },
    ],
    'bson'
  );

  await writeCollection(
    exportDir,
    'memberships',
    [
      {
        _id: oid(day('2026-11-10')),
        userId: '10006',
        name: 'Nopass',
        email: 'nopass@club.example',
        phoneNumber: '01711000006',
        paymentMethod: 'mobileBank',
        mobileBankMethod: 'bKash',
        mobileBankNumber: '01711000006',
        transactionId: 'TX1234567',
      },
      {
        _id: oid(day('2026-11-11')),
        userId: 10004,
        transactionId: 'TX1',
        paymentMethod: 'bankTransfer',
        bankAccountNumber: '1',
      },
      {
        _id: oid(day('2026-11-12')),
        userId: 10002,
        paymentMethod: 'mobileBank',
        mobileBankMethod: 'nogod',
      },
    ],
    'relaxed-array'
  );

  await writeCollection(
    exportDir,
    'donations',
    [
      {
        _id: oid(day('2026-11-15')),
        userId: 54321,
        name: 'দাতা',
        email: 'donor@club.example',
        donationAmount: '500',
        paymentMethod: 'bankTransfer',
        bankAccountNumber: '20501234567890',
        transactionId: 'BT-99',
      },
      {
        _id: oid(day('2026-11-16')),
        userId: 54322,
        name: 'Bad mail',
        email: 'nope',
        donationAmount: 100,
        paymentMethod: 'bankTransfer',
        bankAccountNumber: '1',
        transactionId: 'X',
      },
    ],
    'canonical-array'
  );
  await writeCollection(
    exportDir,
    'donationdetails',
    [
      { _id: oid(day('2025-01-01')), userId: 60001, ammount: 1000 },
      { _id: oid(day('2025-01-02')), userId: 60002, ammount: 'abc' },
    ],
    'bson'
  );

  await writeCollection(
    exportDir,
    'notices',
    [
      {
        _id: oid(day('2026-10-01')),
        uniqueId: 200001,
        noticeTitle: 'বার্ষিক সভা',
        description: 'সবাই আসবেন',
        category: 'General',
        imgUrl: UPLOAD('1700000000001.jpg'),
        date: day('2026-10-01'),
      },
      {
        _id: oid(day('2026-10-02')),
        uniqueId: 200002,
        noticeTitle: 'Closed for Eid',
        description: 'Back on Sunday',
        category: 'Holiday',
      },
      { _id: oid(day('2026-10-03')), uniqueId: 200003, description: 'no title' },
    ],
    'relaxed-array'
  );
  await writeCollection(
    exportDir,
    'blogs',
    [
      {
        _id: oid(day('2026-09-01')),
        uniqueId: 300001,
        blogTitle: 'বই পড়ার আনন্দ',
        authorName: 'রহিম',
        content: 'লেখা',
        imgUrl: UPLOAD('gone.jpg'),
        date: day('2026-09-01').getTime(),
      },
    ],
    'canonical-array'
  );
  await writeCollection(
    exportDir,
    'galleries',
    [
      {
        _id: oid(day('2026-08-01')),
        uniqueId: 400001,
        title: 'পাঠচক্র',
        description: 'আগস্টের পাঠচক্র',
        imgUrl: UPLOAD('1700000000003.png'),
        date: day('2026-08-01'),
      },
    ],
    'bson'
  );
  await writeCollection(
    exportDir,
    'events',
    [
      {
        _id: oid(day('2026-07-01')),
        uniqueId: 500001,
        eventname: 'বইমেলা',
        organizer: 'পাঠাগার',
        description: 'মেলা',
        eventDate: day('2026-12-20'),
        eventTime: '4:30 PM',
        imgUrl: UPLOAD('1700000000001.jpg'),
      },
      {
        _id: oid(day('2026-07-02')),
        uniqueId: 500002,
        eventname: 'Reading night',
        eventDate: '2026-12-21',
        eventTime: 'evening',
        imgUrl: UPLOAD('1700000000001.jpg'),
      },
    ],
    'relaxed-lines'
  );
  await writeCollection(
    exportDir,
    'teams',
    [
      {
        _id: oid(t0),
        Name: 'আমিনুল ইসলাম',
        role: 'Advisor',
        Mobile: '01711000010',
        email: 'aminul@club.example',
        imgUrl: UPLOAD('1700000000002.jpg'),
      },
      {
        _id: oid(t0),
        Name: 'Sadia Rahman',
        role: 'Volunteers',
        Mobile: '01711000011',
        email: 'sadia.r@club.example',
      },
      { _id: oid(t0), Name: 'Cook', role: 'Chef' },
    ],
    'relaxed-lines'
  );
  await writeCollection(
    exportDir,
    'missions',
    [{ _id: oid(t0), mission: 'প্রতিটি ঘরে বই' }],
    'bson'
  );
  await writeCollection(
    exportDir,
    'faqs',
    [
      {
        _id: oid(t0),
        question: 'How do I borrow a book?',
        answer: 'Become a member, then request it.',
      },
      { _id: oid(t0), question: 'No answer?' },
    ],
    'canonical-array'
  );
  await writeCollection(
    exportDir,
    'ranksettings',
    [{ _id: oid(t0), filterValue: 3, filterUnit: 'months', hideRankList: false }],
    'relaxed-lines'
  );
  return { exportDir, uploadsDir };
}

/**
 * A large clean export for the benchmark: `books` books with two serials each, `users` members
 * and `loans` loans, mostly finished reads with some open ones, as mongoexport writes them.
 */
export async function writeLargeExport(
  dir: string,
  size: { users: number; books: number; loans: number }
): Promise<void> {
  const hash = bcrypt.hashSync('bench-password', 10);
  const start = day('2020-01-01').getTime();
  const users: Doc[] = [];
  for (let i = 0; i < size.users; i++) {
    users.push({
      _id: oid(new Date(start + i * 60_000)),
      uniqueId: 10000 + i,
      name: `সদস্য ${i}`,
      email: `member${i}@club.example`,
      mobile: `017${String(i).padStart(8, '0')}`,
      permanentAddress: 'ঢাকা',
      currentAddress: 'ঢাকা',
      password: hash,
    });
  }
  const books: Doc[] = [];
  for (let i = 0; i < size.books; i++) {
    books.push({
      _id: oid(new Date(start + i * 60_000)),
      uniqueId: 100000 + i,
      bookname: `বই ${i}`,
      authorname: `লেখক ${i % 500}`,
      aboutbook: 'বইটির কথা',
      booktype: 'Novel',
      totalbooks: 2,
      serialNumbers: [String(1_000_000 + i * 2), String(1_000_001 + i * 2)],
      imgUrl: UPLOAD(`${i}.jpg`),
    });
  }
  const loans: Doc[] = [];
  for (let i = 0; i < size.loans; i++) {
    const requested = new Date(start + i * 600_000);
    // a few recent loans are still out (each of another book); the rest are finished reads
    const status = i >= size.loans - 1000 && i % 5 === 0 ? 'Received' : 'readed';
    loans.push({
      _id: oid(requested),
      rentId: randomUUID(),
      userId: 10000 + (i % size.users),
      bookId: 100000 + (i % size.books),
      status,
      date: requested.toISOString(),
      returnDay: new Date(requested.getTime() + 14 * 86_400_000),
      bookname: `বই ${i % size.books}`,
      username: `member${i % size.users}@club.example`,
    });
  }
  await writeCollection(dir, 'users', users, 'relaxed-lines');
  await writeCollection(dir, 'books', books, 'relaxed-lines');
  await writeCollection(dir, 'rentbooks', loans, 'bson');
}
