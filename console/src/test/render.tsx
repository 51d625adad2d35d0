import { resources, type Language } from '@pathagar/shared-i18n';
import { createReactI18n } from '@pathagar/shared-i18n/react';
import { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { expect } from 'vitest';
import { App } from '../App';
import { api } from '../app/api';
import { ADMIN_SESSION_KEYS } from '../app/session';

export const ADMIN_TOKEN = 'admin-token';

export interface RenderAppOptions {
  language?: Language;
  /** Logged in as an admin (the keys login stores) unless false. */
  loggedIn?: boolean;
  user?: Parameters<typeof userEvent.setup>[0];
}

/**
 * Mounts the whole console at `path` with every provider (real dataProvider, authProvider and
 * i18nProvider over the SDK); only the network is msw's.
 */
export function renderApp(path: string, options: RenderAppOptions = {}) {
  const language = options.language ?? 'bn';
  if (language === 'en') localStorage.setItem('language', 'English');
  if (options.loggedIn !== false) {
    localStorage.setItem(ADMIN_SESSION_KEYS.token, ADMIN_TOKEN);
    localStorage.setItem(ADMIN_SESSION_KEYS.admin, 'true');
  }
  const i18n = createReactI18n({ bundled: resources, language });
  // Tests fail fast instead of retrying a 500 three times.
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const user = userEvent.setup(options.user);
  const result = render(
    <MemoryRouter initialEntries={[path]}>
      <App api={api} i18n={i18n} queryClient={queryClient} />
    </MemoryRouter>
  );
  return { ...result, user, i18n, queryClient };
}

/** A small PNG file for upload inputs. */
export function png(name = 'cover.png') {
  return new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
}

type User = ReturnType<typeof userEvent.setup>;

/**
 * Sets a whole value at once: per-key typing into MUI forms is slow on two cores, and the
 * screens react to the change event alone.
 */
export async function fill(_user: User, field: HTMLElement, value: string) {
  await act(async () => {
    fireEvent.change(field, { target: { value } });
  });
}

/** The buttons named `names` show (the first may still be loading) and are all disabled. */
export async function expectDisabledButtons(...names: string[]) {
  for (const [index, name] of names.entries()) {
    const button = index
      ? screen.getByRole('button', { name })
      : await screen.findByRole('button', { name });
    expect(button).toBeDisabled();
  }
}

export { screen };
