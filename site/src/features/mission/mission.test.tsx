import { delay } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoute, screen } from '../../test/render';
import { apiError, mockApi, server, counted } from '../../test/server';

describe('/ourmission', () => {
  it('shows the static text at once in English, and the admin text above it once it arrives', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      mockApi.get('/SingUpAdmin/mission', async () => {
        await answered;
        return Response.json({ mission: '  Read more, together.\n' });
      })
    );
    renderRoute('/ourmission', { language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Our Mission' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Friday Book Day' })).toBeInTheDocument();
    expect(screen.getByText(/founded on 30 September 2018/)).toBeInTheDocument();
    expect(screen.getByText(/Olympiads in history, science and the seerah/)).toBeInTheDocument();
    expect(screen.queryByText('Read more, together.')).not.toBeInTheDocument();

    answer();
    const admin = await screen.findByText('Read more, together.');
    const firstStatic = screen.getByRole('heading', { name: 'Why we exist' });
    // The admin's text comes before the static sections.
    expect(
      admin.compareDocumentPosition(firstStatic) & Node.DOCUMENT_POSITION_FOLLOWING
    ).toBeTruthy();
    expect(screen.getByRole('region', { name: 'A word from the club' })).toContainElement(admin);
  });

  it('shows the Bangla static text and no admin block when none was saved', async () => {
    const [answer, calls] = counted(() => Response.json({ mission: '   ' }));
    server.use(mockApi.get('/SingUpAdmin/mission', answer));
    renderRoute('/ourmission');
    expect(await screen.findByRole('heading', { level: 1, name: 'আমাদের লক্ষ্য' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'শুক্রবার বই দিবস' })).toBeInTheDocument();
    expect(screen.getByText(/২০১৮ সালের ৩০ সেপ্টেম্বর/)).toBeInTheDocument();
    await expect.poll(() => calls.count).toBeGreaterThan(0);
    await delay(20);
    expect(screen.queryByRole('region', { name: 'ক্লাবের পক্ষ থেকে' })).not.toBeInTheDocument();
  });

  it('shows only the static text when the mission cannot be loaded', async () => {
    const [answer, calls] = counted(() => apiError(500, 'internal', 'x'));
    server.use(mockApi.get('/SingUpAdmin/mission', answer));
    renderRoute('/ourmission', { language: 'en' });
    expect(await screen.findByRole('heading', { name: 'Diploma courses' })).toBeInTheDocument();
    await expect.poll(() => calls.count).toBeGreaterThan(0);
    expect(screen.queryByRole('region', { name: 'A word from the club' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('the admin-edited mission in one language (issue 16.5)', () => {
  const both =
    'আমাদের লক্ষ্য\n\nপ্রতি শুক্রবার বই পৌঁছে দিই।\n\nOur mission\n\nEvery Friday we deliver books.';

  it('shows only the Bangla paragraphs in Bangla, without repeating the heading', async () => {
    server.use(mockApi.get('/SingUpAdmin/mission', { mission: both }));
    renderRoute('/ourmission');
    const block = await screen.findByRole('region', { name: 'ক্লাবের পক্ষ থেকে' });
    expect(block).toHaveTextContent('প্রতি শুক্রবার বই পৌঁছে দিই।');
    expect(block).not.toHaveTextContent('Every Friday');
    expect(block).not.toHaveTextContent('আমাদের লক্ষ্য');
  });

  it('shows only the English paragraphs in English', async () => {
    server.use(mockApi.get('/SingUpAdmin/mission', { mission: both }));
    renderRoute('/ourmission', { language: 'en' });
    const block = await screen.findByRole('region', { name: 'A word from the club' });
    expect(block).toHaveTextContent('Every Friday we deliver books.');
    expect(block).not.toHaveTextContent('শুক্রবার');
    expect(block).not.toHaveTextContent('Our mission');
  });

  it('falls back to the other language when the page’s is missing', async () => {
    server.use(mockApi.get('/SingUpAdmin/mission', { mission: 'শুধু বাংলায় লেখা।' }));
    renderRoute('/ourmission', { language: 'en' });
    const block = await screen.findByRole('region', { name: 'A word from the club' });
    expect(block).toHaveTextContent('শুধু বাংলায় লেখা।');
  });
});
