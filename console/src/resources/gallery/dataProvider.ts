import { dataOf, type ApiClient, type GalleryItem } from '@pathagar/sdk';
import { newestFirst, page } from '../../providers/listing';
import { multipart, resourceProvider } from '../../providers/resourceProvider';

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

export type GalleryRecord = GalleryItem & { id: number };

const record = (g: GalleryItem): GalleryRecord => ({ ...g, id: g.uniqueId });

export const galleryProvider = (api: ApiClient) =>
  resourceProvider({
    getList: async ({ pagination }) => {
      const list = dataOf(await api.GET('/SingUpAdmin/allPhotoGallery')).map(record);
      // Newest first (spec §2.11).
      list.sort((a, b) => newestFirst(a.date, b.date));
      return page(list, { pagination });
    },
    getOne: async (id) =>
      record(
        dataOf(
          await api.GET('/SingUpAdmin/singleGallery/{id}', { params: { path: { id: String(id) } } })
        )
      ),
    create: async ({ existingImages: _kept, ...body }: GalleryInput) =>
      record(dataOf(await api.POST('/SingUpAdmin/addGallery', { body, ...multipart })).gallery),
    // existingImages travels as a JSON list in one text field (spec §7).
    update: async (id, { existingImages, ...fields }) => {
      const data = dataOf(
        await api.PUT('/SingUpAdmin/editGallery/{id}', {
          params: { path: { id: String(id) } },
          body: { ...fields, existingImages: JSON.stringify(existingImages ?? []) },
          ...multipart,
        })
      );
      return record(data.gallery);
    },
    delete: async (id) => {
      await api.DELETE('/SingUpAdmin/deletePhotoGallery', {
        params: { query: { id: Number(id) } },
      });
    },
  });
