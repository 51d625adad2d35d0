import { normaliseText } from '../../text';
import { randomInt } from 'node:crypto';
import type { Insertable, Transaction } from 'kysely';
import { insertWithUniqueId, ITEM_ID_RANGE, USER_ID_RANGE } from '../../db/ids';
import type { DB } from '../../db/schema';
import { DEMO_BOOKS } from './catalogue';
import { DAY_MS, daysIntoClubMonth } from '../../club-time';
import {
  DEMO_BLOGS,
  DEMO_EVENTS,
  DEMO_FAQS,
  DEMO_GALLERY,
  DEMO_MISSION,
  DEMO_NOTICES,
  DEMO_TEAM,
  demoNotice,
} from './content';
import {
  DEMO_ACCOUNTS,
  DEMO_DONATIONS,
  DEMO_LATEST_READ_DAYS_AGO,
  DEMO_MEMBERS,
  DEMO_OPEN_LOANS,
  DEMO_READS,
  MEMBERSHIP_FEE,
  READ_SPACING_DAYS,
  THIS_MONTH_READER,
} from './people';
import type { DemoPictures } from './pictures';

export interface SeedContext {
  trx: Transaction<DB>;
  now: Date;
  pictures: DemoPictures;
  /** The event dates (YYYY-MM-DD, club time), in DEMO_EVENTS order. */
  eventDates: string[];
  membershipDays: number;
  memberPasswordHash: string;
  /** The demo admin's hash, or null when no demo admin is to be made. */
  adminPasswordHash: string | null;
}

export interface SeedCounts {
  books: number;
  copies: number;
  categories: number;
  members: number;
  loans: number;
  notices: number;
  events: number;
  blogs: number;
  gallery: number;
  team: number;
  faqs: number;
  demoAdmin: boolean;
}

const ago = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/** A made-up transaction id that says what it is. */
function demoTransactionId(): string {
  return `DEMO${randomInt(10 ** 7, 10 ** 8)}`;
}

interface BookRef {
  id: number;
  bn: string;
  serials: string[];
}

async function insertBooks(ctx: SeedContext): Promise<Map<string, BookRef>> {
  const { trx, pictures } = ctx;
  const books = new Map<string, BookRef>();
  const copies: Insertable<DB['book_copies']>[] = [];
  // Accession numbers grow with the order books arrived: the oldest (last listed) has 1001.
  let accession = 1001;
  const serialsOf = DEMO_BOOKS.map(() => [] as string[]);
  for (let i = DEMO_BOOKS.length - 1; i >= 0; i--) {
    for (let c = 0; c < DEMO_BOOKS[i]!.copies; c++) serialsOf[i]!.push(String(accession++));
  }
  for (const [index, book] of DEMO_BOOKS.entries()) {
    // Listed newest first, a day or two apart, so "newest books" is the order written here.
    const createdAt = ago(ctx.now, index * 1.7 + 0.05);
    const id = await insertWithUniqueId(trx, 'books', ITEM_ID_RANGE, {
      bookname: normaliseText(book.bn),
      bookname_en: normaliseText(book.en),
      authorname: normaliseText(book.authorBn),
      authorname_en: normaliseText(book.authorEn),
      aboutbook: normaliseText(book.aboutBn),
      aboutbook_en: normaliseText(book.aboutEn),
      booktype: normaliseText(book.category),
      image_key: pictures.covers[index]!,
      created_at: createdAt,
      updated_at: createdAt,
    });
    const serials = serialsOf[index]!;
    serials.forEach((serial_number, position) =>
      copies.push({ serial_number, book_id: id, position })
    );
    books.set(book.en, { id, bn: normaliseText(book.bn), serials });
  }
  await trx.insertInto('book_copies').values(copies).execute();
  return books;
}

interface MemberRef {
  id: number;
  email: string;
}

