import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from '@portal/ui/router';
import { AppRoutes } from '../routing/AppRoutes';
import { AppProviders } from '../startup/AppProviders';
import { createQueryClient } from '../startup/queryClient';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/** The host's routes and providers at `path`, with the current pathname in `data-testid="location"`. */
export function renderApp(path: string) {
  return render(
    <AppProviders queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
}
