import { defineHandlers } from '../../contract/types';
import { listAuditEvents } from './list';

/** The audit log of admin writes (issue 19 point 4); the writing is in ./record.ts. */
export const auditHandlers = defineHandlers({
  listAuditEvents: async ({ query, services }) =>
    listAuditEvents(services.db, { ...query, page: query.page ?? 1, limit: query.limit ?? 25 }),
});
