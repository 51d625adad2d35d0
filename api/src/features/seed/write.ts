import { randomInt } from 'node:crypto';
import type { Insertable, Transaction } from 'kysely';
import { DAY_MS, daysIntoClubMonth } from '../../club-time';
import { insertWithUniqueId, ITEM_ID_RANGE, USER_ID_RANGE } from '../../db/ids';
import type { DB } from '../../db/schema';
import { normaliseText } from '../../text';
import { searchKeysOf } from '../books/search-keys';
import { fill, type DemoData } from './data';
import type { DemoPictures } from './pictures';
import { arrivedDaysAgo, lends, plannedLoans } from './timeline';

export interface SeedContext {
  trx: Transaction<DB>;
  now: Date;
  data: DemoData;
  pictures: DemoPictures;
  /** The event dates (YYYY-MM-DD, club time), in the order of content.yaml. */
  eventDates: string[];
  membershipDays: number;
  membershipFee: number;
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

/** Every text goes in as the club stores typed text (NFC, trimmed). */
const t = normaliseText;

/** A made-up transaction id that says what it is. */
const demoTransactionId = () => `DEMO${randomInt(10 ** 7, 10 ** 8)}`;

interface BookRef {
  id: number;
  bn: string;
  serials: string[];
}

async function insertBooks(ctx: SeedContext, ago: (days: number) => Date) {
  const { catalogue } = ctx.data;
  const books = new Map<string, BookRef>();
  const copies: Insertable<DB['book_copies']>[] = [];
  // Accession numbers grow with the order books arrived: the oldest (last listed) has 1001.
  let accession = 1001;
  const serialsOf = catalogue.books.map(() => [] as string[]);
  for (let i = catalogue.books.length - 1; i >= 0; i--) {
    for (let c = 0; c < catalogue.books[i]!.copies; c++) serialsOf[i]!.push(String(accession++));
  }
  for (const [index, book] of catalogue.books.entries()) {
    const arrived = ago(arrivedDaysAgo(catalogue, index));
    const id = await insertWithUniqueId(ctx.trx, 'books', ITEM_ID_RANGE, {
      bookname: t(book.bn),
      bookname_en: t(book.en),
      authorname: t(book.authorBn),
      authorname_en: t(book.authorEn),
      aboutbook: t(book.aboutBn),
      aboutbook_en: t(book.aboutEn),
      booktype: t(book.category),
      ...searchKeysOf({
        bookname: t(book.bn),
        bookname_en: t(book.en),
        authorname: t(book.authorBn),
        authorname_en: t(book.authorEn),
      }),
      image_key: ctx.pictures.covers[index]!,
      created_at: arrived,
      updated_at: arrived,
    });
    const serials = serialsOf[index]!;
    serials.forEach((serial_number, position) =>
      copies.push({ serial_number, book_id: id, position })
    );
    books.set(book.en, { id, bn: t(book.bn), serials });
  }
  await ctx.trx.insertInto('book_copies').values(copies).execute();
  return books;
}

async function insertMembers(ctx: SeedContext, ago: (days: number) => Date) {
  const { trx, membershipDays } = ctx;
  const members = new Map<string, { id: number; email: string }>();
  for (const [index, member] of ctx.data.people.members.entries()) {
    const joined = ago(member.joinedDaysAgo);
    const id = await insertWithUniqueId(trx, 'users', USER_ID_RANGE, {
      name: t(member.name),
      email: member.email,
      mobile: member.mobile,
      permanent_address: t(member.permanentAddress),
      current_address: t(member.currentAddress),
      image_key: ctx.pictures.members[index]!,
      password_hash: ctx.memberPasswordHash,
      email_verified: true,
      created_at: joined,
      updated_at: joined,
    });
    members.set(member.key, { id, email: member.email });

    const wallet = member.wallet === 'bankTransfer' ? null : member.wallet;
    if (member.appliedDaysAgo !== undefined) {
      await trx
        .insertInto('membership_applications')
        .values({
          user_id: id,
          name: t(member.name),
          email: member.email,
          phone_number: member.mobile,
          payment_method: wallet ? 'mobileBank' : 'bankTransfer',
          mobile_bank_method: wallet,
          mobile_bank_number: wallet ? member.mobile : null,
          bank_account_number: wallet ? null : '20501234567890',
          transaction_id: demoTransactionId(),
          created_at: ago(member.appliedDaysAgo),
        })
        .execute();
      continue;
    }
    // Each payment bought a membership from its approval; the latest is the member's row.
    const periods = (member.paidDaysAgo ?? []).map((days) => {
      const started = ago(days);
      return { started, expires: new Date(started.getTime() + membershipDays * DAY_MS) };
    });
    const current = periods.at(-1)!;
    await trx
      .insertInto('memberships')
      .values({ user_id: id, started_at: current.started, expires_at: current.expires })
      .execute();
    await trx
      .insertInto('accepted_payments')
      .values(
        periods.map(({ started, expires }) => ({
          user_id: id,
          plan_name:
            membershipDays === 365 ? 'Yearly membership' : `${membershipDays}-day membership`,
          mobile_number: member.mobile,
          banking_service: member.wallet,
          transaction_id: demoTransactionId(),
          amount: ctx.membershipFee,
          approved_at: started,
          exp_date: expires,
        }))
      )
      .execute();
  }
  return members;
}

async function insertLoans(
  ctx: SeedContext,
  ago: (days: number) => Date,
  books: Map<string, BookRef>,
  members: Map<string, { id: number; email: string }>
): Promise<number> {
  const { now, data } = ctx;
  // Even in the first hours of a month, this reader's latest read falls inside it.
  const latestRead = (reader: string, days: number) =>
    reader === data.people.reads.thisMonthReader
      ? Math.min(days, daysIntoClubMonth(now) / 2)
      : days;
  // How many times each book was lent so far, to spread loans over its copies.
  const lent = new Map<string, number>();
  const rows = plannedLoans(data.people, latestRead).map((loan): Insertable<DB['rent_records']> => {
    // The loader checked that every member and book exists.
    const book = books.get(loan.book)!;
    const user = members.get(loan.member)!;
    const at = (days: number | undefined) => (days === undefined ? null : ago(days));
    const out = lends(loan.status);
    const n = lent.get(loan.book) ?? 0;
    if (out) lent.set(loan.book, n + 1);
    return {
      book_id: book.id,
      user_id: user.id,
      bookname: book.bn,
      username: user.email,
      status: loan.status,
      serial_number: out ? book.serials[n % book.serials.length]! : null,
      return_day_number: out ? loan.loanDays! : null,
      return_day: out ? ago(loan.decided! - loan.loanDays!) : null,
      requested_at: ago(loan.requested),
      decided_at: at(loan.decided),
      approved_at: out ? at(loan.decided) : null,
      received_at: at(loan.received),
      returned_at: at(loan.returned),
      confirmed_at: at(loan.confirmed),
    };
  });
  await ctx.trx.insertInto('rent_records').values(rows).execute();
  return rows.length;
}

async function insertMoney(ctx: SeedContext, ago: (days: number) => Date): Promise<void> {
  const { trx } = ctx;
  const { accepted, pending } = ctx.data.people.donations;
  // Donation ids share one 5-digit space (a request keeps its id when accepted).
  const ids = new Set<number>();
  while (ids.size < accepted.length + 1) ids.add(randomInt(10000, 100000));
  const [pendingId, ...acceptedIds] = [...ids];
  await trx
    .insertInto('donations')
    .values(
      accepted.map((donation, i) => ({
        donation_id: acceptedIds[i]!,
        amount: donation.amount,
        name: t(donation.name),
        email: donation.email,
        created_at: ago(donation.daysAgo),
      }))
    )
    .execute();
  await trx
    .insertInto('donation_requests')
    .values({
      donation_id: pendingId!,
      name: t(pending.name),
      email: pending.email,
      donation_amount: pending.amount,
      payment_method: 'mobileBank',
      mobile_bank_method: pending.wallet,
      mobile_bank_number: pending.number,
      bank_account_number: null,
      transaction_id: demoTransactionId(),
      created_at: ago(pending.daysAgo),
    })
    .execute();
}

/** The values of the placeholders the texts of notices and FAQs may use (see content.yaml). */
function placeholders(ctx: SeedContext) {
  const { accounts, members } = ctx.data.people;
  const email = (n: number) => members.find((m) => m.key === accounts.logins[n])?.email ?? '';
  const common = {
    member1: email(0),
    member2: email(1),
    memberPassword: accounts.memberPassword,
    adminEmail: accounts.admin.email,
    adminPassword: accounts.admin.password,
  };
  const admin = (text: string) => (ctx.adminPasswordHash ? ` ${fill(text, common)}` : '');
  const { adminBn, adminEn } = ctx.data.content.demoNotice;
  return {
    bn: {
      ...common,
      fee: new Intl.NumberFormat('bn-BD').format(ctx.membershipFee),
      admin: admin(adminBn),
    },
    en: { ...common, fee: String(ctx.membershipFee), admin: admin(adminEn) },
  };
}

async function insertContent(ctx: SeedContext, ago: (days: number) => Date): Promise<void> {
  const { trx, pictures } = ctx;
  const { demoNotice, notices, events, blogs, gallery, team, faqs, mission } = ctx.data.content;
  const values = placeholders(ctx);
  const bn = (text: string) => t(fill(text, values.bn));
  const en = (text: string) => t(fill(text, values.en));

  for (const [index, notice] of [demoNotice, ...notices].entries()) {
    const created = ago(notice.daysAgo);
    await insertWithUniqueId(trx, 'notices', ITEM_ID_RANGE, {
      notice_title: bn(notice.titleBn),
      notice_title_en: en(notice.titleEn),
      description: bn(notice.bodyBn),
      description_en: en(notice.bodyEn),
      category: notice.category,
      image_key: index === 0 ? null : pictures.notices[index - 1]!,
      created_at: created,
      updated_at: created,
    });
  }

  for (const [index, event] of events.entries()) {
    // Announced a couple of weeks ahead; the ones to come were announced recently.
    const created = ago(event.inDays < 0 ? 14 - event.inDays : Math.max(1, 20 - event.inDays));
    await insertWithUniqueId(trx, 'events', ITEM_ID_RANGE, {
      eventname: t(event.nameBn),
      eventname_en: t(event.nameEn),
      organizer: t(event.organizerBn),
      organizer_en: t(event.organizerEn),
      description: t(event.bodyBn),
      description_en: t(event.bodyEn),
      event_date: ctx.eventDates[index]!,
      event_time: event.time,
      image_key: pictures.events[index]!,
      created_at: created,
      updated_at: created,
    });
  }

  for (const [index, blog] of blogs.entries()) {
    const created = ago(blog.daysAgo);
    await insertWithUniqueId(trx, 'blogs', ITEM_ID_RANGE, {
      blog_title: t(blog.titleBn),
      blog_title_en: t(blog.titleEn),
      author_name: t(blog.authorBn),
      author_name_en: t(blog.authorEn),
      content: t(blog.bodyBn),
      content_en: t(blog.bodyEn),
      image_key: pictures.blogs[index]!,
      created_at: created,
      updated_at: created,
    });
  }

  for (const [index, item] of gallery.entries()) {
    const created = ago(item.daysAgo);
    const id = await insertWithUniqueId(trx, 'gallery_items', ITEM_ID_RANGE, {
      title: t(item.titleBn),
      title_en: t(item.titleEn),
      description: t(item.bodyBn),
      description_en: t(item.bodyEn),
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
      team.map((member, index) => ({
        name: t(member.name),
        role: member.role,
        serial: member.serial,
        image_key: pictures.team[index]!,
        // As the team form stores it: a campus only for ambassadors, absent contacts as null.
        campus: member.role === 'Campus Ambassadors' && member.campus ? t(member.campus) : null,
        email: member.email ?? null,
        phone: member.phone ?? null,
        created_at: ago(200 - index),
      }))
    )
    .execute();

  await trx
    .insertInto('faqs')
    .values(
      faqs.map((faq, index) => ({
        question: en(faq.questionEn),
        answer: en(faq.answerEn),
        question_bn: bn(faq.questionBn),
        answer_bn: bn(faq.answerBn),
        created_at: ago(100 - index),
      }))
    )
    .execute();

  await trx
    .insertInto('mission')
    .values({ mission: t(mission.text), updated_at: ago(mission.updatedDaysAgo) })
    .execute();
}

/** Writes the whole demo inside the caller's transaction; returns what was written. */
export async function writeDemo(ctx: SeedContext): Promise<SeedCounts> {
  const ago = (days: number) => new Date(ctx.now.getTime() - days * DAY_MS);
  const { catalogue, people, content } = ctx.data;
  const { admin } = people.accounts;
  if (ctx.adminPasswordHash) {
    // Skipped, not failed, if an admin with that address already exists.
    await ctx.trx
      .insertInto('admins')
      .values({
        email: admin.email,
        password_hash: ctx.adminPasswordHash,
        created_at: ago(admin.createdDaysAgo),
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  const books = await insertBooks(ctx, ago);
  const members = await insertMembers(ctx, ago);
  const loans = await insertLoans(ctx, ago, books, members);
  await insertMoney(ctx, ago);
  await ctx.trx
    .insertInto('rank_settings')
    .values({ updated_at: ago(admin.createdDaysAgo) })
    .onConflict((oc) => oc.doNothing())
    .execute();
  await insertContent(ctx, ago);
  return {
    books: catalogue.books.length,
    copies: catalogue.books.reduce((sum, book) => sum + book.copies, 0),
    categories: new Set(catalogue.books.map((book) => book.category)).size,
    members: people.members.length,
    loans,
    notices: content.notices.length + 1,
    events: content.events.length,
    blogs: content.blogs.length,
    gallery: content.gallery.length,
    team: content.team.length,
    faqs: content.faqs.length,
    demoAdmin: ctx.adminPasswordHash !== null,
  };
}
