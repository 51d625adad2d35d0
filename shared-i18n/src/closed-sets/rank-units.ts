import type { TFunction } from 'i18next';
import { isOneOf } from './closed-set';

import { rankUnitValues, type RankUnit } from '@pathagar/sdk/schema';

export type { RankUnit };

/** The contract's RankUnit: the ranking looks back `filterValue` of these (0 means all time). */
export const RANK_UNITS: readonly RankUnit[] = rankUnitValues;

export function isRankUnit(value: unknown): value is RankUnit {
  return isOneOf(RANK_UNITS, value);
}

export function rankUnitKey(value: RankUnit) {
  return `labels:rankUnit.${value}` as const;
}

export function rankUnitLabel(t: TFunction, value: string): string {
  return isRankUnit(value) ? t(rankUnitKey(value)) : value;
}
