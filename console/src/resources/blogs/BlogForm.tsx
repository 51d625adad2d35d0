import { ContentForm } from '../../components/ContentForm';
import type { FormSave } from '../../components/forms';
import type { BlogRecord } from './dataProvider';

export const BLOG_FIELDS = [
  'blogTitle',
  'blogTitleEnglish',
  'authorName',
  'authorNameEnglish',
  'content',
  'contentEnglish',
] as const;

/**
 * Add and Edit Blog (admin-content.md §2.7–2.8, §5): the six texts required; the image required
 * on add, optional on edit.
 */
export function BlogForm({ record, pending, save }: FormSave & { record?: BlogRecord }) {
  return (
    <ContentForm
      resource="blogs"
      fields={BLOG_FIELDS}
      multiline={['content', 'contentEnglish']}
      record={record}
      imageField="image"
      imageRequired
      pending={pending}
      onSubmit={(values, image) => save({ ...values, image })}
    />
  );
}
