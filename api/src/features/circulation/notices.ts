import type { Kysely, Transaction } from 'kysely';
import type { ReminderKind, ReminderPreferences } from '@pathagar/sdk/schema';
import { formatClubDate } from '../../club-time';
import type { Services } from '../../contract/types';
import type { DB } from '../../db/schema';

type Db = Kysely<DB> | Transaction<DB>;

export const DEFAULT_PREFERENCES: ReminderPreferences = {
  language: 'bn',
  dueSoon: true,
  dueToday: true,
  overdue: true,
  holds: true,
  membership: true,
};

export async function readPreferences(db: Db, userId: number): Promise<ReminderPreferences> {
  const row = await db
    .selectFrom('reminder_preferences')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return { ...DEFAULT_PREFERENCES };
  return {
    language: row.language as 'bn' | 'en',
    dueSoon: row.due_soon,
    dueToday: row.due_today,
    overdue: row.overdue,
    holds: row.holds,
    membership: row.membership,
  };
}

export async function savePreferences(
  db: Db,
  userId: number,
  p: ReminderPreferences,
  now: Date
): Promise<ReminderPreferences> {
  const values = {
    language: p.language,
    due_soon: p.dueSoon,
    due_today: p.dueToday,
    overdue: p.overdue,
    holds: p.holds,
    membership: p.membership,
    updated_at: now,
  };
  await db
    .insertInto('reminder_preferences')
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
  return readPreferences(db, userId);
}

/** Which preference turns each kind of reminder on or off. */
const PREFERENCE: Record<ReminderKind, keyof Omit<ReminderPreferences, 'language'>> = {
  due_soon: 'dueSoon',
  due_today: 'dueToday',
  overdue: 'overdue',
  hold_ready: 'holds',
  hold_passed: 'holds',
  membership_expiry: 'membership',
};

export interface NoticeFacts {
  bookname?: string;
  /** due date, hold window end, or membership end */
  until?: Date;
  days?: number;
}

type Lang = 'bn' | 'en';
const bnDigits = (n: number) => String(n).replace(/\d/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)]!);
const date = (d: Date | undefined, lang: Lang) =>
  d ? formatClubDate(d, lang === 'bn' ? 'bn-BD' : 'en-GB') : '';

/** Subject and paragraphs of each notice in each language. */
function wording(
  kind: ReminderKind,
  f: NoticeFacts,
  lang: Lang
): { subject: string; body: string[] } {
  const book = f.bookname ?? '';
  const until = date(f.until, lang);
  const days = f.days ?? 0;
  if (lang === 'bn') {
    switch (kind) {
      case 'due_soon':
        return {
          subject: `ফেরতের তারিখ আসছে: ${book}`,
          body: [
            `"${book}" বইটি ফেরত দেওয়ার শেষ তারিখ ${until}।`,
            'প্রয়োজনে প্রোফাইল থেকে মেয়াদ বাড়াতে পারেন।',
          ],
        };
      case 'due_today':
        return {
          subject: `আজ ফেরতের শেষ দিন: ${book}`,
          body: [`"${book}" বইটি আজ (${until}) ফেরত দেওয়ার শেষ দিন।`],
        };
      case 'overdue':
        return {
          subject: `ফেরতের তারিখ পেরিয়ে গেছে: ${book}`,
          body: [
            `"${book}" বইটি ফেরত দেওয়ার তারিখ ${until} পেরিয়ে ${bnDigits(days)} দিন হয়েছে। অনুগ্রহ করে দ্রুত ফেরত দিন।`,
          ],
        };
      case 'hold_ready':
        return {
          subject: `আপনার অপেক্ষার বই প্রস্তুত: ${book}`,
          body: [
            `"${book}" বইটির একটি কপি আপনার জন্য রাখা হয়েছে, ${until} পর্যন্ত।`,
            'পাঠাগারে এসে বইটি সংগ্রহ করুন।',
          ],
        };
      case 'hold_passed':
        return {
          subject: `অপেক্ষার বই পরের জনের কাছে গেছে: ${book}`,
          body: [`"${book}" বইটির কপি সময়মতো নেওয়া হয়নি, তাই তালিকার পরের সদস্যকে দেওয়া হয়েছে।`],
        };
      case 'membership_expiry':
        return {
          subject: 'সদস্যপদের মেয়াদ শেষ হয়ে আসছে',
          body: [`আপনার সদস্যপদের মেয়াদ ${until} তারিখে শেষ হবে। বই ধার নিতে থাকতে নবায়ন করুন।`],
        };
    }
  }
  switch (kind) {
    case 'due_soon':
      return {
        subject: `Due soon: ${book}`,
        body: [
          `"${book}" is due back on ${until}.`,
          'You can renew it from your profile if you need longer.',
        ],
      };
    case 'due_today':
      return { subject: `Due today: ${book}`, body: [`"${book}" is due back today (${until}).`] };
    case 'overdue':
      return {
        subject: `Overdue: ${book}`,
        body: [
          `"${book}" was due back on ${until}, ${days} day${days === 1 ? '' : 's'} ago. Please return it soon.`,
        ],
      };
    case 'hold_ready':
      return {
        subject: `Your hold is ready: ${book}`,
        body: [
          `A copy of "${book}" is kept for you until ${until}.`,
          'Come to the library to pick it up.',
        ],
      };
    case 'hold_passed':
      return {
        subject: `Your hold has passed on: ${book}`,
        body: [
          `The copy of "${book}" was not picked up in time, so it went to the next member in line.`,
        ],
      };
    case 'membership_expiry':
      return {
        subject: 'Your membership ends soon',
        body: [`Your membership ends on ${until}. Renew it to keep borrowing.`],
      };
  }
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!
  );

