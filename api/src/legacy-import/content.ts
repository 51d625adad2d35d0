import type { Insertable } from 'kysely';
import { clubDate } from '../club-time';
import { DONATION_ID_RANGE, ITEM_ID_RANGE } from '../db/ids';
import type { DB } from '../db/schema';
import {
  idIn,
  insertAll,
  newRecords,
  optionalImage,
  requiredImage,
  uniqueIdKey,
  type ImportContext,
  type Importer,
} from './context';
import { readPayment } from './people';
import type { LegacyDoc } from './read';
import type { CollectionReport } from './report';
import { bool, clockTime, date, email, int, looseKey, num, objectIdTime, text } from './values';

type ItemTable = 'notices' | 'blogs' | 'events' | 'gallery_items';

/** A donation's id, which the legacy documents keep in `userId`. */
const donationId = idIn(DONATION_ID_RANGE);
const INVALID_DONATION_ID = 'invalid donation id (userId not 10000–99999)';

/**
 * The pattern of the collections with a 6-digit uniqueId: the id is kept, a record already there
 * is left alone, a duplicate or an id out of range is skipped; `build` maps the rest (or says
 * why it cannot).
 */
function itemImporter<T extends ItemTable>(
  table: T,
  build: (
    ctx: ImportContext,
    doc: LegacyDoc,
    id: number,
    report: CollectionReport
  ) => Promise<Omit<Insertable<DB[T]>, 'unique_id'> | string>,
  after?: (ctx: ImportContext, ids: number[]) => Promise<void>
): Importer {
  return async (ctx, docs, report) => {
    const existing = new Set(
      (
        await ctx.trx
          .selectFrom(table as 'notices')
          .select('unique_id')
          .execute()
      ).map((r) => r.unique_id)
    );
    const imported: number[] = [];
    const rows: Insertable<DB[T]>[] = [];
    for (const [doc, id] of newRecords(docs, report, uniqueIdKey(ITEM_ID_RANGE), existing)) {
      const row = await build(ctx, doc, id, report);
      if (typeof row === 'string') {
        report.skip(row, id);
        continue;
      }
      imported.push(id);
      rows.push({ ...row, unique_id: id } as unknown as Insertable<DB[T]>);
    }
    await insertAll(ctx.trx, table, rows);
    await after?.(ctx, imported);
    report.imported = rows.length;
  };
}

const createdOf = (ctx: ImportContext, doc: LegacyDoc) =>
  date(doc.date ?? doc.createdAt) ?? objectIdTime(doc._id) ?? ctx.now;

const NOTICE_CATEGORIES = [
  'general',
  'education',
  'announcement',
  'event',
  'recruitment',
  'other',
] as const;
type NoticeCategory = (typeof NOTICE_CATEGORIES)[number];

/** `notices`; the UI's General / Event / Announcement map to ours, anything else to `other`. */
export const importNotices = itemImporter('notices', async (ctx, doc, id, report) => {
  const title = text(doc.noticeTitle);
  if (!title) return 'missing noticeTitle';
  const description = text(doc.description) ?? '';
  let category = text(doc.category)?.toLowerCase() as NoticeCategory | undefined;
  if (!category || !NOTICE_CATEGORIES.includes(category)) {
    report.note('unknown category, filed under other', `${id} ${category ?? '(none)'}`);
    category = 'other';
  }
  const created = createdOf(ctx, doc);
  return {
    notice_title: title,
    notice_title_en: title,
    description,
    description_en: description,
    category,
    image_key: await optionalImage(ctx, report, doc.imgUrl, 'notices', id),
    created_at: created,
    updated_at: created,
  };
});

export const importBlogs = itemImporter('blogs', async (ctx, doc, id, report) => {
  const title = text(doc.blogTitle);
  if (!title) return 'missing blogTitle';
  const author = text(doc.authorName) ?? '';
  const content = text(doc.content) ?? '';
  const created = createdOf(ctx, doc);
  return {
    blog_title: title,
    blog_title_en: title,
    author_name: author,
    author_name_en: author,
    content,
    content_en: content,
    image_key: await requiredImage(ctx, report, doc.imgUrl, 'blogs', id),
    created_at: created,
    updated_at: created,
  };
});

