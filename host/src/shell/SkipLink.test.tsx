import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider } from '@portal/ui/chakra';
import { portalSystem } from '@portal/ui';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';

describe('the skip link', () => {
  it('is the first Tab stop and moves focus to the main content, past the header', async () => {
    const user = userEvent.setup();
    render(
      <ChakraProvider value={portalSystem}>
        <SkipLink />
        <header>
          <button type="button">Меню пользователя</button>
        </header>
        <main id={MAIN_CONTENT_ID} tabIndex={-1}>
          <h1>Главная</h1>
        </main>
      </ChakraProvider>,
    );
    await user.tab();
    const link = screen.getByRole('link', { name: 'Перейти к содержимому' });
    expect(link).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
