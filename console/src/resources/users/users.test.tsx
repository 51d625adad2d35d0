import { added } from '../../test/fixtures';
import { describe, expect, it } from 'vitest';
import { fill, png, renderApp, screen } from '../../test/render';
import { apiError, mockApi, server } from '../../test/server';
import { serve } from '../../test/providerCalls';
import { expectEmptySubmitRefused } from '../../test/forms';

const values = {
  'Full name': 'Rahim Uddin',
  Email: 'rahim@example.org',
  Mobile: '01700000000',
  Password: 'secret123',
  'Confirm password': 'secret123',
  'Permanent address': 'Khulna',
  'Current address': 'Dhaka',
};

async function fillAll(
  user: ReturnType<typeof renderApp>['user'],
  overrides: Partial<typeof values> = {}
) {
  await screen.findByLabelText(/^Full name/);
  for (const [label, value] of Object.entries({ ...values, ...overrides })) {
    await fill(user, screen.getByLabelText(new RegExp(`^${label}`)), value);
  }
}

describe('Add New User', () => {
  it('requires the seven fields', async () => {
    const { user } = renderApp('/users/create', { language: 'en' });
    await expectEmptySubmitRefused(user, 'Add user', 7);
  });

  it('checks the mobile is numeric, the passwords match and the picture is an image', async () => {
    const { user } = renderApp('/users/create', { language: 'en', user: { applyAccept: false } });
    await fillAll(user, { Mobile: '01-700', 'Confirm password': 'other' });
    await user.upload(
      screen.getByLabelText('Profile picture (optional)'),
      new File(['x'], 'a.pdf', { type: 'application/pdf' })
    );
    await user.click(screen.getByRole('button', { name: 'Add user' }));
    expect(screen.getByText('The mobile number is made of digits only.')).toBeInTheDocument();
    expect(screen.getAllByText('Passwords do not match').length).toBeGreaterThan(0);
    expect(screen.getByText('Only image files are accepted.')).toBeInTheDocument();
  });

  it('posts the account as multipart and clears the form', async () => {
    const seen = serve('post', '/Singup/adminAddUser', added.user(), 201);
    const { user } = renderApp('/users/create', { language: 'en' });
    await fillAll(user);
    await user.upload(screen.getByLabelText('Profile picture (optional)'), png('me.png'));
    await user.click(screen.getByRole('button', { name: 'Add user' }));
    expect(await screen.findByText('User added successfully!')).toBeInTheDocument();
    expect(seen.form).toEqual({
      fullName: ['Rahim Uddin'],
      email: ['rahim@example.org'],
      mobile: ['01700000000'],
      password: ['secret123'],
      confirmPassword: ['secret123'],
      permanentAddress: ['Khulna'],
      currentAddress: ['Dhaka'],
      profileImage: ['FILE'],
    });
    expect(screen.getByLabelText(/^Full name/)).toHaveValue('');
  });

  it('shows why the server refused and keeps the input', async () => {
    server.use(
      mockApi.post('/Singup/adminAddUser', () =>
        apiError(409, 'email_taken', 'Email already existed')
      )
    );
    const { user } = renderApp('/users/create', { language: 'en' });
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Add user' }));
    expect(
      await screen.findByText(
        'An account with this e-mail address already exists. Please log in instead.'
      )
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('rahim@example.org');
  });
});
