import type { BlogEditForm } from '@pathagar/sdk/schema';
import { defineHandlers } from '../../../contract/types';
import { HttpError, MESSAGES, notFound } from '../../../http/errors';
import { parseItemId } from '../../../db/ids';
import { normaliseText } from '../../../text';
import { discardUploads, withStoredUpload } from '../../../storage/uploads';
import { toBlog } from './mappers';
import * as repo from './repository';

const NOT_FOUND = 'Blog not found';

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
    const now = services.clock.now();
    const row = await withStoredUpload(services, 'blogs', image, (image_key) =>
      repo.insertBlog(services.db, {
        ...texts(body),
        image_key,
        created_at: now,
        updated_at: now,
      })
    );
    const blog = toBlog(row, services.storage);
    return { msg: 'Blog added successfully', uniqueId: blog.uniqueId, imageUrl: blog.imgUrl, blog };
  },

  listBlogs: async ({ services }) => {
    const rows = await repo.listBlogs(services.db);
    return rows.map((row) => toBlog(row, services.storage));
  },

  getBlog: async ({ params, services }) => {
    const id = parseItemId(params.id);
    const row = id === null ? undefined : await repo.findBlog(services.db, id);
    if (!row) throw notFound(NOT_FOUND);
    return toBlog(row, services.storage);
  },

  updateBlog: async ({ params, body, files, services }) => {
    const id = parseItemId(params.id);
    if (id === null) throw notFound(NOT_FOUND);
    const file = files.file?.[0];
    const result = await withStoredUpload(services, 'blogs', file, async (newImage) => {
      const updated = await repo.updateBlog(services.db, id, {
        ...texts(body),
        ...(newImage ? { image_key: newImage } : {}),
        updated_at: services.clock.now(),
      });
      if (!updated) throw notFound(NOT_FOUND);
      return updated;
    });
    if (file) await discardUploads(services, [result.previousImage]);
    return { msg: 'Blog updated successfully', blog: toBlog(result.row, services.storage) };
  },

  deleteBlog: async ({ query, services }) => {
    const deleted = await repo.deleteBlog(services.db, query.id);
    if (!deleted) throw notFound(NOT_FOUND, { success: false });
    await discardUploads(services, [deleted.image_key]);
    return { success: true, message: 'Blog deleted successfully', deletedCount: 1 };
  },
});
