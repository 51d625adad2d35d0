import { hashPassword } from '../../src/auth/passwords';
import { signToken } from '../../src/auth/tokens';
import { insertWithUniqueId, ITEM_ID_RANGE, USER_ID_RANGE } from '../../src/db/ids';
import { searchKeysOf } from '../../src/features/books/search-keys';
import type { TestApi } from './app';

let sequence = 0;
const next = () => `${Date.now().toString(36)}${(sequence++).toString(36)}`;

/** A small real PNG (3×2 pixels, 8-bit RGB). */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAIAAAASFvFNAAAAF0lEQVR4nGNkYDgRwMAQwMDAxFDBAEEAHZwC1N/Y73gAAAAASUVORK5CYII=',
  'base64'
);
/** A real 1×1 baseline JPEG (as libvips writes it; uploads are decoded, so it must be whole). */
export const JPEG = Buffer.from(
  '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAABAAEDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAT/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAAAP/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AKwAf//Z',
  'base64'
);
/** A text file pretending to be an image. */
export const NOT_AN_IMAGE = Buffer.from('this is plain text, not a picture\n');

export const png = (filename = 'photo.png') => ({ filename, data: PNG, contentType: 'image/png' });
export const jpeg = (filename = 'photo.jpg') => ({
  filename,
  data: JPEG,
  contentType: 'image/jpeg',
});

export interface TestMember {
  userId: number;
  email: string;
  password: string;
  name: string;
  token: string;
}

export interface TestAdmin {
  adminId: number;
  email: string;
  password: string;
  token: string;
}

/** Inserts a member straight into the database and signs a token for them. */
export async function createMember(
  api: TestApi,
  overrides: Partial<{ email: string; password: string; name: string; emailVerified: boolean }> = {}
): Promise<TestMember> {
  const email = overrides.email ?? `member-${next()}@example.com`;
  const password = overrides.password ?? 'correct horse battery';
  const name = overrides.name ?? 'Test Member';
  const password_hash = await hashPassword(password);
  const userId = await insertWithUniqueId(api.db, 'users', USER_ID_RANGE, {
    name,
    email,
    mobile: '+8801712345678',
    permanent_address: 'Permanent address',
    current_address: 'Current address',
    image_key: null,
    password_hash,
    email_verified: overrides.emailVerified ?? true,
  });
  const { token } = await signToken(
    { role: 'member', id: userId, version: 0 },
    api.config.jwtSecret,
    api.config.tokenTtlSeconds,
    api.clock.now()
  );
  return { userId, email, password, name, token };
}

export async function createAdmin(
  api: TestApi,
  overrides: Partial<{ email: string; password: string }> = {}
): Promise<TestAdmin> {
  const email = overrides.email ?? `admin-${next()}@example.com`;
  const password = overrides.password ?? 'admin password 1';
  const row = await api.db
    .insertInto('admins')
    .values({ email, password_hash: await hashPassword(password) })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { token } = await signToken(
    { role: 'admin', id: row.id, version: 0 },
    api.config.jwtSecret,
    api.config.tokenTtlSeconds,
    api.clock.now()
  );
  return { adminId: row.id, email, password, token };
}

/** Gives a member an active membership (as an approved application would). */
export async function activateMembership(api: TestApi, userId: number, days = 365): Promise<void> {
  const now = api.clock.now();
  await api.db
    .insertInto('memberships')
    .values({
      user_id: userId,
      started_at: now,
      expires_at: new Date(now.getTime() + days * 86_400_000),
    })
    .onConflict((oc) =>
      oc
        .column('user_id')
        .doUpdateSet({ started_at: now, expires_at: new Date(now.getTime() + days * 86_400_000) })
    )
    .execute();
}

export interface TestBook {
  bookId: number;
  bookname: string;
  booknameEn: string;
  serials: string[];
}

/**
 * Inserts a book and its copies straight into the database. Copies are the given serials, or
 * `copies` serials made unique club-wide by prefixing the book's id.
 */
export async function insertBook(
  api: TestApi,
  options: { serials?: string[]; copies?: number; bookname?: string; booknameEn?: string } = {}
): Promise<TestBook> {
  const bookname = options.bookname ?? 'পথের পাঁচালী';
  const booknameEn = options.booknameEn ?? 'Pather Panchali';
  const bookId = await insertWithUniqueId(api.db, 'books', ITEM_ID_RANGE, {
    bookname,
    bookname_en: booknameEn,
    authorname: 'বিভূতিভূষণ বন্দ্যোপাধ্যায়',
    authorname_en: 'Bibhutibhushan Bandyopadhyay',
    aboutbook: 'উপন্যাস',
    aboutbook_en: 'A novel',
    booktype: 'উপন্যাস',
    ...searchKeysOf({
      bookname,
      bookname_en: booknameEn,
      authorname: 'বিভূতিভূষণ বন্দ্যোপাধ্যায়',
      authorname_en: 'Bibhutibhushan Bandyopadhyay',
    }),
    image_key: `books/cover-${next()}.png`,
  });
  const serials =
    options.serials ??
    Array.from(
      { length: options.copies ?? 0 },
      (_, i) => `${bookId}${String(i + 1).padStart(3, '0')}`
    );
  if (serials.length > 0) {
    await api.db
      .insertInto('book_copies')
      .values(
        serials.map((serial_number, position) => ({ serial_number, book_id: bookId, position }))
      )
      .execute();
  }
  return { bookId, bookname, booknameEn, serials };
}

/** Whether an account with this uniqueId or e-mail is stored. */
export async function userExists(
  api: TestApi,
  by: { userId: number } | { email: string }
): Promise<boolean> {
  const query = api.db.selectFrom('users').select('unique_id');
  const row = await (
    'email' in by ? query.where('email', '=', by.email) : query.where('unique_id', '=', by.userId)
  ).executeTakeFirst();
  return row !== undefined;
}

/**
 * A well-formed user id that no stored account has. Ids are drawn at random from the 5-digit
 * range, so a fixed "unknown" id (99999) is some other test's member now and then.
 */
export async function unusedUserId(api: TestApi): Promise<number> {
  const taken = new Set(
    (await api.db.selectFrom('users').select('unique_id').execute()).map((r) => r.unique_id)
  );
  let id = USER_ID_RANGE[1];
  while (taken.has(id)) id -= 1;
  return id;
}

/** A member's rows in a table kept by user id, for checks that something was (not) written. */
export function userRows(
  api: TestApi,
  table: 'memberships' | 'accepted_payments' | 'rent_records',
  userId: number
) {
  return api.db.selectFrom(table).selectAll().where('user_id', '=', userId).execute();
}

/** A member's membership row; throws when there is none. */
export function membershipOf(api: TestApi, userId: number) {
  return api.db
    .selectFrom('memberships')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
}
