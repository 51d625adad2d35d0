import type { NoticeForm } from '@pathagar/sdk/schema';
import { defineHandlers } from '../../../contract/types';
import { notFound } from '../../../http/errors';
import { parseItemId } from '../../../db/ids';
import { normaliseText } from '../../../text';
import { discardUploads, withStoredUpload } from '../../../storage/uploads';
import { toNotice } from './mappers';
import * as repo from './repository';

const NOT_FOUND = 'Notice not found';

function texts(body: NoticeForm) {
  return {
    notice_title: normaliseText(body.noticeTitle),
    notice_title_en: normaliseText(body.noticeTitleEnglish),
    description: normaliseText(body.description),
    description_en: normaliseText(body.descriptionEnglish),
  };
}

export const noticeHandlers = defineHandlers({
  addNotice: async ({ body, files, services }) => {
    const now = services.clock.now();
    const row = await withStoredUpload(services, 'notices', files.file?.[0], (image_key) =>
      repo.insertNotice(services.db, {
        ...texts(body),
        category: body.category ?? 'general',
        image_key,
        created_at: now,
        updated_at: now,
      })
    );
    const notice = toNotice(row, services.storage);
    return {
      msg: 'Notice added successfully',
      uniqueId: notice.uniqueId,
      imageUrl: notice.imgUrl,
      notice,
    };
  },

  listNotices: async ({ services }) => {
    const rows = await repo.listNotices(services.db);
    return rows.map((row) => toNotice(row, services.storage));
  },

  getNotice: async ({ params, services }) => {
    const id = parseItemId(params.id);
    const row = id === null ? undefined : await repo.findNotice(services.db, id);
    if (!row) throw notFound(NOT_FOUND);
    return toNotice(row, services.storage);
  },

  updateNotice: async ({ params, body, files, services }) => {
    const id = parseItemId(params.id);
    if (id === null) throw notFound(NOT_FOUND);
    const file = files.file?.[0];
    const result = await withStoredUpload(services, 'notices', file, async (newImage) => {
      const updated = await repo.updateNotice(services.db, id, {
        ...texts(body),
        ...(body.category ? { category: body.category } : {}),
        ...(newImage ? { image_key: newImage } : {}),
        updated_at: services.clock.now(),
      });
      if (!updated) throw notFound(NOT_FOUND);
      return updated;
    });
    if (file) await discardUploads(services, [result.previousImage]);
    return { msg: 'Notice updated successfully', notice: toNotice(result.row, services.storage) };
  },

  deleteNotice: async ({ query, services }) => {
    const deleted = await repo.deleteNotice(services.db, query.id);
    if (!deleted) throw notFound(NOT_FOUND, { success: false });
    await discardUploads(services, [deleted.image_key]);
    return { success: true, message: 'Notice and image deleted successfully' };
  },
});
