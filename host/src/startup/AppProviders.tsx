import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@portal/ui/query';
import { DocumentTitle } from '../theme/DocumentTitle';
import { PortalThemeProvider } from '../theme/PortalThemeProvider';

/**
 * TanStack Query and the themed Chakra provider for the host and the remotes it renders, plus the page
 * title. Server calls wait for a signed-in session. The router is added by the caller.
 */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <PortalThemeProvider>
        <DocumentTitle />
        {children}
      </PortalThemeProvider>
    </QueryClientProvider>
  );
}
