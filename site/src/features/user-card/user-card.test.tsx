import { within } from '@testing-library/react';
import { delay } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoute, screen } from '../../test/render';
import { apiError, mockApi, server } from '../../test/server';
import type { UserProfile } from './queries';

const rahim: UserProfile = {
  uniqueId: 12345,
  name: 'rahim Uddin',
  email: 'rahim@pathagar.demo',
  mobile: '01711000000',
  permanentAddress: 'Zindabazar, Sylhet',
  currentAddress: 'Amberkhana, Sylhet',
  image: null,
};

const self = { email: rahim.email, token: 'rahim-token', userId: '12345' };

describe('/userprofile/{id}', () => {
  it("shows the member's own card, bare (no header or footer), in English", async () => {
    let auth: string | null = null;
    server.use(
      mockApi.get('/Singup/getUser/{userId}', ({ request }) => {
        auth = request.headers.get('Authorization');
        return Response.json(rahim);
      })
    );
    renderRoute('/userprofile/12345', { language: 'en', member: self });
    expect(await screen.findByRole('heading', { level: 1, name: 'rahim Uddin' })).toBeVisible();
    expect(auth).toBe('Bearer rahim-token');
    const rows = screen.getAllByRole('row').map((row) => row.textContent);
    expect(rows).toEqual([
      'E-mailrahim@pathagar.demo',
      'Mobile01711000000',
      'Present addressAmberkhana, Sylhet',
      'Permanent addressZindabazar, Sylhet',
    ]);
    // No photo: the initial stands in.
    expect(screen.getByText('R')).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('shows the photo and Bangla labels in Bangla', async () => {
    server.use(
      mockApi.get('/Singup/getUser/{userId}', {
        ...rahim,
        image: 'https://cdn.example.org/u/rahim.jpg',
      })
    );
    renderRoute('/userprofile/12345', { member: self });
    expect(await screen.findByRole('img', { name: 'rahim Uddin-এর ছবি' })).toHaveAttribute(
      'src',
      'https://cdn.example.org/u/rahim.jpg'
    );
    expect(screen.getByRole('rowheader', { name: 'বর্তমান ঠিকানা' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'স্থায়ী ঠিকানা' })).toBeInTheDocument();
  });

  it('asks a visitor to log in without calling the API or showing personal data', async () => {
    // No handler: a request would fail the test.
    renderRoute('/userprofile/12345', { language: 'en' });
    expect(
      await screen.findByText(
        "This member's details are private. Log in as this member to see them."
      )
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('shows another member the sign-in prompt when the server refuses (403), in Bangla', async () => {
    server.use(
      mockApi.get('/Singup/getUser/{userId}', () =>
        apiError(403, 'not_owner', 'You can only access your own account.')
      )
    );
    renderRoute('/userprofile/54321', { member: self });
    expect(
      await screen.findByText('এই সদস্যের তথ্য গোপন। দেখতে হলে এই সদস্যের অ্যাকাউন্টে লগইন করুন।')
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'লগইন' })).toHaveAttribute('href', '/login');
    expect(screen.queryByText(rahim.email)).not.toBeInTheDocument();
  });

  it('shows the not-found text for an unknown member and for an id that cannot be one', async () => {
    server.use(
      mockApi.get('/Singup/getUser/{userId}', () => apiError(404, 'not_found', 'User not found'))
    );
    renderRoute('/userprofile/99999', { language: 'en', member: self });
    expect(await screen.findByText('No member has this ID.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('shows not found for a malformed id without asking the server', async () => {
    renderRoute('/userprofile/abc', { member: self });
    expect(await screen.findByText('এই আইডির কোনো সদস্য নেই।')).toBeInTheDocument();
  });

  it('shows a spinner while loading and an error with retry on a server failure', async () => {
    server.use(
      mockApi.get('/Singup/getUser/{userId}', async () => {
        await delay(200);
        return apiError(500, 'internal', 'boom');
      })
    );
    renderRoute('/userprofile/12345', { language: 'en', member: self });
    expect(await screen.findByLabelText('Loading the member card…')).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load this member card. Please try again.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
