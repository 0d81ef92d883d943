import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { ChakraProvider } from '../kit/chakra';
import { QueryClient, QueryClientProvider } from '../kit/query';
import { MemoryRouter, Route, Routes, useLocation } from '../kit/router';
import { portalSystem } from '../theme';

function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

/**
 * Test helper: renders a cabinet the way the host does — inside Chakra, the host's TanStack Query client
 * and a router, mounted at /<cabinet>/* — starting at `path`. `screen.getByTestId('location')` shows
 * where the router ended up; `queryClient` shows which server reads ran.
 */
export function renderInCabinet(ui: ReactElement, { path, cabinet }: { path: string; cabinet: string }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return { queryClient, ...render(
    <ChakraProvider value={portalSystem}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <LocationProbe />
          <Routes>
            <Route path={`/${cabinet}/*`} element={ui} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </ChakraProvider>,
  ) };
}
