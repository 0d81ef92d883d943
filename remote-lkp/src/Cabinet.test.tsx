import { screen } from '@testing-library/react';
import { menuLinks, renderInCabinet } from '@portal/ui/testing';
import Cabinet from './Cabinet';

/** Renders the cabinet at `path` and waits for its page's code to arrive (it loads lazily, once per file). */
async function at(path: string) {
  renderInCabinet(<Cabinet />, { path, cabinet: 'lkp' });
  await screen.findByRole('heading', { level: 1 });
}

describe('LKP Cabinet', () => {
  it('shows the client menu of spec §2, in order, under /lkp', async () => {
    await at('/lkp/main');
    expect(menuLinks()).toEqual([
      ['Главная', '/lkp/main'],
      ['Отчеты', '/lkp/reports'],
      ['События', '/lkp/events'],
      ['ЭДО', '/lkp/edo'],
      ['Заявки', '/lkp/registries'],
      ['Тарифы', '/lkp/tariffs'],
    ]);
  });

  it.each([
    ['/lkp/main', 'Главная'],
    ['/lkp/reports', 'Отчеты'],
    ['/lkp/events', 'События'],
    ['/lkp/edo', 'ЭДО'],
    ['/lkp/registries', 'Заявки'],
    ['/lkp/tariffs', 'Тарифы'],
  ])('renders %s with the title %s', async (path, title) => {
    await at(path);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(screen.getByRole('link', { name: title })).toHaveAttribute('aria-current', 'page');
  });

  it.each(['/lkp', '/lkp/nowhere'])('sends %s to /lkp/main', async (path) => {
    await at(path);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/lkp\/main$/);
  });

  it('shows its build version', async () => {
    await at('/lkp/main');
    expect(screen.getByTestId('cabinet-version')).toHaveTextContent('Версия test');
  });
});