/** `events`: the date as the club's calendar day; `eventTime` as HH:MM (12-hour times read too). */
export const importEvents = itemImporter('events', async (ctx, doc, id, report) => {
  const name = text(doc.eventname);
  if (!name) return 'missing eventname';
  const raw = text(doc.eventDate);
  const day = raw && /^\d{4}-\d{2}-\d{2}$/.test(raw) ? raw : date(doc.eventDate);
  if (!day) return 'eventDate is not a date';
  const time = clockTime(doc.eventTime);
  if (!time) return 'eventTime is not a time';
  const organizer = text(doc.organizer) ?? '';
  const description = text(doc.description) ?? '';
  const created = createdOf(ctx, doc);
  return {
    eventname: name,
    eventname_en: name,
    organizer,
    organizer_en: organizer,
    description,
    description_en: description,
    event_date: typeof day === 'string' ? day : clubDate(day),
    event_time: time,
    image_key: await requiredImage(ctx, report, doc.imgUrl, 'events', id),
    created_at: created,
    updated_at: created,
  };
});

/** `galleries`: one picture each in legacy, which becomes the item's main image. */
export const importGallery: Importer = (ctx, docs, report) => {
  // this run's main image per item: resolved with the item (so the report notes it), written
  // after the items exist
  const images = new Map<number, string>();
  return itemImporter(
    'gallery_items',
    async (ctx, doc, id, report) => {
      const title = text(doc.title);
      if (!title) return 'missing title';
      const description = text(doc.description) ?? '';
      const created = createdOf(ctx, doc);
      images.set(id, await requiredImage(ctx, report, doc.imgUrl, 'gallery', id));
      return {
        title,
        title_en: title,
        description,
        description_en: description,
        created_at: created,
        updated_at: created,
      };
    },
    (ctx, ids) =>
      insertAll(
        ctx.trx,
        'gallery_images',
        ids.map((item_id) => ({ item_id, position: 0, image_key: images.get(item_id)! }))
      )
  )(ctx, docs, report);
};

const ROLES = new Map<string, 'Advisors' | 'Directors' | 'Campus Ambassadors' | 'Volunteers'>();
for (const role of ['Advisors', 'Directors', 'Campus Ambassadors', 'Volunteers'] as const) {
  ROLES.set(looseKey(role), role);
  ROLES.set(looseKey(role.slice(0, -1)), role);
}

/** `teams` (`Name`, `Mobile` capitalised); no legacy id, so a member is known by name and role. */
export const importTeam: Importer = async (ctx, docs, report) => {
  const existing = await ctx.trx
    .selectFrom('team_members')
    .select(['name', 'role', 'serial'])
    .execute();
  const known = new Set(existing.map((r) => `${r.role}:${looseKey(r.name)}`));
  const serials = new Map<string, number>();
  for (const r of existing) serials.set(r.role, Math.max(serials.get(r.role) ?? 0, r.serial));
  const rows: Insertable<DB['team_members']>[] = [];
  for (const doc of docs) {
    const name = text(doc.Name ?? doc.name);
    if (!name) {
      report.skip('missing Name', doc._id);
      continue;
    }
    const role = ROLES.get(looseKey(text(doc.role) ?? ''));
    if (!role) {
      report.skip('unknown role', `${name} ${text(doc.role) ?? '(none)'}`);
      continue;
    }
    const key = `${role}:${looseKey(name)}`;
    if (known.has(key)) {
      report.present++;
      continue;
    }
    known.add(key);
    const serial = (serials.get(role) ?? 0) + 1;
    serials.set(role, serial);
    rows.push({
      name,
      role,
      serial,
      image_key: await optionalImage(ctx, report, doc.imgUrl, 'team', name),
      email: email(doc.email) ?? null,
      phone: text(doc.Mobile ?? doc.mobile) ?? null,
      campus: null,
      created_at: objectIdTime(doc._id) ?? ctx.now,
    });
  }
  await insertAll(ctx.trx, 'team_members', rows);
  report.imported = rows.length;
};

/** `missions`: one document; a mission already set is kept. */
export const importMission: Importer = async (ctx, docs, report) => {
  const current = await ctx.trx.selectFrom('mission').select('id').executeTakeFirst();
  for (const [index, doc] of docs.entries()) {
    const mission = text(doc.mission);
    if (!mission) report.skip('missing mission text', doc._id);
    else if (index > 0 || report.imported > 0) report.skip('more than one mission', doc._id);
    else if (current) report.present++;
    else {
      await ctx.trx.insertInto('mission').values({ mission }).execute();
      report.imported = 1;
    }
  }
};

/** `faqs`: no legacy id, so a question already there (same text) is not added again. */
export const importFaqs: Importer = async (ctx, docs, report) => {
  const known = new Set(
    (await ctx.trx.selectFrom('faqs').select('question').execute()).map((r) => looseKey(r.question))
  );
  const rows: Insertable<DB['faqs']>[] = [];
  for (const doc of docs) {
    const question = text(doc.question);
    const answer = text(doc.answer);
    if (!question || !answer) {
      report.skip('missing question or answer', doc._id);
      continue;
    }
    if (known.has(looseKey(question))) {
      report.present++;
      continue;
    }
    known.add(looseKey(question));
    rows.push({ question, answer, created_at: objectIdTime(doc._id) ?? ctx.now });
  }
  await insertAll(ctx.trx, 'faqs', rows);
  report.imported = rows.length;
};

