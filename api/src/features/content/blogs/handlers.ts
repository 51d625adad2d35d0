import type { BlogEditForm } from '@pathagar/sdk/schema';
import { defineHandlers } from '../../../contract/types';
import { HttpError, MESSAGES } from '../../../http/errors';
import { normaliseText } from '../../../text';
import { contentStore } from '../shared/records';
import { toBlog } from './mappers';

const blogs = contentStore({
  table: 'blogs',
  folder: 'blogs',
  notFound: 'Blog not found',
  // Newest first; uniqueId breaks ties of the same instant so the order is stable.
  order: [
    ['created_at', 'desc'],
    ['unique_id', 'desc'],
  ],
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
    const image = files.image?.[0];
    // The platform already refuses a form without the image; this keeps the type honest.
    if (!image) throw new HttpError(400, 'file_required', MESSAGES.fileRequired, 'body.image');
    const row = await blogs.add(services, image, texts(body));
    const blog = toBlog(row, services.storage);
    return { msg: 'Blog added successfully', uniqueId: blog.uniqueId, imageUrl: blog.imgUrl, blog };
  },

  listBlogs: async ({ services }) =>
    (await blogs.list(services.db)).map((row) => toBlog(row, services.storage)),

  getBlog: async ({ params, services }) =>
    toBlog(await blogs.get(services.db, params.id), services.storage),

  updateBlog: async ({ params, body, files, services }) => {
    const row = await blogs.update(services, params.id, files.file?.[0], () => texts(body));
    return { msg: 'Blog updated successfully', blog: toBlog(row, services.storage) };
  },

  deleteBlog: async ({ query, services }) => {
    await blogs.remove(services, query.id, { success: false });
    return { success: true, message: 'Blog deleted successfully', deletedCount: 1 };
  },
});