/**
 * A notice in the member's language with the other below, as text and as HTML (the HTML's two
 * halves carry their `lang`, so screen readers and fonts pick the right one).
 */
export function composeNotice(kind: ReminderKind, facts: NoticeFacts, lang: Lang, name: string) {
  const other: Lang = lang === 'bn' ? 'en' : 'bn';
  const parts = {
    [lang]: wording(kind, facts, lang),
    [other]: wording(kind, facts, other),
  } as Record<Lang, { subject: string; body: string[] }>;
  const greet = (l: Lang) => (l === 'bn' ? `প্রিয় ${name},` : `Dear ${name},`);
  const sign = (l: Lang) => (l === 'bn' ? 'পাঠাগার' : 'Pathagar');
  const textOf = (l: Lang) => [greet(l), '', ...parts[l].body, '', sign(l)].join('\n');
  const htmlOf = (l: Lang) =>
    `<div lang="${l}"><p>${escapeHtml(greet(l))}</p>${parts[l].body
      .map((p) => `<p>${escapeHtml(p)}</p>`)
      .join('')}<p>${escapeHtml(sign(l))}</p></div>`;
  return {
    subject: parts[lang].subject,
    text: `${textOf(lang)}\n\n----\n\n${textOf(other)}\n`,
    html: `<!doctype html><html><body>${htmlOf(lang)}<hr>${htmlOf(other)}</body></html>`,
  };
}

export interface MemberNotice {
  kind: ReminderKind;
  /** Unique per reminder: the same key is never sent twice. */
  key: string;
  userId: number;
  facts: NoticeFacts;
}

/** Records one notice once and queues it (see notifyMembers). */
export async function notifyMember(trx: Db, services: Services, notice: MemberNotice) {
  return (await notifyMembers(trx, services, [notice])) === 1;
}

/**
 * Records notices for members once each (their keys are unique, so a second run or a second API
 * process records nothing) and queues them on each channel, all in the caller's transaction.
 * Notices a member turned off are skipped. Answers how many were recorded. Set-based, so a
 * reminder run over thousands of loans is a handful of statements.
 */
export async function notifyMembers(
  trx: Db,
  services: Services,
  notices: MemberNotice[]
): Promise<number> {
  if (notices.length === 0) return 0;
  const userIds = [...new Set(notices.map((n) => n.userId))];
  const users = await trx
    .selectFrom('users as u')
    .leftJoin('reminder_preferences as p', 'p.user_id', 'u.unique_id')
    .select([
      'u.unique_id',
      'u.email',
      'u.name',
      'u.mobile',
      'p.language',
      'p.due_soon',
      'p.due_today',
      'p.overdue',
      'p.holds',
      'p.membership',
    ])
    .where('u.unique_id', 'in', userIds)
    .execute();
  const byId = new Map(users.map((u) => [u.unique_id, u]));
  const now = services.clock.now();
  const channel = services.config.reminderChannels.join('+');
  const outgoing = [];
  for (const notice of notices) {
    const user = byId.get(notice.userId);
    if (!user) continue;
    const prefs: ReminderPreferences = {
      language: (user.language ?? 'bn') as 'bn' | 'en',
      dueSoon: user.due_soon ?? true,
      dueToday: user.due_today ?? true,
      overdue: user.overdue ?? true,
      holds: user.holds ?? true,
      membership: user.membership ?? true,
    };
    if (!prefs[PREFERENCE[notice.kind]]) continue;
    outgoing.push({
      notice,
      user,
      message: composeNotice(notice.kind, notice.facts, prefs.language, user.name),
    });
  }
  if (outgoing.length === 0) return 0;
  const recorded = await trx
    .insertInto('reminders_sent')
    .values(
      outgoing.map(({ notice, user, message }) => ({
        reminder_key: notice.key,
        kind: notice.kind,
        user_id: notice.userId,
        email: user.email,
        channel,
        subject: message.subject,
        sent_at: now,
      }))
    )
    .onConflict((oc) => oc.column('reminder_key').doNothing())
    .returning('reminder_key')
    .execute();
  const fresh = new Set(recorded.map((r) => r.reminder_key));
  const jobs = [];
  for (const { notice, user, message } of outgoing) {
    if (!fresh.has(notice.key)) continue;
    jobs.push({ kind: 'notify:mail', payload: { to: user.email, ...message } });
    if (services.config.reminderChannels.includes('sms')) {
      jobs.push({
        kind: 'notify:sms',
        payload: { to: user.mobile, subject: message.subject, text: message.subject },
      });
    }
  }
  await services.jobs.enqueueMany(trx, jobs);
  return fresh.size;
}
