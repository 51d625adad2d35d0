import './mantine.css';
import { MantineProvider } from '@mantine/core';
import type { I18n } from '@pathagar/shared-i18n';
import { I18nextProvider } from '@pathagar/shared-i18n/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { cssVariablesResolver, theme } from './theme';
import { Toaster } from './toast';

interface AppProvidersProps {
  i18n: I18n;
  queryClient: QueryClient;
  children: ReactNode;
}

/** Everything a screen needs around it; main.tsx and the tests' render helper both use this. */
export function AppProviders({ i18n, queryClient, children }: AppProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <Toaster />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}
