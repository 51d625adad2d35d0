import { waitFor } from '@testing-library/react';
import { delay } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoute, screen } from '../../test/render';
import { apiError, mockApi, server } from '../../test/server';
import type { Faq } from './queries';

const faqs: Faq[] = [
  {
    _id: '665f1c2a9b1e8a0000000c01',
    question: 'How do I borrow a book?',
    questionBangla: 'কীভাবে বই ধার নেব?',
    answer: 'Become a member and request it.',
    answerBangla: 'সদস্য হয়ে অনুরোধ করুন।',
  },
  {
    _id: '665f1c2a9b1e8a0000000c02',
    question: 'When is Book Day?',
    answer: 'Every Friday.',
  },
];

describe('/about (FAQ)', () => {
  it('has the anchor and English title; one item open at a time; clicking the open one closes it', async () => {
    server.use(mockApi.get('/SingUpAdmin/allFaqs', faqs));
    const { user, container } = renderRoute('/about', { language: 'en' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Some Information About Us' })
    ).toBeVisible();
    expect(container.querySelector('#about')).not.toBeNull();

    const first = screen.getByRole('button', { name: 'How do I borrow a book?' });
    const second = screen.getByRole('button', { name: 'When is Book Day?' });
    expect(first).toHaveAttribute('aria-expanded', 'false');

    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    // The panel opens with a short Collapse transition.
    await waitFor(() => expect(screen.getByText('Become a member and request it.')).toBeVisible());

    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(screen.getByText('Every Friday.')).toBeVisible());
    await waitFor(() =>
      expect(screen.getByText('Become a member and request it.')).not.toBeVisible()
    );

    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(screen.getByText('Every Friday.')).not.toBeVisible());
  });

  it('shows Bangla questions and answers in Bangla, falling back to English when missing', async () => {
    server.use(mockApi.get('/SingUpAdmin/allFaqs', faqs));
    const { user } = renderRoute('/about');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'আমাদের সম্পর্কে কিছু তথ্য' })
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'কীভাবে বই ধার নেব?' }));
    await waitFor(() => expect(screen.getByText('সদস্য হয়ে অনুরোধ করুন।')).toBeVisible());
    expect(screen.getByRole('button', { name: 'When is Book Day?' })).toBeInTheDocument();
  });

  it('shows the empty text when the fetch fails (logged only)', async () => {
    server.use(mockApi.get('/SingUpAdmin/allFaqs', () => apiError(500, 'internal', 'x')));
    renderRoute('/about', { language: 'en' });
    expect(await screen.findByText('No questions have been added yet.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a spinner while loading, then the Bangla empty text', async () => {
    server.use(
      mockApi.get('/SingUpAdmin/allFaqs', async () => {
        await delay(200);
        return Response.json([]);
      })
    );
    renderRoute('/about');
    expect(await screen.findByLabelText(/লোড/)).toBeInTheDocument();
    expect(await screen.findByText('এখনও কোনো প্রশ্ন যোগ করা হয়নি।')).toBeInTheDocument();
  });
});