async function insertMembers(ctx: SeedContext): Promise<Map<string, MemberRef>> {
  const { trx, now, pictures, membershipDays } = ctx;
  const members = new Map<string, MemberRef>();
  for (const [index, member] of DEMO_MEMBERS.entries()) {
    const joined = ago(now, member.joinedDaysAgo);
    const id = await insertWithUniqueId(trx, 'users', USER_ID_RANGE, {
      name: normaliseText(member.name),
      email: member.email,
      mobile: member.mobile,
      permanent_address: normaliseText(member.permanentAddress),
      current_address: normaliseText(member.currentAddress),
      image_key: pictures.members[index]!,
      password_hash: ctx.memberPasswordHash,
      email_verified: true,
      created_at: joined,
      updated_at: joined,
    });
    members.set(member.key, { id, email: member.email });

    const wallet = member.wallet === 'bankTransfer' ? null : member.wallet;
    if (member.membership === 'applied') {
      await trx
        .insertInto('membership_applications')
        .values({
          user_id: id,
          name: normaliseText(member.name),
          email: member.email,
          phone_number: member.mobile,
          payment_method: wallet ? 'mobileBank' : 'bankTransfer',
          mobile_bank_method: wallet,
          mobile_bank_number: wallet ? member.mobile : null,
          bank_account_number: wallet ? null : '20501234567890',
          transaction_id: demoTransactionId(),
          created_at: ago(now, 0.5),
        })
        .execute();
      continue;
    }
    const started = ago(now, member.memberForDays);
    const expires = new Date(started.getTime() + membershipDays * DAY_MS);
    await trx
      .insertInto('memberships')
      .values({ user_id: id, started_at: started, expires_at: expires })
      .execute();
    const payment = (approvedAt: Date, expDate: Date) => ({
      user_id: id,
      plan_name: membershipDays === 365 ? 'Yearly membership' : `${membershipDays}-day membership`,
      mobile_number: member.mobile,
      banking_service: member.wallet,
      transaction_id: demoTransactionId(),
      amount: MEMBERSHIP_FEE,
      approved_at: approvedAt,
      exp_date: expDate,
    });
    const payments = [payment(started, expires)];
    // A member for more than a year has renewed: last year's payment, now expired, stays too.
    if (member.membership === 'active' && member.joinedDaysAgo > membershipDays) {
      const previous = ago(started, membershipDays);
      payments.unshift(payment(previous, started));
    }
    await trx.insertInto('accepted_payments').values(payments).execute();
  }
  return members;
}

async function insertLoans(
  ctx: SeedContext,
  books: Map<string, BookRef>,
  members: Map<string, MemberRef>
): Promise<number> {
  const { trx, now } = ctx;
  const rows: Insertable<DB['rent_records']>[] = [];
  const find = (member: string, title: string) => {
    const book = books.get(title);
    const user = members.get(member);
    if (!book || !user) throw new Error(`Demo loan of unknown "${title}" by "${member}".`);
    return { book, user };
  };
  // How many times each book was lent so far, to spread reads over its copies.
  const lent = new Map<string, number>();
  const nextSerial = (title: string, book: BookRef) => {
    const n = lent.get(title) ?? 0;
    lent.set(title, n + 1);
    return book.serials[n % book.serials.length]!;
  };

  for (const [member, titles] of Object.entries(DEMO_READS)) {
    let latest = DEMO_LATEST_READ_DAYS_AGO[member]!;
    // Even in the first hours of a month, this reader's latest read falls inside it.
    if (member === THIS_MONTH_READER) latest = Math.min(latest, daysIntoClubMonth(now) / 2);
    titles.forEach((title, n) => {
      const { book, user } = find(member, title);
      const confirmed = ago(now, latest + n * READ_SPACING_DAYS);
      const approved = ago(confirmed, 15);
      rows.push({
        book_id: book.id,
        user_id: user.id,
        bookname: book.bn,
        username: user.email,
        status: 'readed',
        serial_number: nextSerial(title, book),
        return_day_number: 14,
        return_day: new Date(approved.getTime() + 14 * DAY_MS),
        requested_at: ago(approved, 1),
        decided_at: approved,
        approved_at: approved,
        received_at: new Date(approved.getTime() + 0.5 * DAY_MS),
        returned_at: ago(confirmed, 0.5),
        confirmed_at: confirmed,
      });
    });
  }

  for (const loan of DEMO_OPEN_LOANS) {
    const { book, user } = find(loan.member, loan.book);
    const requested = ago(now, loan.requestedDaysAgo);
    const after = (days: number | undefined) =>
      days === undefined ? null : new Date(requested.getTime() + days * DAY_MS);
    const decided = after(loan.decidedAfterDays);
    const lends = loan.status !== 'pending' && loan.status !== 'rejected';
    rows.push({
      book_id: book.id,
      user_id: user.id,
      bookname: book.bn,
      username: user.email,
      status: loan.status,
      serial_number: lends ? nextSerial(loan.book, book) : null,
      return_day_number: lends ? loan.loanDays! : null,
      return_day: lends ? new Date(decided!.getTime() + loan.loanDays! * DAY_MS) : null,
      requested_at: requested,
      decided_at: decided,
      approved_at: lends ? decided : null,
      received_at: after(loan.receivedAfterDays),
      returned_at: after(loan.returnedAfterDays),
      confirmed_at: null,
    });
  }
  await trx.insertInto('rent_records').values(rows).execute();
  return rows.length;
}

