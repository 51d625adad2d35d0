import { describe, expect, it } from 'vitest';
import { CONSOLE_URL } from '../../app/config';
import { renderRoute, screen } from '../../test/render';

describe('/adminlogin', () => {
  it('explains the console and links to it, with the header but no footer (English)', async () => {
    renderRoute('/adminlogin', { language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin login' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open the admin console' })).toHaveAttribute(
      'href',
      CONSOLE_URL
    );
    expect(screen.getByRole('link', { name: 'Log in to the site here' })).toHaveAttribute(
      'href',
      '/login'
    );
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('is in Bangla by default', async () => {
    renderRoute('/adminlogin');
    expect(await screen.findByRole('heading', { level: 1, name: 'অ্যাডমিন লগইন' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'অ্যাডমিন কনসোল খুলুন' })).toHaveAttribute(
      'href',
      CONSOLE_URL
    );
  });
});
