import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from '@portal/ui/router';
import { AppProviders } from '../startup/AppProviders';
import { createQueryClient } from '../startup/queryClient';

/** A piece of the shell (header, footer, user menu) inside the host's providers and a router at `path`. */
export function renderShellPart(ui: ReactElement, path = '/lkk/main') {
  const queryClient = createQueryClient();
  return { queryClient, ...render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </AppProviders>,
  ) };
}
