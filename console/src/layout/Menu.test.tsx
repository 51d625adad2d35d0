import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { noPendingItems } from '../resources/dashboard/fixtures';
import { renderApp, screen } from '../test/render';
import { mockApi, server } from '../test/server';
import { activePath, entryPath, isGroup, MENU, visibleMenu } from './menuEntries';

const definition = (name: string, hasList: boolean, hasCreate = false) => ({
  name,
  hasList,
  hasCreate,
  hasEdit: false,
  hasShow: false,
});

const ROLES_A_MENU_OWNS = ['menuitem', 'menuitemcheckbox', 'menuitemradio'];

/**
 * What axe's aria-required-children checks on a `menu`: walking through elements without a role
 * (and into `group`s), everything it owns must be a menu item. Returns the offenders.
 */
function menuViolations(root: ParentNode): string[] {
  const offenders: string[] = [];
  const walk = (element: Element) => {
    for (const child of Array.from(element.children)) {
      const role = child.getAttribute('role');
      const plain =
        !role && ['DIV', 'SPAN'].includes(child.tagName) && !child.hasAttribute('tabindex');
      if (plain || role === 'group' || role === 'presentation' || role === 'none') walk(child);
      else if (!role || !ROLES_A_MENU_OWNS.includes(role)) {
        offenders.push(`${child.tagName.toLowerCase()}[role=${role ?? ''}]`);
      }
    }
  };
  root.querySelectorAll('[role=menu], [role=menubar]').forEach(walk);
  return offenders;
}

