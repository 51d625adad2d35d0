import { useState } from 'react';
import { NOTICE_CATEGORIES, noticeCategoryLabel, type NoticeCategory } from '@pathagar/shared-i18n';
import { useTranslation } from '@pathagar/shared-i18n/react';
import { ContentForm } from '../../components/ContentForm';
import { SelectField } from '../../components/fields';
import type { FormSave } from '../../components/forms';
import type { NoticeRecord } from './dataProvider';

export const NOTICE_FIELDS = [
  'noticeTitle',
  'noticeTitleEnglish',
  'description',
  'descriptionEnglish',
] as const;

/**
 * Add and Edit Notice (admin-content.md §2.10, §5): the four texts required, the image optional;
 * the category is one of the six (general unless chosen).
 */
export function NoticeForm({ record, pending, save }: FormSave & { record?: NoticeRecord }) {
  const { t } = useTranslation();
  const initialCategory: NoticeCategory = record?.category ?? 'general';
  const [category, setCategory] = useState<NoticeCategory>(initialCategory);
  return (
    <ContentForm
      resource="notices"
      fields={NOTICE_FIELDS}
      multiline={['description', 'descriptionEnglish']}
      record={record}
      imageField="file"
      imageRequired={false}
      pending={pending}
      extra={
        <SelectField
          label={t('console:notices.fields.category')}
          value={category}
          options={NOTICE_CATEGORIES.map((value) => ({
            value,
            label: noticeCategoryLabel(t, value),
          }))}
          onChange={(value) => setCategory((value || 'general') as NoticeCategory)}
        />
      }
      onSubmit={async (values, file) => {
        const saved = await save({ ...values, category, file });
        if (saved && !record) setCategory(initialCategory);
        return saved;
      }}
    />
  );
}
