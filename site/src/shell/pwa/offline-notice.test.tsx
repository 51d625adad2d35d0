import { resources } from '@pathagar/shared-i18n';
import { createReactI18n } from '@pathagar/shared-i18n/react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/AppProviders';
import { createQueryClient } from '../../app/query-client';
import { OfflineNotice } from './OfflineNotice';

function renderNotice(language: 'bn' | 'en') {
  const i18n = createReactI18n({ storage: null, bundled: resources, language });
  return render(
    <AppProviders i18n={i18n} queryClient={createQueryClient()}>
      <OfflineNotice />
    </AppProviders>
  );
}

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
}

afterEach(() => vi.restoreAllMocks());

describe('the offline notice', () => {
  it('appears while the browser is offline and goes when it is back', () => {
    renderNotice('en');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => goOffline(true));
    expect(screen.getByRole('status')).toHaveTextContent(/^You are offline\./);
    act(() => goOffline(false));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows on a page opened while offline, in Bangla by default', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderNotice('bn');
    expect(screen.getByRole('status')).toHaveTextContent(/^আপনি অফলাইনে আছেন।/);
  });
});
