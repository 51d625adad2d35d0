import { readFile } from 'node:fs/promises';
import { sql } from 'kysely';
import path from 'node:path';
import type { ApprovalResult, BookDayGroup, DeskRow } from '@pathagar/sdk/schema';
import { clubDate, clubWallClock, fromClubWallClock } from '../../../club-time';
import { defineHandlers, type ResultOf, type Services } from '../../../contract/types';
import { conflict, forbidden, HttpError, MESSAGES, notFound } from '../../../http/errors';
import { exportsDir } from '../../../maintenance/exports';
import { readCirculationSettings } from '../../circulation/settings';
import { resolveLoanEnd } from '../loan-length';
import { MSG } from '../messages';
import { approveRequest } from '../requests';
import { toDeskRow } from './mappers';
import {
  deskQuery,
  findDeskRecord,
  freeSerialsOf,
  heldCopiesOf,
  statusesOf,
  whereText,
  type DeskRecord,
} from './repository';

/** Desk rows with the free copies of each pending request's book filled in. */
async function toRows(services: Services, records: DeskRecord[]): Promise<DeskRow[]> {
  const now = services.clock.now();
  const pendingBooks = [
    ...new Set(records.filter((r) => r.status === 'pending').map((r) => r.book_id)),
  ];
  const [free, held] = await Promise.all([
    freeSerialsOf(services.db, pendingBooks),
    heldCopiesOf(services.db, pendingBooks),
  ]);
  return records.map((r) => {
    // A copy kept for this member's waitlist hold comes first, so it is the one preselected.
    const kept = held.get(`${r.user_id}:${r.book_id}`);
    const serials = free.get(r.book_id) ?? [];
    return toDeskRow(r, now, services.storage, kept ? [kept, ...serials] : serials);
  });
}

async function oneRow(services: Services, rentId: string): Promise<DeskRow> {
  const record = await findDeskRecord(services.db, rentId);
  if (!record) throw notFound(MSG.requestNotFound);
  return (await toRows(services, [record]))[0]!;
}

/** The first and the last instant of a range of club days (inclusive). */
function clubDayStart(day: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  return fromClubWallClock(y!, m! - 1, d!);
}

/** The next Friday on the club's calendar (today when it is Friday): Book Day. */
function nextBookDay(now: Date): string {
  const w = clubWallClock(now);
  const weekday = new Date(Date.UTC(w.year, w.month, w.day)).getUTCDay();
  return clubDate(now, (5 - weekday + 7) % 7);
}

const addressKey = (address: string) => address.trim().toLocaleLowerCase();

