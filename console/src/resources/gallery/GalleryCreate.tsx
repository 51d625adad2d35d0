import { CreatePage } from '../../components/forms';
import { TOAST } from '../../components/toast';
import { GalleryForm } from './GalleryForm';

export default function GalleryCreate() {
  return (
    <CreatePage resource="gallery" duration={TOAST.gallery} failure="console:gallery.failed">
      {(form) => <GalleryForm {...form} />}
    </CreatePage>
  );
}
