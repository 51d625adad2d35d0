import { describe, expect, it } from 'vitest';
import { faq } from '../../test/fixtures';
import { fill, renderApp, screen } from '../../test/render';
import { apiError, HttpResponse, mockApi, server } from '../../test/server';
import { expectDeleteRefusedThenDone, refusingDelete } from '../../test/deleteFlow';
import { jsonBodies } from '../../test/providerCalls';

describe('Manage FAQs', () => {
  it('does nothing without the English question and answer, then posts the four fields as JSON', async () => {
    server.use(mockApi.get('/SingUpAdmin/allFaqs', []));
    const bodies = jsonBodies(
      'post',
      '/SingUpAdmin/addFaqs',
      { message: 'FAQ added successfully!', faq: faq() },
      201
    );
    const { user } = renderApp('/faqs', { language: 'en' });
    await fill(user, await screen.findByLabelText(/Question \(English\)/), '   ');
    await fill(user, screen.getByLabelText(/Question \(Bangla/), 'প্রশ্ন');
    await user.click(screen.getByRole('button', { name: 'Add FAQ' }));
    await fill(user, screen.getByLabelText(/Question \(English\)/), 'How?');
    await fill(user, screen.getByLabelText(/Answer \(English\)/), 'Like this.');
    await user.click(screen.getByRole('button', { name: 'Add FAQ' }));
    expect(await screen.findByText('FAQ added successfully!')).toBeInTheDocument();
    expect(bodies).toEqual([
      { question: 'How?', questionBangla: 'প্রশ্ন', answer: 'Like this.', answerBangla: '' },
    ]);
  });

  it('shows the add failure and keeps the input', async () => {
    server.use(
      mockApi.get('/SingUpAdmin/allFaqs', []),
      mockApi.post('/SingUpAdmin/addFaqs', () =>
        HttpResponse.json({ code: 'internal', message: 'x', error: 'x' }, { status: 500 })
      )
    );
    const { user } = renderApp('/faqs', { language: 'en' });
    await fill(user, await screen.findByLabelText(/Question \(English\)/), 'How?');
    await fill(user, screen.getByLabelText(/Answer \(English\)/), 'Like this.');
    await user.click(screen.getByRole('button', { name: 'Add FAQ' }));
    expect(await screen.findByText('Error adding FAQ!')).toBeInTheDocument();
    expect(screen.getByLabelText(/Question \(English\)/)).toHaveValue('How?');
  });

  it('expands an item and deletes it after confirmation; failures keep it', async () => {
    const remove = refusingDelete(() => apiError(500, 'internal', 'x'), {
      message: 'FAQ deleted successfully!',
    });
    server.use(
      mockApi.get('/SingUpAdmin/allFaqs', () => HttpResponse.json(remove.gone ? [] : [faq()])),
      mockApi.delete('/SingUpAdmin/deleteFaq/{id}', remove.handler)
    );
    const { user } = renderApp('/faqs');
    const summary = await screen.findByRole('button', { name: 'কীভাবে ধার নেব?' });
    expect(summary).toHaveAttribute('aria-expanded', 'false');
    await user.click(summary);
    expect(summary).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('সদস্য হোন।')).toBeVisible();
    await expectDeleteRefusedThenDone(user, {
      button: 'কীভাবে ধার নেব? মুছে ফেলুন',
      confirm: 'মুছে ফেলুন',
      item: { role: 'button', name: 'কীভাবে ধার নেব?' },
      refused: 'প্রশ্নটি মুছতে সমস্যা হয়েছে!',
      done: 'প্রশ্নটি সফলভাবে মুছে ফেলা হয়েছে!',
      allow: remove.allow,
    });
  });
});
