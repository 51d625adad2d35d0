import { dataOf, type ApiClient, type Notice, type NoticeCategory } from '@pathagar/sdk';
import { matches, page, type Filter } from '../../providers/listing';
import { multipart, resourceProvider } from '../../providers/resourceProvider';

/** What the notice form hands over; the attachment is optional. */
export interface NoticeInput {
  noticeTitle: string;
  noticeTitleEnglish: string;
  description: string;
  descriptionEnglish: string;
  category: NoticeCategory;
  file?: File | null;
}

export type NoticeRecord = Notice & { id: number };

const record = (n: Notice): NoticeRecord => ({ ...n, id: n.uniqueId });

/** The attachment travels only when one was chosen. */
const body = ({ file, ...fields }: NoticeInput) => ({ ...fields, ...(file ? { file } : {}) });

export const noticesProvider = (api: ApiClient) =>
  resourceProvider({
    getList: async (params) => {
      const { title, category } = params.filter as Filter;
      const list = dataOf(await api.GET('/SingUpAdmin/allNotice')).map(record);
      return page(
        list.filter(
          (n) =>
            (matches(n.noticeTitle, title) || matches(n.noticeTitleEnglish, title)) &&
            (!category || n.category === category)
        ),
        params
      );
    },
    getOne: async (id) =>
      record(
        dataOf(
          await api.GET('/SingUpAdmin/editnotice/{id}', { params: { path: { id: String(id) } } })
        )
      ),
    create: async (input: NoticeInput) =>
      record(
        dataOf(await api.POST('/SingUpAdmin/addnotice', { body: body(input), ...multipart })).notice
      ),
    update: async (id, input) => {
      const data = dataOf(
        await api.PUT('/SingUpAdmin/updatenotice/{id}', {
          params: { path: { id: String(id) } },
          body: body(input),
          ...multipart,
        })
      );
      return record(data.notice);
    },
    delete: async (id) => {
      await api.DELETE('/SingUpAdmin/deleteNotice', { params: { query: { id: Number(id) } } });
    },
  });
