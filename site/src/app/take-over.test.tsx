import { resources } from '@pathagar/shared-i18n';
import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render as prerender } from '../prerender';
import { renderRoute, screen } from '../test/render';
import { HttpResponse, mockApi, server } from '../test/server';
import { keepTyped } from './take-over';

const login = resources.bn.site.auth.login;

/** The build-time page of `path`, on screen as the browser shows it before the app's script. */
async function prerendered(path: string) {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = (await prerender(path)).markup;
  return container;
}

const field = (root: HTMLElement, label: string) =>
  within(root).getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;

describe('the take-over of a prerendered page', () => {
  it("keeps what was typed before the app ran, in the app's state, and the field's focus", async () => {
    const container = await prerendered('/login');
    const staticEmail = field(container, login.email);
    staticEmail.value = 'reader@example.com';
    const staticPassword = field(container, login.password);
    staticPassword.value = 'secret-pass';
    staticPassword.focus();
    staticPassword.setSelectionRange(3, 3);

    const typed = keepTyped(container);
    let sent: unknown;
    server.use(
      mockApi.post('/Singup/login', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ message: 'Invalid credentials' }, { status: 401 });
      })
    );
    const { user } = renderRoute('/login', { container });
    // Until the route's code has loaded, the app shows its loader (main.tsx retries likewise).
    await waitFor(() => expect(typed.restore(container)).toBe(true));
    expect(staticEmail.isConnected).toBe(false);

    const password = field(container, login.password);
    expect(field(container, login.email)).toHaveValue('reader@example.com');
    expect(password).toHaveValue('secret-pass');
    expect(password).toHaveFocus();
    expect(password.selectionStart).toBe(3);
    // The form's state has them, not only the DOM: submitting sends what was typed.
    await user.click(screen.getByRole('button', { name: login.submit }));
    await waitFor(() =>
      expect(sent).toEqual({ email: 'reader@example.com', password: 'secret-pass' })
    );
  });

  it('gives nothing to a field that was not typed into, and says when a typed field is missing', async () => {
    const container = await prerendered('/login');
    field(container, login.email).value = 'reader@example.com';
    const typed = keepTyped(container);
    // The app renders another page here (the reader was sent on): no login form to restore into.
    container.replaceChildren(Object.assign(document.createElement('input'), { type: 'email' }));
    expect(typed.restore(container)).toBe(false);
    expect(container.querySelector('input')).toHaveValue('');
  });
});
