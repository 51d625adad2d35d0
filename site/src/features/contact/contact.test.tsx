import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CLUB } from '../../app/club';
import { renderRoute, screen } from '../../test/render';

describe('/contact', () => {
  it('shows phone, address, e-mail, social links and the developer credit in English', async () => {
    const { container } = renderRoute('/contact', { language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    expect(container.querySelector('#contact')).not.toBeNull();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: CLUB.phoneDisplay })).toHaveAttribute(
      'href',
      `tel:${CLUB.phone}`
    );
    expect(within(main).getByText('Sylhet, Bangladesh')).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: CLUB.email })).toHaveAttribute(
      'href',
      `mailto:${CLUB.email}`
    );
    const social = within(main).getByRole('region', { name: 'Follow us' });
    expect(within(social).getByRole('link', { name: /Facebook/ })).toHaveAttribute(
      'href',
      CLUB.social.facebook
    );
    expect(within(social).getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
      'href',
      CLUB.social.whatsapp
    );
    expect(within(social).getByRole('link', { name: /YouTube/ })).toHaveAttribute(
      'target',
      '_blank'
    );
    expect(within(social).getByRole('link', { name: 'E-mail' })).toHaveAttribute(
      'href',
      `mailto:${CLUB.email}`
    );
    expect(within(main).getByText(/Website developed by/)).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Pathagar volunteers' })).toHaveAttribute(
      'href',
      CLUB.developer.url
    );
  });

  it('shows the Bangla texts in Bangla', async () => {
    renderRoute('/contact');
    expect(await screen.findByRole('heading', { level: 1, name: 'যোগাযোগ করুন' })).toBeVisible();
    const main = screen.getByRole('main');
    expect(within(main).getByText('সিলেট, বাংলাদেশ')).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: /ফেসবুক/ })).toBeInTheDocument();
    // The credit in Bangla too, not an English name inside a Bangla line (issue 16.9).
    expect(within(main).getByRole('link', { name: 'পাঠাগারের স্বেচ্ছাসেবকরা' })).toHaveAttribute(
      'href',
      CLUB.developer.url
    );
  });
});
