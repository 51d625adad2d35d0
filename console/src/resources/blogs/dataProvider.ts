import { dataOf, type ApiClient, type Blog, type BlogForm } from '@pathagar/sdk';
import { matches, page, type Filter } from '../../providers/listing';
import { multipart, resourceProvider } from '../../providers/resourceProvider';
import { idInPath, idInQuery, type Keyed, keyed } from '../../providers/ids';

/** What the blog form hands over (the contract's texts); the image is required on add only. */
export type BlogInput = Omit<BlogForm, 'image' | 'category'> & { image?: File | null };
export type BlogCreateInput = BlogInput & { image: File };

export type BlogRecord = Keyed<Blog>;

export const blogsProvider = (api: ApiClient) =>
  resourceProvider({
    getList: async (params) => {
      const q = (params.filter as Filter).q;
      const list = dataOf(await api.GET('/SingUpAdmin/getblogs')).map(keyed);
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
    getOne: async (id) => keyed(dataOf(await api.GET('/SingUpAdmin/blog/{id}', idInPath(id)))),
    create: async (body: BlogCreateInput) =>
      keyed(dataOf(await api.POST('/SingUpAdmin/addblogs', { body, ...multipart })).blog),
    // Edit sends the new image as `file`, not `image` (the contract's BlogEditForm).
    update: async (id, { image, ...fields }: BlogInput) => {
      const data = dataOf(
        await api.PUT('/SingUpAdmin/editblogs/{id}', {
          ...idInPath(id),
          body: { ...fields, ...(image ? { file: image } : {}) },
          ...multipart,
        })
      );
      return keyed(data.blog);
    },
    delete: async (id) => {
      await api.DELETE('/SingUpAdmin/deleteBlogs', idInQuery(id));
    },
  });
