import type { NoticeForm } from '@pathagar/sdk/schema';
import { defineHandlers } from '../../../contract/types';
import { normaliseText } from '../../../text';
import { addedIds, contentStore, NEWEST_FIRST } from '../shared/records';
import { toNotice } from './mappers';

const notices = contentStore({
  table: 'notices',
  folder: 'notices',
  notFound: 'Notice not found',
  toRecord: toNotice,
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
    const notice = await notices.add(services, files.file?.[0], {
      ...texts(body),
      category: body.category ?? 'general',
    });
    return {
      msg: 'Notice added successfully',
      ...addedIds(notice),
      notice,
    };
  },

  listNotices: ({ services }) => notices.list(services),

  getNotice: ({ params, services }) => notices.get(services, params.id),

  updateNotice: async ({ params, body, files, services }) => {
    const notice = await notices.update(services, params.id, files.file?.[0], () => ({
      ...texts(body),
      ...(body.category ? { category: body.category } : {}),
    }));
    return { msg: 'Notice updated successfully', notice };
  },

  deleteNotice: async ({ query, services }) => {
    await notices.remove(services, query.id, { success: false });
    return { success: true, message: 'Notice and image deleted successfully' };
  },
});
