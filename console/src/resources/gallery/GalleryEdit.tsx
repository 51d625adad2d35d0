import { EditPage } from '../../components/forms';
import { TOAST } from '../../components/toast';
import type { GalleryRecord } from './dataProvider';
import { GalleryForm } from './GalleryForm';

export default function GalleryEdit() {
  return (
    <EditPage<GalleryRecord>
      resource="gallery"
      duration={TOAST.gallery}
      failure="console:gallery.updateFailed"
    >
      {(item, form) => <GalleryForm record={item} {...form} />}
    </EditPage>
  );
}
