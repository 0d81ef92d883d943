import { BrowserRouter } from '@portal/ui/router';
import type { QueryClient } from '@portal/ui/query';
import { AppRoutes } from '../routing/AppRoutes';
import { AppProviders } from './AppProviders';

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <AppProviders queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
