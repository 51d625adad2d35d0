import type { NoticeForm } from '@pathagar/sdk/schema';
import { defineHandlers } from '../../../contract/types';
import { normaliseText } from '../../../text';
import { addedIds, contentStore, NEWEST_FIRST } from '../shared/records';
import { toNotice } from './mappers';

const notices = contentStore({
  table: 'notices',
  folder: 'notices',
  notFound: 'Notice not found',
  order: NEWEST_FIRST,
});

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
    // The image is optional.
    const row = await notices.add(services, files.file?.[0], {
      ...texts(body),
      category: body.category ?? 'general',
    });
    const notice = toNotice(row, services.storage);
    return {
      msg: 'Notice added successfully',
      ...addedIds(notice),
      notice,
    };
  },

  listNotices: async ({ services }) =>
    (await notices.list(services.db)).map((row) => toNotice(row, services.storage)),

  getNotice: async ({ params, services }) =>
    toNotice(await notices.get(services.db, params.id), services.storage),

  updateNotice: async ({ params, body, files, services }) => {
    const row = await notices.update(services, params.id, files.file?.[0], () => ({
      ...texts(body),
      ...(body.category ? { category: body.category } : {}),
    }));
    return { msg: 'Notice updated successfully', notice: toNotice(row, services.storage) };
  },

  deleteNotice: async ({ query, services }) => {
    await notices.remove(services, query.id, { success: false });
    return { success: true, message: 'Notice and image deleted successfully' };
  },
});
