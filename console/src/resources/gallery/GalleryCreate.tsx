import { useTranslation } from '@pathagar/shared-i18n/react';
import { FormPage } from '../../components/fields';
import { TOAST } from '../../components/toast';
import { useSave } from '../../components/useSave';
import { emptyGallery, GalleryForm } from './GalleryForm';

export default function GalleryCreate() {
  const { t } = useTranslation();
  const save = useSave('gallery', {
    success: t('console:gallery.added'),
    failure: t('console:gallery.failed'),
    duration: TOAST.gallery,
  });
  return (
    <FormPage title={t('console:gallery.addTitle')}>
      <GalleryForm
        mode="create"
        initial={emptyGallery()}
        pending={save.pending}
        onSubmit={save.create}
      />
    </FormPage>
  );
}
