import { render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from '@portal/ui/router';
import { ChakraProvider } from '@portal/ui/chakra';
import { portalSystem } from '@portal/ui';
import { RedirectWithStage } from './RedirectWithStage';

function Where() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

describe('RedirectWithStage', () => {
  it('goes to the target and, until the next page draws, shows the stage the next page starts with', async () => {
    render(
      <ChakraProvider value={portalSystem}>
        <MemoryRouter initialEntries={['/login']}>
          <RedirectWithStage to="/lkk" stage="cabinet" />
          <Where />
        </MemoryRouter>
      </ChakraProvider>,
    );
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/lkk$/);
    expect(screen.getByRole('status')).toHaveTextContent('Загрузка...');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '75');
    expect(screen.getByTestId('loading-stage')).toHaveTextContent('Загрузка кабинета…');
  });
});
