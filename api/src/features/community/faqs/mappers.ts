import type { Faq } from '@pathagar/sdk/schema';
import type { FaqRow } from './repository';

/** The Bangla texts are optional and left out when none was given. */
export function toFaq(row: FaqRow): Faq {
  return {
    _id: String(row.id),
    question: row.question,
    ...(row.question_bn !== null ? { questionBangla: row.question_bn } : {}),
    answer: row.answer,
    ...(row.answer_bn !== null ? { answerBangla: row.answer_bn } : {}),
  };
}
