import { describe, expect, it } from 'vitest';
import { renderRoute, screen } from '../../test/render';
import { apiError, mockApi, neverAnswer, server } from '../../test/server';
import { blog, words } from './fixtures';

describe('/blogs', () => {
  it('shows each blog in English: title, author, date and the whole short content', async () => {
    server.use(mockApi.get('/SingUpAdmin/getblogs', [blog()]));
    renderRoute('/blogs', { language: 'en' });
    expect(await screen.findByRole('heading', { name: 'The joy of reading' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Blogs' })).toBeInTheDocument();
    expect(screen.getByText(/By Rahim Uddin/)).toBeInTheDocument();
    expect(screen.getByText('March 5, 2026')).toBeInTheDocument();
    expect(screen.getByText('Books are our friends.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'See more' })).not.toBeInTheDocument();
  });

  it('shows the Bangla texts and a Bangla-digit date in Bangla', async () => {
    server.use(mockApi.get('/SingUpAdmin/getblogs', [blog()]));
    renderRoute('/blogs');
    expect(await screen.findByRole('heading', { name: 'বই পড়ার আনন্দ' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'ব্লগ' })).toBeInTheDocument();
    expect(screen.getByText(/লেখক: রহিম উদ্দিন/)).toBeInTheDocument();
    expect(screen.getByText('৫ মার্চ, ২০২৬')).toBeInTheDocument();
    expect(screen.getByText('বই আমাদের বন্ধু।')).toBeInTheDocument();
  });

  it('cuts long content to 60 words with See more / See less per blog', async () => {
    server.use(
      mockApi.get('/SingUpAdmin/getblogs', [
        blog({ uniqueId: 111111, contentEnglish: words(61) }),
        blog({ uniqueId: 222222, blogTitleEnglish: 'Exactly sixty', contentEnglish: words(60) }),
      ])
    );
    const { user } = renderRoute('/blogs', { language: 'en' });
    const preview = await screen.findByText(`${words(60)}…`);
    expect(preview).toBeInTheDocument();
    expect(screen.queryByText(/word61/)).not.toBeInTheDocument();
    // Only the 61-word blog gets a toggle; 60 words is not "longer than 60".
    const more = screen.getByRole('button', { name: 'See more' });
    expect(screen.getAllByRole('button', { name: /See/ })).toHaveLength(1);
    expect(more).toHaveAttribute('aria-expanded', 'false');

    await user.click(more);
    expect(screen.getByText(words(61))).toBeInTheDocument();
    const less = screen.getByRole('button', { name: 'See less' });
    expect(less).toHaveAttribute('aria-expanded', 'true');

    await user.click(less);
    expect(screen.getByText(`${words(60)}…`)).toBeInTheDocument();
  });

  it('shows the Bangla toggle text in Bangla', async () => {
    server.use(mockApi.get('/SingUpAdmin/getblogs', [blog({ content: words(70, 'শব্দ') })]));
    const { user } = renderRoute('/blogs');
    await user.click(await screen.findByRole('button', { name: 'আরও দেখুন' }));
    expect(screen.getByRole('button', { name: 'কম দেখুন' })).toBeInTheDocument();
  });

  it('shows a spinner while loading', async () => {
    server.use(mockApi.get('/SingUpAdmin/getblogs', neverAnswer));
    renderRoute('/blogs', { language: 'en' });
    // The route waits for the blogs, so the router's page spinner is what shows first.
    expect(await screen.findByLabelText(/^Loading/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'The joy of reading' })).not.toBeInTheDocument();
  });

  it('shows the empty text in both languages', async () => {
    server.use(mockApi.get('/SingUpAdmin/getblogs', []));
    renderRoute('/blogs', { language: 'en' });
    expect(await screen.findByText('No blogs have been published yet.')).toBeInTheDocument();
  });

  it('shows the empty text in Bangla', async () => {
    server.use(mockApi.get('/SingUpAdmin/getblogs', []));
    renderRoute('/blogs');
    expect(await screen.findByText('এখনও কোনো ব্লগ প্রকাশিত হয়নি।')).toBeInTheDocument();
  });

  it('shows an error with a working retry when the blogs cannot be loaded', async () => {
    let calls = 0;
    server.use(
      mockApi.get('/SingUpAdmin/getblogs', () => {
        calls += 1;
        return calls <= 2 ? apiError(500, 'internal', 'boom') : Response.json([blog()]);
      })
    );
    const { user } = renderRoute('/blogs', { language: 'en' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load the blogs. Please try again.'
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'The joy of reading' })).toBeInTheDocument();
  });
});
