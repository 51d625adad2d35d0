import type { Notice, NoticeCategory } from '@pathagar/sdk/schema';
import type { Storage } from '../../../storage/index';
import type { ContentRow } from '../shared/records';

export function toNotice(row: ContentRow<'notices'>, storage: Storage): Notice {
  return {
    _id: String(row.unique_id),
    uniqueId: row.unique_id,
    noticeTitle: row.notice_title,
    noticeTitleEnglish: row.notice_title_en,
    description: row.description,
    descriptionEnglish: row.description_en,
    // The table's check constraint holds it to the contract's six categories.
    category: row.category as NoticeCategory,
    date: row.created_at.toISOString(),
    imgUrl: row.image_key ? storage.url(row.image_key) : null,
  };
}