async function insertMoney(ctx: SeedContext): Promise<void> {
  const { trx, now } = ctx;
  // Donation ids share one 5-digit space (a request keeps its id when accepted).
  const ids = new Set<number>();
  while (ids.size < DEMO_DONATIONS.accepted.length + 1) ids.add(randomInt(10000, 100000));
  const [pendingId, ...acceptedIds] = [...ids];
  await trx
    .insertInto('donations')
    .values(
      DEMO_DONATIONS.accepted.map((donation, i) => ({
        donation_id: acceptedIds[i]!,
        amount: donation.amount,
        name: normaliseText(donation.name),
        email: donation.email,
        created_at: ago(now, donation.daysAgo),
      }))
    )
    .execute();
  const pending = DEMO_DONATIONS.pending;
  await trx
    .insertInto('donation_requests')
    .values({
      donation_id: pendingId!,
      name: normaliseText(pending.name),
      email: pending.email,
      donation_amount: pending.amount,
      payment_method: 'mobileBank',
      mobile_bank_method: pending.wallet,
      mobile_bank_number: pending.number,
      bank_account_number: null,
      transaction_id: demoTransactionId(),
      created_at: ago(now, 1),
    })
    .execute();
  await trx
    .insertInto('rank_settings')
    .defaultValues()
    .onConflict((oc) => oc.doNothing())
    .execute();
}

