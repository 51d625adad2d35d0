import { resources } from '@pathagar/shared-i18n';
import { createReactI18n } from '@pathagar/shared-i18n/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../app/AppProviders';
import { createQueryClient } from '../app/query-client';
import { renderRoute } from '../test/render';
import { CrashPage } from './CrashPage';

function renderCrash(language: 'bn' | 'en') {
  const i18n = createReactI18n({ storage: null, bundled: resources, language });
  return render(
    <AppProviders i18n={i18n} queryClient={createQueryClient()}>
      <CrashPage error={new Error('boom')} reset={() => {}} />
    </AppProviders>
  );
}

describe('the unexpected-error page', () => {
  it('is what the router shows when a page throws', () => {
    const { router } = renderRoute('/ourmission');
    expect(router.options.defaultErrorComponent).toBe(CrashPage);
  });

  it('is titled "Unexpected Application Error!", logs the error and offers a way out', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderCrash('en');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(log).toHaveBeenCalledWith(new Error('boom'));
  });

  it('speaks Bangla too', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderCrash('bn');
    expect(
      screen.getByRole('heading', { level: 1, name: 'অপ্রত্যাশিত অ্যাপ্লিকেশন ত্রুটি!' })
    ).toBeInTheDocument();
  });
});
