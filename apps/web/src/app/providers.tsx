import type { ReactNode } from 'react';
import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { ErrorBoundary } from 'react-error-boundary';
import { ErrorFallback, logRenderError } from '@/components/ui/error-fallback';
import { Toaster } from '@/components/ui/toaster';
import { systemForPage } from '@/lib/theme';

interface AppProvidersProps {
  i18n: I18n;
  queryClient: QueryClient;
  children: ReactNode;
}

let pageSystem: SystemContext | undefined;

/** The theme the app renders with, made once (the page's HTML does not change under the app). */
export const preparePageSystem = (): SystemContext =>
  (pageSystem ??= systemForPage(globalThis.document));

export function AppProviders({ i18n, queryClient, children }: AppProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <ChakraProvider value={preparePageSystem()}>
        <ErrorBoundary FallbackComponent={ErrorFallback} onError={logRenderError}>
          <QueryClientProvider client={queryClient}>
            {children}
            <Toaster />
          </QueryClientProvider>
        </ErrorBoundary>
      </ChakraProvider>
    </I18nextProvider>
  );
}
