import { describe, expect, it } from 'vitest';
import { renderApp, screen } from '../test/render';
import { mockApi, server } from '../test/server';
import { entryPath, isGroup } from './menu';
import { visibleMenu } from './Menu';

const definition = (name: string, hasList: boolean, hasCreate = false) => ({
  name,
  hasList,
  hasCreate,
  hasEdit: false,
  hasShow: false,
});

describe('the side menu', () => {
  it('shows only entries whose resource view exists, so Console II adds its own by registering', () => {
    const labels = (defs: Record<string, ReturnType<typeof definition>>) =>
      visibleMenu(defs as never).flatMap((item) =>
        isGroup(item)
          ? [item.label, ...item.children.map((c) => `${item.label}/${c.label}`)]
          : [item.label]
      );
    expect(
      labels({ books: definition('books', true, true), users: definition('users', false, true) })
    ).toEqual(['books', 'addUser', 'addBook']);
    expect(
      labels({
        requests: definition('requests', true),
        rank: definition('rank', true),
        users: definition('users', true, true),
      })
    ).toEqual(['requests', 'users', 'addUser', 'rank', 'rank/viewRank', 'rank/updateRank']);
  });

  it('links each entry to its screen', () => {
    expect(entryPath({ label: 'x', icon: () => null, resource: 'books', view: 'create' })).toBe(
      '/books/create'
    );
    expect(
      entryPath({ label: 'x', icon: () => null, resource: 'rank', view: 'list', path: 'update' })
    ).toBe('/rank/update');
  });

  it('renders the content entries and Library Overview with its sub-tabs', async () => {
    server.use(mockApi.get('/SingUpAdmin/allFaqs', []));
    const { user } = renderApp('/faqs', { language: 'en' });
    const menu = await screen.findByRole('menu');
    for (const name of [
      'Books',
      'Event',
      'Blogs',
      'Notice',
      'Gallery',
      'Add User',
      'Add Books',
      'Add Blogs',
      'Add Notices',
      'Add Events',
    ]) {
      expect(screen.getByRole('menuitem', { name })).toBeInTheDocument();
    }
    expect(screen.queryByRole('menuitem', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(menu).not.toHaveTextContent('Our Team');
    await user.click(screen.getByRole('button', { name: 'Library Overview' }));
    expect(await screen.findByRole('menuitem', { name: 'About' })).toHaveAttribute(
      'href',
      '/mission'
    );
    expect(screen.getByRole('menuitem', { name: 'Our Team' })).toHaveAttribute('href', '/team');
    expect(screen.getByRole('menuitem', { name: 'FAQ' })).toHaveAttribute('href', '/faqs');
  });

  it('switches the language from the app bar, and the choice is stored', async () => {
    server.use(mockApi.get('/SingUpAdmin/allFaqs', []));
    const { user } = renderApp('/faqs');
    expect(
      await screen.findByRole('heading', { name: 'সাধারণ জিজ্ঞাসা ব্যবস্থাপনা' })
    ).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: /বাংলা/ })[0]!);
    await user.click(await screen.findByRole('menuitem', { name: 'English' }));
    expect(await screen.findByRole('heading', { name: 'Manage FAQs' })).toBeInTheDocument();
    expect(localStorage.getItem('language')).toBe('English');
  });

  it('takes the legacy admin paths to their screens', async () => {
    renderApp('/addbooks', { language: 'en' });
    expect(await screen.findByRole('heading', { name: 'Add Book' })).toBeInTheDocument();
  });
});
