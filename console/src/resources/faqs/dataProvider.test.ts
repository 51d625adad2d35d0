import { describe, expect, it } from 'vitest';
import { added, faq } from '../../test/fixtures';
import { mockApi, server } from '../../test/server';
import { capture, dp, listParams } from '../../test/providerCalls';

describe('faqs', () => {
  it('lists, adds as JSON and deletes by /deleteFaq/{_id}', async () => {
    const c = capture();
    server.use(
      mockApi.get('/SingUpAdmin/allFaqs', [faq()]),
      mockApi.post('/SingUpAdmin/addFaqs', c.answer(added.faq(), { status: 201 })),
      mockApi.delete(
        '/SingUpAdmin/deleteFaq/{id}',
        c.answer({ message: 'FAQ deleted successfully!' })
      )
    );
    expect((await dp.getList('faqs', listParams())).data[0]!.id).toBe('9');
    const input = { question: 'Q', questionBangla: 'প্র', answer: 'A', answerBangla: 'উ' };
    await dp.create('faqs', { data: input });
    expect(c.seen.json).toEqual(input);
    await dp.delete('faqs', { id: '9' });
    expect(c.seen.url!.pathname).toBe('/SingUpAdmin/deleteFaq/9');
  });
});
