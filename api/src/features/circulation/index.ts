import { defineHandlers } from '../../contract/types';
import { forbidden, MESSAGES } from '../../http/errors';
import type { Caller } from '../../auth/tokens';
import { cancelHold, listHoldsOfBooks, listHoldsOfMember, placeHold } from './holds';
import { readPreferences, savePreferences } from './notices';
import { listRemindersSent } from './reminders-sent';
import { listRenewalOptions, renewLoan } from './renewals';
import { readCirculationSettings, saveCirculationSettings } from './settings';

/** The member behind a member-only operation (an admin token has no loans or holds). */
function memberOf(caller: Caller | null): number {
  if (caller?.role !== 'member') throw forbidden('not_owner', MESSAGES.notOwner);
  return caller.userId;
}

/** Circulation: the club's lending rules, waitlists (holds), self-renewal and reminders. */
export const circulationHandlers = defineHandlers({
  getCirculationSettings: async ({ services }) => readCirculationSettings(services.db),

  saveCirculationSettings: async ({ body, services }) =>
    saveCirculationSettings(services.db, body, services.clock.now()),

  placeHold: async ({ body, caller, services, reply }) => {
    const hold = await placeHold(services, memberOf(caller), body.bookId);
    reply.code(201);
    return hold;
  },

  listMyHolds: async ({ caller, services }) => ({
    holds: await listHoldsOfMember(services.db, memberOf(caller), services.clock.now()),
  }),

  cancelHold: async ({ params, caller, services }) =>
    cancelHold(
      services,
      params.holdId,
      caller?.role === 'admin' ? { role: 'admin' } : { role: 'member', userId: memberOf(caller) }
    ),

  listBookHolds: async ({ params, services }) => ({
    holds: await listHoldsOfBooks(services.db, [params.bookId], services.clock.now()),
  }),

  listWaitlists: async ({ services }) => ({
    holds: await listHoldsOfBooks(services.db, 'all', services.clock.now()),
  }),

  renewLoan: async ({ body, caller, services }) =>
    renewLoan(services, memberOf(caller), body.rentId),

  listMyRenewals: async ({ caller, services }) => ({
    loans: await listRenewalOptions(services, memberOf(caller)),
  }),

  getReminderPreferences: async ({ caller, services }) =>
    readPreferences(services.db, memberOf(caller)),

  saveReminderPreferences: async ({ body, caller, services }) =>
    savePreferences(services.db, memberOf(caller), body, services.clock.now()),

  listRemindersSent: async ({ query, services }) =>
    listRemindersSent(services.db, query.page ?? 1, query.limit ?? 25),
});
