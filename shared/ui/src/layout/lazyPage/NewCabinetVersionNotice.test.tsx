import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider } from '../../kit/chakra';
import { portalSystem } from '../../theme';
import { NewCabinetVersionNotice } from './NewCabinetVersionNotice';

describe('the new cabinet version notice', () => {
  it('says a new version came out, announces it, and reloads the page from a button reached with Tab', async () => {
    const reload = jest.fn();
    render(
      <ChakraProvider value={portalSystem}>
        <NewCabinetVersionNotice onReload={reload} />
      </ChakraProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Вышла новая версия кабинетаОбновите страницу, чтобы продолжить работу.');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Обновить страницу' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
