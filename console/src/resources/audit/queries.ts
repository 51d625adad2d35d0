import type { components } from '@pathagar/sdk';
import { startOfClubDay } from '@pathagar/shared-i18n';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api';

export type AuditEvent = components['schemas']['AuditEvent'];
export type AuditChange = components['schemas']['AuditChange'];
export type AuditKind = components['schemas']['AuditKind'];

export interface AuditFilters {
  admin: string;
  kind: AuditKind | '';
  /** Club days (YYYY-MM-DD), both included; '' for no bound. */
  from: string;
  to: string;
}

export const PAGE_SIZE = 25;

/** The club day after `day`, whose first moment ends `day`. */
function nextDay(day: string): string {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

export const auditQuery = (filters: AuditFilters, page: number) =>
  queryOptions({
    queryKey: ['audit', filters, page],
    queryFn: async () => {
      const result = await api.GET('/ext/audit', {
        params: {
          query: {
            page,
            limit: PAGE_SIZE,
            admin: filters.admin.trim() || undefined,
            kind: filters.kind || undefined,
            from: filters.from ? startOfClubDay(filters.from) : undefined,
            to: filters.to ? startOfClubDay(nextDay(filters.to)) : undefined,
          },
        },
      });
      if (!result.data) throw new Error('The API answered without a body.');
      return result.data;
    },
    placeholderData: keepPreviousData,
  });

/** The fields an update changed, or every field of an added or deleted row. */
export function changedFields(change: AuditChange): [string, unknown, unknown][] {
  const before = (change.before ?? {}) as Record<string, unknown>;
  const after = (change.after ?? {}) as Record<string, unknown>;
  const names = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  return names
    .filter((name) => JSON.stringify(before[name]) !== JSON.stringify(after[name]))
    .map((name) => [name, before[name], after[name]]);
}
