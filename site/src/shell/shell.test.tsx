import { describe, expect, it } from 'vitest';
import { within } from '@testing-library/react';
import { renderRoute, screen } from '../test/render';

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
    await user.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/about');
    expect(screen.getByRole('link', { name: 'Our Team' })).toHaveAttribute('href', '/ourteam');
    await user.keyboard('{Escape}');
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveFocus();
  });

  it('shows the member links and Logout when logged in; Logout clears all but the language', async () => {
    const { user, router } = renderRoute('/', {
      language: 'en',
      member: { email: 'rahim@pathagar.demo', userId: '123456' },
    });
    expect(await screen.findByRole('link', { name: 'Read Books' })).toHaveAttribute(
      'href',
      '/history'
    );
    expect(screen.getByRole('link', { name: 'Membership' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect({ ...localStorage }).toEqual({ language: 'English' });
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows a real 404 page for an unknown address', async () => {
    renderRoute('/no-such-page', { language: 'en' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });
});
