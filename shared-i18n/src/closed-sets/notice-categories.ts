import type { TFunction } from 'i18next';
import { isOneOf } from './closed-set';

import { noticeCategoryValues, type NoticeCategory } from '@pathagar/sdk/schema';

export type { NoticeCategory };

/** The contract's NoticeCategory, in its order. */
export const NOTICE_CATEGORIES: readonly NoticeCategory[] = noticeCategoryValues;

export function isNoticeCategory(value: unknown): value is NoticeCategory {
  return isOneOf(NOTICE_CATEGORIES, value);
}

export function noticeCategoryKey(value: NoticeCategory) {
  return `labels:noticeCategory.${value}` as const;
}

/** Unknown values are shown as stored, so a category added on the server is never blank. */
export function noticeCategoryLabel(t: TFunction, value: string): string {
  return isNoticeCategory(value) ? t(noticeCategoryKey(value)) : value;
}
