import { describe, expect, it } from 'vitest';
import { fill, renderApp, screen } from '../../test/render';
import { mockApi, server } from '../../test/server';
import { jsonBodies } from '../../test/providerCalls';

describe('Our Mission', () => {
  it('adds with POST when there is no mission', async () => {
    server.use(mockApi.get('/SingUpAdmin/mission', { mission: null, updatedAt: null }));
    const posted = jsonBodies('post', '/SingUpAdmin/mission', {
      message: 'Mission saved successfully',
      mission: { mission: 'Read', updatedAt: null },
    });
    const { user } = renderApp('/mission', { language: 'en' });
    await fill(user, await screen.findByLabelText(/Mission statement/), 'Read more books');
    await user.click(screen.getByRole('button', { name: 'Add mission' }));
    expect(await screen.findByText('The mission has been saved.')).toBeInTheDocument();
    expect(posted).toEqual([{ mission: 'Read more books' }]);
  });

  it('updates with PUT when a mission exists, then returns to Add mode', async () => {
    server.use(
      mockApi.get('/SingUpAdmin/mission', {
        mission: 'Read',
        updatedAt: '2026-01-01T00:00:00.000Z',
      })
    );
    const put = jsonBodies('put', '/SingUpAdmin/mission', {
      message: 'Mission updated successfully',
      mission: { mission: 'Read more', updatedAt: null },
    });
    const { user } = renderApp('/mission', { language: 'en' });
    const field = await screen.findByLabelText(/Mission statement/);
    await expect.poll(() => (field as HTMLTextAreaElement).value).toBe('Read');
    await fill(user, field, 'Read more');
    await user.click(screen.getByRole('button', { name: 'Update mission' }));
    expect(await screen.findByText('The mission has been saved.')).toBeInTheDocument();
    expect(put).toEqual([{ mission: 'Read more' }]);
    expect(await screen.findByRole('button', { name: 'Add mission' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Mission statement/)).toHaveValue('');
  });
});
