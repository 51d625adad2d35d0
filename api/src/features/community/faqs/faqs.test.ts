import { describe, expect } from 'vitest';
import { itOnEmptyTables as it } from '../../../../test/helpers/api-test';
import type { Faq } from '@pathagar/sdk/schema';
import { type TestApi, expectError } from '../../../../test/helpers/app';
import type { TestAdmin } from '../../../../test/helpers/fixtures';

const postFaq = (api: TestApi, admin: TestAdmin, json: Record<string, unknown>) =>
  api.call('POST', '/SingUpAdmin/addFaqs', { token: admin.token, json });

const deleteFaq = (api: TestApi, admin: TestAdmin, id: string) =>
  api.call('DELETE', `/SingUpAdmin/deleteFaq/${id}`, { token: admin.token });

async function addFaq(api: TestApi, admin: TestAdmin, json: Record<string, unknown>): Promise<Faq> {
  const res = await postFaq(api, admin, json);
  expect(res.status).toBe(201);
  return res.body.faq;
}

const rows = (api: TestApi) => api.db.selectFrom('faqs').selectAll().orderBy('id').execute();

describe('addFaq', () => {
  it('stores the four texts, trimmed and NFC-normalised', async ({ api, admin }) => {
    const res = await postFaq(api, admin, {
      question: '  How do I borrow a book?  ',
      questionBangla: ' কীভাবে বই ধার নেব\u0995\u09C7\u09BE? ',
      answer: '\tBecome a member, then request it.\n',
      answerBangla: ' সদস্য হন। ',
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('FAQ added successfully!');
    expect(res.body.faq).toEqual({
      _id: expect.stringMatching(/^[0-9]+$/),
      question: 'How do I borrow a book?',
      questionBangla: 'কীভাবে বই ধার নেব\u0995\u09CB?',
      answer: 'Become a member, then request it.',
      answerBangla: 'সদস্য হন।',
    });
    expect(await rows(api)).toMatchObject([
      {
        id: Number(res.body.faq._id),
        question: 'How do I borrow a book?',
        question_bn: 'কীভাবে বই ধার নেব\u0995\u09CB?',
        answer: 'Become a member, then request it.',
        answer_bn: 'সদস্য হন।',
      },
    ]);
  });

  it('does not store empty or absent Bangla texts', async ({ api, admin }) => {
    const faq = await addFaq(api, admin, { question: 'Q?', questionBangla: '   ', answer: 'A.' });
    expect(faq).toEqual({ _id: faq._id, question: 'Q?', answer: 'A.' });
    expect(await rows(api)).toMatchObject([{ question_bn: null, answer_bn: null }]);
  });

  it.for([
    ['question', { answer: 'A.' }, 'body.question is required.'],
    ['answer', { question: 'Q?' }, 'body.answer is required.'],
    ['question', { question: '', answer: 'A.' }, 'body.question must not be empty.'],
    ['question', { question: '   ', answer: 'A.' }, 'body.question has an invalid format.'],
    ['answer', { question: 'Q?', answer: ' \n ' }, 'body.answer has an invalid format.'],
  ] as const)(
    'refuses a missing or blank %s (%j)',
    async ([field, json, message], { api, admin }) => {
      const res = await postFaq(api, admin, json);
      expectError(res, 400, {
        code: 'validation_failed',
        field: `body.${field}`,
        message,
      });
      expect(await rows(api)).toEqual([]);
    }
  );

  it('refuses unknown fields', async ({ api, admin }) => {
    const res = await postFaq(api, admin, { question: 'Q?', answer: 'A.', category: 'x' });
    expectError(res, 400, { code: 'validation_failed', field: 'body.category' });
  });
});

describe('listFaqs', () => {
  it('answers [] when there are none', async ({ api }) => {
    const res = await api.call('GET', '/SingUpAdmin/allFaqs');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });

  it('lists every FAQ oldest first', async ({ api, admin }) => {
    const first = await addFaq(api, admin, { question: 'First?', answer: '1' });
    api.clock.advance(60_000);
    const second = await addFaq(api, admin, {
      question: 'Second?',
      answer: '2',
      answerBangla: '২',
    });
    api.clock.advance(60_000);
    const third = await addFaq(api, admin, { question: 'Third?', answer: '3' });
    const res = await api.call('GET', '/SingUpAdmin/allFaqs');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([first, second, third]);
  });
});

describe('deleteFaq', () => {
  it('deletes the FAQ', async ({ api, admin }) => {
    const gone = await addFaq(api, admin, { question: 'Gone?', answer: 'Yes' });
    const kept = await addFaq(api, admin, { question: 'Kept?', answer: 'Yes' });
    const res = await deleteFaq(api, admin, gone._id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'FAQ deleted successfully!' });
    expect((await rows(api)).map((r) => String(r.id))).toEqual([kept._id]);

    const again = await deleteFaq(api, admin, gone._id);
    expectError(again, 404, { code: 'not_found', message: 'FAQ not found' });
  });

  it.for(['999999', 'abc', '64b7f0c2a1b2c3d4e5f60718', '12345678901234567890', '0'])(
    'answers 404 for the unknown id %s',
    async (id, { api, admin }) => {
      await addFaq(api, admin, { question: 'Q?', answer: 'A.' });
      const res = await deleteFaq(api, admin, id);
      expectError(res, 404, { code: 'not_found', message: 'FAQ not found' });
      expect(await rows(api)).toHaveLength(1);
    }
  );
});
