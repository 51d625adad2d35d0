import {
  dataOf,
  type ApiClient,
  type Notice,
  type NoticeCategory,
  type NoticeForm,
} from '@pathagar/sdk';
import { matches, page, type Filter } from '../../providers/listing';
import { multipart, resourceProvider } from '../../providers/resourceProvider';
import { idInPath, idInQuery, type Keyed, keyed } from '../../providers/ids';

/** What the notice form hands over (the contract's texts, a category); the image is optional. */
export type NoticeInput = Omit<NoticeForm, 'file' | 'category'> & {
  category: NoticeCategory;
  file?: File | null;
};

export type NoticeRecord = Keyed<Notice>;

/** The attachment travels only when one was chosen. */
const body = ({ file, ...fields }: NoticeInput) => ({ ...fields, ...(file ? { file } : {}) });

export const noticesProvider = (api: ApiClient) =>
  resourceProvider({
    getList: async (params) => {
      const { title, category } = params.filter as Filter;
      const list = dataOf(await api.GET('/SingUpAdmin/allNotice')).map(keyed);
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
      keyed(dataOf(await api.GET('/SingUpAdmin/editnotice/{id}', idInPath(id)))),
    create: async (input: NoticeInput) =>
      keyed(
        dataOf(await api.POST('/SingUpAdmin/addnotice', { body: body(input), ...multipart })).notice
      ),
    update: async (id, input) => {
      const options = { ...idInPath(id), body: body(input), ...multipart };
      return keyed(dataOf(await api.PUT('/SingUpAdmin/updatenotice/{id}', options)).notice);
    },
    delete: async (id) => {
      await api.DELETE('/SingUpAdmin/deleteNotice', idInQuery(id));
    },
  });
