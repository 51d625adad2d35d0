import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { faq } from '../../test/fixtures';
import { fill, renderApp, screen } from '../../test/render';
import { HttpResponse, mockApi, server } from '../../test/server';

describe('Manage FAQs', () => {
  it('does nothing without the English question and answer, then posts the four fields as JSON', async () => {
    const bodies: unknown[] = [];
    server.use(
      mockApi.get('/SingUpAdmin/allFaqs', []),
      mockApi.post('/SingUpAdmin/addFaqs', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(
          { message: 'FAQ added successfully!', faq: faq() },
          { status: 201 }
        );
      })
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
    let fail = true;
    let gone = false;
    server.use(
      mockApi.get('/SingUpAdmin/allFaqs', () => HttpResponse.json(gone ? [] : [faq()])),
      mockApi.delete('/SingUpAdmin/deleteFaq/{id}', () => {
        if (fail)
          return HttpResponse.json({ code: 'internal', message: 'x', error: 'x' }, { status: 500 });
        gone = true;
        return HttpResponse.json({ message: 'FAQ deleted successfully!' });
      })
    );
    const { user } = renderApp('/faqs');
    const summary = await screen.findByRole('button', { name: 'কীভাবে ধার নেব?' });
    expect(summary).toHaveAttribute('aria-expanded', 'false');
    await user.click(summary);
    expect(summary).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('সদস্য হোন।')).toBeVisible();
    const remove = async () => {
      await user.click(screen.getByRole('button', { name: 'কীভাবে ধার নেব? মুছে ফেলুন' }));
      await user.click(
        within(await screen.findByRole('dialog')).getByRole('button', { name: 'মুছে ফেলুন' })
      );
    };
    await remove();
    expect(await screen.findByText('প্রশ্নটি মুছতে সমস্যা হয়েছে!')).toBeInTheDocument();
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
    fail = false;
    await remove();
    expect(await screen.findByText('প্রশ্নটি সফলভাবে মুছে ফেলা হয়েছে!')).toBeInTheDocument();
    await expect.poll(() => screen.queryByRole('button', { name: 'কীভাবে ধার নেব?' })).toBeNull();
  });
});
