import type { BlogEditForm } from '@pathagar/sdk/schema';
import { defineHandlers } from '../../../contract/types';
import { requiredFile } from '../../../contract/multipart';
import { normaliseText } from '../../../text';
import { addedIds, contentStore, NEWEST_FIRST } from '../shared/records';
import { toBlog } from './mappers';

const blogs = contentStore({
  table: 'blogs',
  folder: 'blogs',
  notFound: 'Blog not found',
  toRecord: toBlog,
  order: NEWEST_FIRST,
});

/** The six text fields of both forms; a `category` the old admin form sends is ignored. */
function texts(body: BlogEditForm) {
  return {
    blog_title: normaliseText(body.blogTitle),
    blog_title_en: normaliseText(body.blogTitleEnglish),
    author_name: normaliseText(body.authorName),
    author_name_en: normaliseText(body.authorNameEnglish),
    content: normaliseText(body.content),
    content_en: normaliseText(body.contentEnglish),
  };
}

export const blogHandlers = defineHandlers({
  addBlog: async ({ body, files, services }) => {
    const image = requiredFile(files.image, 'image');
    const blog = await blogs.add(services, image, texts(body));
    return { msg: 'Blog added successfully', ...addedIds(blog), blog };
  },

  listBlogs: ({ services }) => blogs.list(services),

  getBlog: ({ params, services }) => blogs.get(services, params.id),

  updateBlog: async ({ params, body, files, services }) => {
    const blog = await blogs.update(services, params.id, files.file?.[0], () => texts(body));
    return { msg: 'Blog updated successfully', blog };
  },

  deleteBlog: async ({ query, services }) => {
    await blogs.remove(services, query.id, { success: false });
    return { success: true, message: 'Blog deleted successfully', deletedCount: 1 };
  },
});
