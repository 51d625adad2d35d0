import { beforeEach, describe, expect, it } from 'vitest';
import { homeHandlers } from '../features/home/fixtures';
import { server } from '../test/server';
import { within } from '@testing-library/react';
import { renderRoute, screen } from '../test/render';

// Home is where most of these tests land; its sections' calls answer with demo data.
beforeEach(() => server.use(...homeHandlers()));

describe('the site shell', () => {
  it('shows the header navigation in Bangla by default, with Login when logged out', async () => {
    renderRoute('/');
    const nav = await screen.findByRole('navigation', { name: 'প্রধান নেভিগেশন' });
    expect(nav).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'সকল বই' })).toHaveAttribute('href', '/allbooks');
    expect(screen.getByRole('link', { name: 'লগইন' })).toHaveAttribute('href', '/login');
    expect(document.documentElement.lang).toBe('bn');
  });

  it('switches to English, stores the choice and sets <html lang>', async () => {
    const { user } = renderRoute('/');
    await user.click(await screen.findByRole('button', { name: 'ভাষা পরিবর্তন করে English করুন' }));
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'All Books' })).toBeInTheDocument();
    expect(localStorage.getItem('language')).toBe('English');
    expect(document.documentElement.lang).toBe('en');
  });

  it('opens the More links as a disclosure and closes it with Escape', async () => {
    const { user } = renderRoute('/', { language: 'en' });
    const more = await screen.findByRole('button', { name: 'More' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'FAQ' })).not.toBeInTheDocument();
    await user.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/about');
    expect(screen.getByRole('link', { name: 'Our Team' })).toHaveAttribute('href', '/ourteam');
    await user.keyboard('{Escape}');
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'FAQ' })).not.toBeInTheDocument();
    expect(more).toHaveFocus();
  });

  it('keeps the member links and Logout behind one My account menu, so the header stays one row; Logout clears all but the language', async () => {
    const { user, router } = renderRoute('/', {
      language: 'en',
      member: { email: 'rahim@pathagar.demo', userId: '123456' },
    });
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    const account = within(nav).getByRole('button', { name: 'My account' });
    expect(screen.queryByRole('link', { name: 'Read Books' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    await user.click(account);
    expect(account).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Read Books' })).toHaveAttribute('href', '/history');
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('link', { name: 'Membership' })).toHaveAttribute('href', '/membership');
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect({ ...localStorage }).toEqual({ language: 'English' });
    expect(router.state.location.pathname).toBe('/');
  });

  it('ends every full page with the footer: about, quick links to anchors, follow us', async () => {
    renderRoute('/', { language: 'en' });
    const footer = await screen.findByRole('contentinfo');
    const quick = within(footer).getByRole('navigation', { name: 'Quick Links' });
    expect(within(quick).getByRole('link', { name: 'All Books' })).toHaveAttribute(
      'href',
      '/allbooks#allbook'
    );
    expect(within(quick).getByRole('link', { name: 'About' })).toHaveAttribute(
      'href',
      '/about#about'
    );
    expect(within(quick).getByRole('link', { name: 'Contact' })).toHaveAttribute(
      'href',
      '/contact#contact'
    );
    expect(within(footer).getByRole('link', { name: /YouTube/ })).toHaveAttribute(
      'href',
      expect.stringContaining('youtube.com')
    );
  });

  it('shows a real 404 page for an unknown address', async () => {
    renderRoute('/no-such-page', { language: 'en' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });
});
