import { dataOf, type ApiClient, type Blog } from '@pathagar/sdk';
import { matches, page, type Filter } from '../../providers/listing';
import { multipart, resourceProvider } from '../../providers/resourceProvider';

/** What the blog form hands over; the image is required on add, optional on edit. */
export interface BlogInput {
  blogTitle: string;
  blogTitleEnglish: string;
  authorName: string;
  authorNameEnglish: string;
  content: string;
  contentEnglish: string;
  image?: File | null;
}
export type BlogCreateInput = BlogInput & { image: File };

export type BlogRecord = Blog & { id: number };

const record = (b: Blog): BlogRecord => ({ ...b, id: b.uniqueId });

export const blogsProvider = (api: ApiClient) =>
  resourceProvider({
    getList: async (params) => {
      const q = (params.filter as Filter).q;
      const list = dataOf(await api.GET('/SingUpAdmin/getblogs')).map(record);
      return page(
        list.filter(
          (b) =>
            matches(b.blogTitle, q) ||
            matches(b.blogTitleEnglish, q) ||
            matches(b.authorName, q) ||
            matches(b.authorNameEnglish, q)
        ),
        params
      );
    },
    getOne: async (id) =>
      record(
        dataOf(await api.GET('/SingUpAdmin/blog/{id}', { params: { path: { id: String(id) } } }))
      ),
    create: async (body: BlogCreateInput) =>
      record(dataOf(await api.POST('/SingUpAdmin/addblogs', { body, ...multipart })).blog),
    // Edit sends the new image as `file`, not `image` (the contract's BlogEditForm).
    update: async (id, { image, ...fields }: BlogInput) => {
      const data = dataOf(
        await api.PUT('/SingUpAdmin/editblogs/{id}', {
          params: { path: { id: String(id) } },
          body: { ...fields, ...(image ? { file: image } : {}) },
          ...multipart,
        })
      );
      return record(data.blog);
    },
    delete: async (id) => {
      await api.DELETE('/SingUpAdmin/deleteBlogs', { params: { query: { id: Number(id) } } });
    },
  });