async function insertContent(ctx: SeedContext, withDemoAdmin: boolean): Promise<void> {
  const { trx, now, pictures } = ctx;
  const notices = [demoNotice(withDemoAdmin), ...DEMO_NOTICES];
  const noticeImages = [null, ...pictures.notices];
  for (const [index, notice] of notices.entries()) {
    const created = ago(now, notice.daysAgo);
    await insertWithUniqueId(trx, 'notices', ITEM_ID_RANGE, {
      notice_title: normaliseText(notice.titleBn),
      notice_title_en: normaliseText(notice.titleEn),
      description: normaliseText(notice.bodyBn),
      description_en: normaliseText(notice.bodyEn),
      category: notice.category,
      image_key: noticeImages[index] ?? null,
      created_at: created,
      updated_at: created,
    });
  }

  for (const [index, event] of DEMO_EVENTS.entries()) {
    // Announced a couple of weeks ahead; the ones to come were announced recently.
    const created = ago(now, event.inDays < 0 ? 14 - event.inDays : Math.max(1, 20 - event.inDays));
    await insertWithUniqueId(trx, 'events', ITEM_ID_RANGE, {
      eventname: normaliseText(event.nameBn),
      eventname_en: normaliseText(event.nameEn),
      organizer: normaliseText(event.organizerBn),
      organizer_en: normaliseText(event.organizerEn),
      description: normaliseText(event.bodyBn),
      description_en: normaliseText(event.bodyEn),
      event_date: ctx.eventDates[index]!,
      event_time: event.time,
      image_key: pictures.events[index]!,
      created_at: created,
      updated_at: created,
    });
  }

  for (const [index, blog] of DEMO_BLOGS.entries()) {
    const created = ago(now, blog.daysAgo);
    await insertWithUniqueId(trx, 'blogs', ITEM_ID_RANGE, {
      blog_title: normaliseText(blog.titleBn),
      blog_title_en: normaliseText(blog.titleEn),
      author_name: normaliseText(blog.authorBn),
      author_name_en: normaliseText(blog.authorEn),
      content: normaliseText(blog.bodyBn),
      content_en: normaliseText(blog.bodyEn),
      image_key: pictures.blogs[index]!,
      created_at: created,
      updated_at: created,
    });
  }

  for (const [index, item] of DEMO_GALLERY.entries()) {
    const created = ago(now, item.daysAgo);
    const id = await insertWithUniqueId(trx, 'gallery_items', ITEM_ID_RANGE, {
      title: normaliseText(item.titleBn),
      title_en: normaliseText(item.titleEn),
      description: normaliseText(item.bodyBn),
      description_en: normaliseText(item.bodyEn),
      created_at: created,
      updated_at: created,
    });
    await trx
      .insertInto('gallery_images')
      .values(
        pictures.gallery[index]!.map((image_key, position) => ({
          item_id: id,
          position,
          image_key,
        }))
      )
      .execute();
  }

  await trx
    .insertInto('team_members')
    .values(
      DEMO_TEAM.map((member, index) => ({
        name: normaliseText(member.name),
        role: member.role,
        serial: member.serial,
        image_key: pictures.team[index]!,
        // As the team form stores it: a campus only for ambassadors, absent contacts as null.
        campus:
          member.role === 'Campus Ambassadors' && member.campus
            ? normaliseText(member.campus)
            : null,
        email: member.email ?? null,
        phone: member.phone ?? null,
        created_at: ago(now, 200 - index),
      }))
    )
    .execute();

  await trx
    .insertInto('faqs')
    .values(
      DEMO_FAQS.map((faq, index) => ({
        question: normaliseText(faq.questionEn),
        answer: normaliseText(faq.answerEn),
        question_bn: normaliseText(faq.questionBn),
        answer_bn: normaliseText(faq.answerBn),
        created_at: ago(now, 100 - index),
      }))
    )
    .execute();

  await trx
    .insertInto('mission')
    .values({ mission: normaliseText(DEMO_MISSION), updated_at: ago(now, 100) })
    .execute();
}

/** Writes the whole demo inside the caller's transaction; returns what was written. */
export async function writeDemo(ctx: SeedContext): Promise<SeedCounts> {
  const withDemoAdmin = ctx.adminPasswordHash !== null;
  if (ctx.adminPasswordHash) {
    // Skipped, not failed, if an admin with that address already exists.
    await ctx.trx
      .insertInto('admins')
      .values({ email: DEMO_ACCOUNTS.admin.email, password_hash: ctx.adminPasswordHash })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  const books = await insertBooks(ctx);
  const members = await insertMembers(ctx);
  const loans = await insertLoans(ctx, books, members);
  await insertMoney(ctx);
  await insertContent(ctx, withDemoAdmin);
  return {
    books: DEMO_BOOKS.length,
    copies: DEMO_BOOKS.reduce((sum, book) => sum + book.copies, 0),
    categories: new Set(DEMO_BOOKS.map((book) => book.category)).size,
    members: DEMO_MEMBERS.length,
    loans,
    notices: DEMO_NOTICES.length + 1,
    events: DEMO_EVENTS.length,
    blogs: DEMO_BLOGS.length,
    gallery: DEMO_GALLERY.length,
    team: DEMO_TEAM.length,
    faqs: DEMO_FAQS.length,
    demoAdmin: withDemoAdmin,
  };
}
