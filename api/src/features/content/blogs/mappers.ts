import type { Blog } from '@pathagar/sdk/schema';
import type { Storage } from '../../../storage/index';
import type { ContentRow } from '../shared/records';

export function toBlog(row: ContentRow<'blogs'>, storage: Storage): Blog {
  return {
    _id: String(row.unique_id),
    uniqueId: row.unique_id,
    blogTitle: row.blog_title,
    blogTitleEnglish: row.blog_title_en,
    authorName: row.author_name,
    authorNameEnglish: row.author_name_en,
    content: row.content,
    contentEnglish: row.content_en,
    date: row.created_at.toISOString(),
    imgUrl: storage.url(row.image_key),
  };
}
