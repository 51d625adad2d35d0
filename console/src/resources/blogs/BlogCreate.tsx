import { useTranslation } from '@pathagar/shared-i18n/react';
import { ContentForm } from '../../components/ContentForm';
import { FormPage } from '../../components/fields';
import { useT } from '../../components/i18n';
import { TOAST } from '../../components/toast';
import { useSave } from '../../components/useSave';
import { BLOG_FIELDS, BLOG_LONG_FIELDS, emptyBlog } from './blogFields';

/** Add Blog (admin-content.md §2.7, §5): all six texts and an image are required. */
export default function BlogCreate() {
  const { t } = useTranslation();
  const tx = useT();
  const save = useSave('blogs', {
    success: t('console:blogs.added'),
    failure: t('console:app.failed'),
    duration: TOAST.add,
  });
  return (
    <FormPage title={t('console:blogs.addTitle')}>
      <ContentForm
        fields={BLOG_FIELDS}
        multiline={BLOG_LONG_FIELDS}
        label={(name) => tx(`console:blogs.fields.${name}`)}
        initial={emptyBlog()}
        imageLabel={tx('console:blogs.fields.image')}
        imageRequired
        submitLabel={t('console:blogs.add')}
        pending={save.pending}
        resetOnSuccess
        onSubmit={(values, image) => save.create({ ...values, image })}
      />
    </FormPage>
  );
}
