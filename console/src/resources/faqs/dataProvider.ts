import { dataOf, type ApiClient, type Faq } from '@pathagar/sdk';
import { page } from '../../providers/listing';
import { resourceProvider } from '../../providers/resourceProvider';
import { idInPath } from '../../providers/ids';

/** What the FAQ form hands over (the contract's FaqForm, both languages filled in). */
export interface FaqInput {
  question: string;
  questionBangla: string;
  answer: string;
  answerBangla: string;
}
export type FaqRecord = Faq & { id: string };

const record = (f: Faq): FaqRecord => ({ ...f, id: f._id });

export const faqsProvider = (api: ApiClient) =>
  resourceProvider({
    getList: async (params) =>
      page(dataOf(await api.GET('/SingUpAdmin/allFaqs')).map(record), params),
    create: async (body: FaqInput) =>
      record(dataOf(await api.POST('/SingUpAdmin/addFaqs', { body })).faq),
    delete: async (id) => {
      await api.DELETE('/SingUpAdmin/deleteFaq/{id}', idInPath(id));
    },
  });