/** The lending desk (issue 15): rows with member and book, bulk approval, hand-overs, Book Day. */
export const deskHandlers = defineHandlers({
  listDesk: async ({ query, services }) => {
    const page = query.page ?? 1;
    const limit = query.limit ?? 25;
    const now = services.clock.now();
    let q = deskQuery(services.db).where('r.status', 'in', statusesOf(query.view));
    if (query.view === 'borrowed' && query.state) {
      switch (query.state) {
        case 'waiting_pickup':
          q = q.where('r.status', '=', 'approved');
          break;
        case 'with_member':
          q = q.where('r.status', '=', 'Received').where('r.return_requested_at', 'is', null);
          break;
        case 'return_requested':
          q = q.where('r.status', '=', 'Received').where('r.return_requested_at', 'is not', null);
          break;
        case 'overdue':
          q = q.where('r.return_day', '<', now);
          break;
      }
    }
    if (query.q) q = whereText(q, query.q.trim());
    const dateColumn = query.view === 'borrowed' ? 'r.approved_at' : 'r.requested_at';
    if (query.from) q = q.where(dateColumn, '>=', clubDayStart(query.from));
    if (query.to) q = q.where(dateColumn, '<', clubDayStart(clubDate(clubDayStart(query.to), 1)));
    const counted = await q
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const ordered =
      query.view === 'borrowed'
        ? q.orderBy('r.return_day', 'asc').orderBy('r.id', 'asc')
        : // A request whose waitlist hold is ready (issue 17) comes first, soonest window end
          // first, so the copy kept for it goes out before the hold lapses; then oldest first.
          q
            .orderBy(
              sql`(select h.expires_at from holds h where h.user_id = r.user_id and h.book_id = r.book_id and h.status = 'ready' and h.serial_number is not null limit 1) asc nulls last`
            )
            .orderBy('r.requested_at', 'asc')
            .orderBy('r.id', 'asc');
    const records = await ordered
      .limit(limit)
      .offset((page - 1) * limit)
      .execute();
    return {
      items: await toRows(services, records),
      total: Number(counted.n),
      page,
      limit,
      defaultLoanDays: (await readCirculationSettings(services.db)).loanDays,
    };
  },

  approveRequests: async ({ body, services }) => {
    const results: ApprovalResult[] = [];
    // The club's loan length (Settings), read once for the whole action.
    const { loanDays } = await readCirculationSettings(services.db);
    // One after the other, each in its own transaction: a failure is that row's answer only.
    for (const item of body.items) {
      const now = services.clock.now();
      try {
        const end = resolveLoanEnd(
          now,
          {
            days: item.returnDayNumber ?? (item.dueDate === undefined ? loanDays : undefined),
            dueDate: item.dueDate,
          },
          'dueDate'
        );
        await approveRequest(
          services.db,
          { rentId: item.rentId },
          { serial: item.serialNumber, end },
          now
        );
        results.push({ rentId: item.rentId, ok: true, row: await oneRow(services, item.rentId) });
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        const code = error.code;
        if (
          code !== 'not_found' &&
          code !== 'invalid_transition' &&
          code !== 'serial_on_loan' &&
          code !== 'serial_unknown' &&
          code !== 'out_of_stock' &&
          code !== 'validation_failed'
        ) {
          throw error;
        }
        results.push({ rentId: item.rentId, ok: false, code, message: error.message });
      }
    }
    return { results, approved: results.filter((r) => r.ok).length };
  },

  recordHandover: async ({ body, caller, services }) => {
    if (caller?.role !== 'admin') throw forbidden('forbidden', MESSAGES.adminOnly);
    const now = services.clock.now();
    const handing = body.action === 'handed_over';
    const updated = await services.db
      .updateTable('rent_records')
      .set(
        handing
          ? { status: 'Received', received_at: now, received_by_admin: caller.adminId }
          : { status: 'Returned', returned_at: now, returned_by_admin: caller.adminId }
      )
      .where('rent_id', '=', body.rentId)
      .where('status', '=', handing ? 'approved' : 'Received')
      .returning('rent_id')
      .executeTakeFirst();
    if (!updated) {
      const exists = await findDeskRecord(services.db, body.rentId);
      if (!exists) throw notFound(MSG.requestNotFound);
      throw conflict(
        'invalid_transition',
        handing ? MSG.onlyApprovedPickup : MSG.onlyReceivedReturn
      );
    }
    return { row: await oneRow(services, body.rentId) };
  },

  getBookDay: async ({ services }) => {
    const now = services.clock.now();
    const records = await deskQuery(services.db)
      .where((eb) =>
        eb.or([
          eb('r.status', '=', 'approved'),
          eb.and([
            eb('r.status', '=', 'Received'),
            eb.or([eb('r.return_requested_at', 'is not', null), eb('r.return_day', '<', now)]),
          ]),
        ])
      )
      .orderBy('u.name')
      .orderBy('r.id')
      .execute();
    const rows = await toRows(services, records);
    const groups = new Map<string, BookDayGroup>();
    for (const row of rows) {
      const key = addressKey(row.member.currentAddress);
      let group = groups.get(key);
      if (!group) {
        group = { address: row.member.currentAddress.trim(), deliver: [], collect: [] };
        groups.set(key, group);
      }
      (row.status === 'approved' ? group.deliver : group.collect).push(row);
    }
    return {
      date: nextBookDay(now),
      groups: [...groups.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([, group]) => group),
    };
  },

  getMemberDesk: async ({ params, services }) => {
    const now = services.clock.now();
    const user = await services.db
      .selectFrom('users')
      .select(['unique_id', 'name', 'email', 'mobile', 'current_address'])
      .where('unique_id', '=', params.uniqueId)
      .executeTakeFirst();
    if (!user) throw notFound('User not found');
    const [membership, application, records] = await Promise.all([
      services.db
        .selectFrom('memberships')
        .select('expires_at')
        .where('user_id', '=', user.unique_id)
        .executeTakeFirst(),
      services.db
        .selectFrom('membership_applications')
        .select('id')
        .where('user_id', '=', user.unique_id)
        .executeTakeFirst(),
      deskQuery(services.db)
        .where('r.user_id', '=', user.unique_id)
        .where('r.status', 'in', ['pending', 'approved', 'Received', 'Returned', 'readed'])
        .orderBy('r.requested_at', 'desc')
        .orderBy('r.id', 'desc')
        .execute(),
    ]);
    const rows = await toRows(services, records);
    const active = membership && membership.expires_at.getTime() > now.getTime();
    return {
      member: {
        uniqueId: user.unique_id,
        name: user.name,
        email: user.email,
        mobile: user.mobile,
        currentAddress: user.current_address,
      },
      membership: {
        state: active ? 'active' : application ? 'pending' : membership ? 'expired' : 'none',
        expiresAt: membership ? membership.expires_at.toISOString() : null,
      },
      openLoans: rows.filter((r) => ['approved', 'Received', 'Returned'].includes(r.status)),
      pendingRequests: rows.filter((r) => r.status === 'pending'),
      history: rows.filter((r) => r.status === 'readed').slice(0, 100),
    };
  },

  downloadExport: async ({ params, services, reply }) => {
    const file = path.join(exportsDir(services.config.dataDir), path.basename(params.file));
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch {
      throw notFound('Export not found');
    }
    void reply.header('content-disposition', `attachment; filename="${params.file}"`);
    return JSON.parse(text) as ResultOf<'downloadExport'>;
  },
});