describe('the side menu', () => {
  it('shows the pages, and the resource entries whose view exists, so Console II adds its own by registering', () => {
    const labels = (defs: Record<string, ReturnType<typeof definition>>) =>
      visibleMenu(defs).flatMap((item) =>
        isGroup(item)
          ? [item.label, ...item.children.map((c) => `${item.label}/${c.label}`)]
          : [item.label]
      );
    expect(
      labels({ books: definition('books', true, true), users: definition('users', false, true) })
    ).toEqual([
      'dashboard',
      'bookDay',
      'books',
      'addUser',
      'addBook',
      'libraryOverview',
      'libraryOverview/about',
      'settings',
      'twoFactor',
    ]);
    expect(
      labels({
        requests: definition('requests', true),
        rank: definition('rank', true),
        users: definition('users', true, true),
      })
    ).toEqual([
      'dashboard',
      'requests',
      'bookDay',
      'users',
      'addUser',
      'rank',
      'rank/viewRank',
      'rank/updateRank',
      'libraryOverview',
      'libraryOverview/about',
      'settings',
      'twoFactor',
    ]);
  });

  it('links each entry to its screen', () => {
    expect(entryPath({ label: 'x', icon: () => null, resource: 'books', view: 'create' })).toBe(
      '/books/create'
    );
    expect(
      entryPath({ label: 'x', icon: () => null, resource: 'rank', view: 'list', path: 'update' })
    ).toBe('/rank/update');
  });

  it('marks the entry of the open screen, the most specific one', () => {
    expect(activePath(MENU, '/books/create')).toBe('/books/create');
    expect(activePath(MENU, '/books/12')).toBe('/books');
    expect(activePath(MENU, '/rank/update')).toBe('/rank/update');
    expect(activePath(MENU, '/rank')).toBe('/rank');
    expect(activePath(MENU, '/ranking')).toBeUndefined();
  });

  it('renders the entries and Library Overview with its sub-tabs', async () => {
    server.use(mockApi.get('/SingUpAdmin/allFaqs', []), noPendingItems());
    const { user } = renderApp('/faqs', { language: 'en' });
    const menu = await screen.findByRole('navigation', { name: 'Admin menu' });
    for (const name of [
      'Dashboard',
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
      'Setting',
    ]) {
      expect(within(menu).getByRole('menuitem', { name })).toBeInTheDocument();
    }
    expect(within(menu).getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute('href', '/');
    expect(within(menu).getByRole('menuitem', { name: 'Book Day' })).toHaveAttribute(
      'href',
      '/book-day'
    );
    expect(menu).not.toHaveTextContent('Our Team');
    await user.click(within(menu).getByRole('menuitem', { name: 'Library Overview' }));
    expect(await within(menu).findByRole('menuitem', { name: 'About' })).toHaveAttribute(
      'href',
      '/mission'
    );
    expect(within(menu).getByRole('menuitem', { name: 'Our Team' })).toHaveAttribute(
      'href',
      '/team'
    );
    const faq = within(menu).getByRole('menuitem', { name: 'FAQ' });
    expect(faq).toHaveAttribute('href', '/faqs');
    // The open screen's entry says so, not by colour alone.
    expect(faq).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('menuitem', { name: 'Books' })).not.toHaveAttribute(
      'aria-current'
    );
  });

  it('is valid ARIA: a menu owning only menu items and groups, groups opened by a menu item', async () => {
    server.use(mockApi.get('/SingUpAdmin/allFaqs', []), noPendingItems());
    const { user, container } = renderApp('/faqs', { language: 'en' });
    const menu = await screen.findByRole('navigation', { name: 'Admin menu' });
    const overview = within(menu).getByRole('menuitem', { name: 'Library Overview' });
    const rank = within(menu).getByRole('menuitem', { name: 'Rank List' });
    expect(overview).toHaveAttribute('aria-expanded', 'false');
    await user.click(overview);
    await user.click(rank);
    expect(overview).toHaveAttribute('aria-expanded', 'true');
    expect(rank).toHaveAttribute('aria-expanded', 'true');
    // Each open group's toggle names the list it shows.
    const list = document.getElementById(rank.getAttribute('aria-controls')!);
    expect(list).toHaveTextContent('View Rank');
    expect(within(menu).getByRole('menuitem', { name: 'Update Rank' })).toBeInTheDocument();

    expect(menuViolations(container)).toEqual([]);
    // And no menu item outside a menu either (aria-required-parent).
    for (const item of Array.from(container.querySelectorAll('[role=menuitem]'))) {
      expect(item.closest('[role=menu], [role=menubar], [role=group]')).not.toBeNull();
    }
    // react-admin's Menu is the ARIA menu; a group's entries are a `group` inside it.
    expect(within(menu).getByRole('menu')).toContainElement(rank);
    expect(list).toHaveAttribute('role', 'group');
  });

  it('finds a menu that owns a non-item (the check can fail)', () => {
    const root = document.createElement('div');
    root.innerHTML =
      '<ul role="menu"><li role="menuitem">A</li><div><div role="button" tabindex="0">B</div></div></ul>';
    expect(menuViolations(root)).toEqual(['div[role=button]']);
  });

  it('opens and closes a group with the keyboard', async () => {
    server.use(mockApi.get('/SingUpAdmin/allFaqs', []), noPendingItems());
    const { user } = renderApp('/faqs', { language: 'en' });
    const menu = await screen.findByRole('navigation', { name: 'Admin menu' });
    const rank = within(menu).getByRole('menuitem', { name: 'Rank List' });
    rank.focus();
    await user.keyboard('{Enter}');
    expect(rank).toHaveAttribute('aria-expanded', 'true');
    expect(await within(menu).findByRole('menuitem', { name: 'Top Readers' })).toHaveAttribute(
      'href',
      '/top-readers'
    );
    await user.keyboard(' ');
    expect(rank).toHaveAttribute('aria-expanded', 'false');
  });

  it('switches the language from the app bar, and the choice is stored', async () => {
    server.use(mockApi.get('/SingUpAdmin/allFaqs', []), noPendingItems());
    const { user } = renderApp('/faqs');
    expect(
      await screen.findByRole('heading', { name: 'সাধারণ জিজ্ঞাসা ব্যবস্থাপনা' })
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'অ্যাডমিন মেনু' })).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: /বাংলা/ })[0]!);
    await user.click(await screen.findByRole('menuitem', { name: 'English' }));
    expect(await screen.findByRole('heading', { name: 'Manage FAQs' })).toBeInTheDocument();
    expect(localStorage.getItem('language')).toBe('English');
  });

  it('takes the legacy admin paths to their screens', async () => {
    server.use(noPendingItems());
    renderApp('/addbooks', { language: 'en' });
    expect(await screen.findByRole('heading', { name: 'Add Book' })).toBeInTheDocument();
  });
});
