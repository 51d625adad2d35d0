import { dataOf, type ApiClient, type GalleryItem } from '@pathagar/sdk';
import { newestFirst, page } from '../../providers/listing';
import { multipart, resourceProvider } from '../../providers/resourceProvider';
import { idInPath, type Keyed, keyed } from '../../providers/ids';

/** What the gallery form hands over. */
export interface GalleryInput {
  title: string;
  titleEnglish: string;
  description: string;
  descriptionEnglish: string;
  /** New images to upload. */
  files: File[];
  /** On edit: the current image URLs to keep. */
  existingImages?: string[];
}

export type GalleryRecord = Keyed<GalleryItem>;

export const galleryProvider = (api: ApiClient) =>
  resourceProvider({
    getList: async ({ pagination }) => {
      const list = dataOf(await api.GET('/SingUpAdmin/allPhotoGallery')).map(keyed);
      // Newest first (spec §2.11).
      list.sort((a, b) => newestFirst(a.date, b.date));
      return page(list, { pagination });
    },
    getOne: async (id) =>
      keyed(dataOf(await api.GET('/SingUpAdmin/singleGallery/{id}', idInPath(id)))),
    create: async ({ existingImages: _kept, ...body }: GalleryInput) =>
      keyed(dataOf(await api.POST('/SingUpAdmin/addGallery', { body, ...multipart })).gallery),
    // existingImages travels as a JSON list in one text field (spec §7).
    update: async (id, { existingImages, ...fields }) => {
      const data = dataOf(
        await api.PUT('/SingUpAdmin/editGallery/{id}', {
          ...idInPath(id),
          body: { ...fields, existingImages: JSON.stringify(existingImages ?? []) },
          ...multipart,
        })
      );
      return keyed(data.gallery);
    },
    delete: async (id) => {
      await api.DELETE('/SingUpAdmin/deletePhotoGallery', {
        params: { query: { id: Number(id) } },
      });
    },
  });