/**
 * `donations`: pending donations, the whole form body in legacy, with its random 5-digit
 * `userId` as the donation's own id (kept: it is the id an admin accepts or rejects by).
 */
export const importDonationRequests: Importer = async (ctx, docs, report) => {
  const existing = new Set(
    (await ctx.trx.selectFrom('donation_requests').select('donation_id').execute()).map(
      (r) => r.donation_id
    )
  );
  const accepted = new Set(
    (await ctx.trx.selectFrom('donations').select('donation_id').execute()).map(
      (r) => r.donation_id
    )
  );
  const rows: Insertable<DB['donation_requests']>[] = [];
  for (const doc of docs) {
    const id = donationId(doc.userId);
    if (id === undefined) {
      report.skip(INVALID_DONATION_ID, text(doc.userId) ?? doc._id);
      continue;
    }
    ctx.legacyDonations.set(id, doc);
    if (existing.has(id) || accepted.has(id)) {
      report.present++;
      continue;
    }
    const name = text(doc.name);
    const address = email(doc.email);
    const amount = num(doc.donationAmount ?? doc.amount);
    if (!name) {
      report.skip('missing name', id);
      continue;
    }
    if (!address) {
      report.skip('invalid e-mail', `${id} ${text(doc.email) ?? '(none)'}`);
      continue;
    }
    if (amount === undefined || amount <= 0) {
      report.skip('donationAmount is not a positive number', id);
      continue;
    }
    const payment = readPayment(doc);
    if ('error' in payment) {
      report.skip(payment.error, id);
      continue;
    }
    existing.add(id);
    rows.push({
      donation_id: id,
      name,
      email: address,
      donation_amount: amount,
      ...payment,
      created_at: createdOf(ctx, doc),
    });
  }
  await insertAll(ctx.trx, 'donation_requests', rows);
  report.imported = rows.length;
};

/**
 * `donationdetails`: accepted donations (`userId` the donation's id, `ammount` as misspelt). The
 * donor's name and e-mail come from the pending donation of the same id when the export has it.
 */
export const importDonations: Importer = async (ctx, docs, report) => {
  const existing = new Set(
    (await ctx.trx.selectFrom('donations').select('donation_id').execute()).map(
      (r) => r.donation_id
    )
  );
  const rows: Insertable<DB['donations']>[] = [];
  for (const doc of docs) {
    const id = donationId(doc.userId);
    if (id === undefined) {
      report.skip(INVALID_DONATION_ID, text(doc.userId) ?? doc._id);
      continue;
    }
    if (existing.has(id)) {
      report.present++;
      continue;
    }
    const amount = num(doc.ammount ?? doc.amount);
    if (amount === undefined || amount <= 0) {
      report.skip('ammount is not a positive number', id);
      continue;
    }
    existing.add(id);
    const request = ctx.legacyDonations.get(id);
    rows.push({
      donation_id: id,
      amount,
      name: text(request?.name) ?? null,
      email: email(request?.email) ?? null,
      created_at: createdOf(ctx, doc),
    });
  }
  await insertAll(ctx.trx, 'donations', rows);
  report.imported = rows.length;
};

const UNITS = ['days', 'weeks', 'months', 'years'] as const;

/** The rank settings, where the export has them (one document). */
export const importRankSettings: Importer = async (ctx, docs, report) => {
  const current = await ctx.trx.selectFrom('rank_settings').select('id').executeTakeFirst();
  for (const [index, doc] of docs.entries()) {
    if (index > 0) {
      report.skip('more than one settings document', doc._id);
      continue;
    }
    if (current) {
      report.present++;
      continue;
    }
    const value = int(doc.filterValue) ?? 0;
    const unit = text(doc.filterUnit)?.toLowerCase() as (typeof UNITS)[number] | undefined;
    if (value < 0 || value > 1000 || (unit && !UNITS.includes(unit))) {
      report.skip('filterValue or filterUnit out of range', doc._id);
      continue;
    }
    await ctx.trx
      .insertInto('rank_settings')
      .values({
        hide_rank_list: bool(doc.hideRankList) ?? false,
        filter_value: value,
        filter_unit: unit ?? 'months',
      })
      .execute();
    report.imported = 1;
  }
};
