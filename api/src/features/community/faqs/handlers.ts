import { normaliseText } from '../../../text';
import { defineHandlers } from '../../../contract/types';
import { notFound } from '../../../http/errors';
import { cleanOptional, parseNumericId } from '../shared';
import { toFaq } from './mappers';
import { deleteFaq, insertFaq, listFaqs } from './repository';

export const faqHandlers = defineHandlers({
  addFaq: async ({ body, services }) => {
    const row = await insertFaq(services.db, {
      question: normaliseText(body.question),
      question_bn: cleanOptional(body.questionBangla),
      answer: normaliseText(body.answer),
      answer_bn: cleanOptional(body.answerBangla),
      created_at: services.clock.now(),
    });
    return { message: 'FAQ added successfully!', faq: toFaq(row) };
  },

  listFaqs: async ({ services }) => (await listFaqs(services.db)).map(toFaq),

  deleteFaq: async ({ params, services }) => {
    const id = parseNumericId(params.id);
    if (id === null || !(await deleteFaq(services.db, id))) throw notFound('FAQ not found');
    return { message: 'FAQ deleted successfully!' };
  },
});
