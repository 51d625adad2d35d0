import { useState } from 'react';
import { NOTICE_CATEGORIES, noticeCategoryLabel, type NoticeCategory } from '@pathagar/shared-i18n';
import { useTranslation } from '@pathagar/shared-i18n/react';
import { ContentForm } from '../../components/ContentForm';
import { SelectField } from '../../components/fields';
import { useT } from '../../components/i18n';

export const NOTICE_FIELDS = [
  'noticeTitle',
  'noticeTitleEnglish',
  'description',
  'descriptionEnglish',
] as const;
type NoticeField = (typeof NOTICE_FIELDS)[number];

export const emptyNotice = (): Record<NoticeField, string> => ({
  noticeTitle: '',
  noticeTitleEnglish: '',
  description: '',
  descriptionEnglish: '',
});

/**
 * Add and Edit Notice (admin-content.md §2.10, §5): the four texts required, the image optional;
 * the category is one of the six (general unless chosen).
 */
export function NoticeForm({
  initial,
  initialCategory,
  imageUrl,
  submitLabel,
  imageLabel,
  pending,
  resetOnSuccess,
  onSubmit,
}: {
  initial: Record<NoticeField, string>;
  initialCategory: NoticeCategory;
  imageUrl?: string | null | undefined;
  submitLabel: string;
  imageLabel: string;
  pending: boolean;
  resetOnSuccess: boolean;
  onSubmit: (data: object) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const tx = useT();
  const [category, setCategory] = useState<NoticeCategory>(initialCategory);
  return (
    <ContentForm
      fields={NOTICE_FIELDS}
      multiline={['description', 'descriptionEnglish']}
      label={(name) => tx(`console:notices.fields.${name}`)}
      initial={initial}
      imageUrl={imageUrl}
      imageLabel={imageLabel}
      imageRequired={false}
      submitLabel={submitLabel}
      pending={pending}
      resetOnSuccess={resetOnSuccess}
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
        const saved = await onSubmit({ ...values, category, file });
        if (saved && resetOnSuccess) setCategory(initialCategory);
        return saved;
      }}
    />
  );
}
