import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useGetOne } from 'react-admin';
import { useParams } from 'react-router-dom';
import { useTranslation } from '@pathagar/shared-i18n/react';
import { ContentForm } from '../../components/ContentForm';
import { FormPage } from '../../components/fields';
import { useT } from '../../components/i18n';
import { TOAST } from '../../components/toast';
import { useSave } from '../../components/useSave';
import type { BlogRecord } from './dataProvider';
import { BLOG_FIELDS, BLOG_LONG_FIELDS } from './blogFields';

/** Edit Blog (admin-content.md §2.8, §5): the six texts required, the image optional. */
export default function BlogEdit() {
  const { t } = useTranslation();
  const tx = useT();
  const { id = '' } = useParams<'id'>();
  const { data: blog, isPending, error } = useGetOne<BlogRecord>('blogs', { id: Number(id) });
  const save = useSave('blogs', {
    success: t('console:blogs.updated'),
    failure: t('console:app.failed'),
    duration: TOAST.add,
  });
  return (
    <FormPage title={t('console:blogs.editTitle')}>
      {isPending && <CircularProgress aria-label={t('loading')} />}
      {error && <Typography role="alert">{t('console:app.loadFailed')}</Typography>}
      {blog && (
        <ContentForm
          fields={BLOG_FIELDS}
          multiline={BLOG_LONG_FIELDS}
          label={(name) => tx(`console:blogs.fields.${name}`)}
          initial={
            Object.fromEntries(BLOG_FIELDS.map((f) => [f, blog[f]])) as Record<
              (typeof BLOG_FIELDS)[number],
              string
            >
          }
          imageUrl={blog.imgUrl}
          imageLabel={t('console:blogs.replaceImage')}
          imageRequired={false}
          submitLabel={t('console:blogs.update')}
          pending={save.pending}
          resetOnSuccess={false}
          onSubmit={(values, image) => save.update(blog.id, { ...values, image }, blog)}
        />
      )}
    </FormPage>
  );
}
