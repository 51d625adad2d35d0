import type { TFunction } from 'i18next';
import { isOneOf } from './closed-set';

import { teamRoleValues, type TeamRole } from '@pathagar/sdk/schema';

export type { TeamRole };

/** The contract's TeamRole in display order; the values are the stored (English) strings. */
export const TEAM_ROLES: readonly TeamRole[] = teamRoleValues;

/** The spec's order numbers (Advisors 1 … Volunteers 4). */
export const TEAM_ROLE_ORDER = {
  Advisors: 1,
  Directors: 2,
  'Campus Ambassadors': 3,
  Volunteers: 4,
} as const satisfies Record<TeamRole, number>;

const TEAM_ROLE_SLUGS = {
  Advisors: 'advisors',
  Directors: 'directors',
  'Campus Ambassadors': 'campusAmbassadors',
  Volunteers: 'volunteers',
} as const satisfies Record<TeamRole, string>;

/** A finite number rather than Infinity, so that two unknown roles compare as equal (0). */
const UNKNOWN_ROLE_ORDER = TEAM_ROLES.length + 1;

export function isTeamRole(value: unknown): value is TeamRole {
  return isOneOf(TEAM_ROLES, value);
}

/** 1 to 4 for the known roles; unknown roles (legacy data) come after all of them. */
export function teamRoleOrder(role: string): number {
  return isTeamRole(role) ? TEAM_ROLE_ORDER[role] : UNKNOWN_ROLE_ORDER;
}

export function compareTeamRoles(a: string, b: string): number {
  return teamRoleOrder(a) - teamRoleOrder(b);
}

export interface TeamMemberOrdering {
  role: string;
  serial?: number | string | null | undefined;
}

/** Legacy records may hold the serial as a string; a missing or non-numeric one sorts last. */
function serialOrder(serial: TeamMemberOrdering['serial']): number {
  const n = typeof serial === 'string' && serial.trim() !== '' ? Number(serial) : serial;
  return typeof n === 'number' && Number.isFinite(n) ? n : Number.MAX_SAFE_INTEGER;
}

/** By role order, then by serial within the role. */
export function compareTeamMembers(a: TeamMemberOrdering, b: TeamMemberOrdering): number {
  return compareTeamRoles(a.role, b.role) || serialOrder(a.serial) - serialOrder(b.serial);
}

/** A sorted copy (the input, often React Query's cached array, is left alone); ties keep order. */
export function sortTeamMembers<T extends TeamMemberOrdering>(members: readonly T[]): T[] {
  return [...members].sort(compareTeamMembers);
}

export function teamRoleKey(value: TeamRole) {
  return `labels:teamRole.${TEAM_ROLE_SLUGS[value]}` as const;
}

export function teamRoleLabel(t: TFunction, value: string): string {
  return isTeamRole(value) ? t(teamRoleKey(value)) : value;
}
