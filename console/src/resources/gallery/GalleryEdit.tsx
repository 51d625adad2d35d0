import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useGetOne } from 'react-admin';
import { useParams } from 'react-router-dom';
import { useTranslation } from '@pathagar/shared-i18n/react';
import { FormPage } from '../../components/fields';
import { TOAST } from '../../components/toast';
import { useSave } from '../../components/useSave';
import type { GalleryRecord } from './dataProvider';
import { GalleryForm } from './GalleryForm';

export default function GalleryEdit() {
  const { t } = useTranslation();
  const { id = '' } = useParams<'id'>();
  const { data: item, isPending, error } = useGetOne<GalleryRecord>('gallery', { id: Number(id) });
  const save = useSave('gallery', {
    success: t('console:gallery.updated'),
    failure: t('console:gallery.updateFailed'),
    duration: TOAST.gallery,
  });
  return (
    <FormPage title={t('console:gallery.editTitle')}>
      {isPending && <CircularProgress aria-label={t('loading')} />}
      {error && <Typography role="alert">{t('console:app.loadFailed')}</Typography>}
      {item && (
        <GalleryForm
          mode="edit"
          initial={{
            title: item.title,
            titleEnglish: item.titleEnglish,
            description: item.description,
            descriptionEnglish: item.descriptionEnglish,
          }}
          existingImages={[item.imgUrl, ...item.subImages]}
          pending={save.pending}
          onSubmit={(input) => save.update(item.id, input, item)}
        />
      )}
    </FormPage>
  );
}
