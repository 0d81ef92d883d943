import { screen } from '@testing-library/react';
import { menuLinks, renderInCabinet } from '@portal/ui/testing';
import Cabinet from './Cabinet';

/** Renders the cabinet at `path` and waits for its page's code to arrive (it loads lazily, once per file). */
async function at(path: string) {
  renderInCabinet(<Cabinet />, { path, cabinet: 'lkk' });
  await screen.findByRole('heading', { level: 1 });
}

describe('LKK Cabinet', () => {
  it('shows the client menu of spec §2, in order, under /lkk', async () => {
    await at('/lkk/main');
    expect(menuLinks()).toEqual([
      ['Главная', '/lkk/main'],
      ['Отчеты', '/lkk/reports'],
      ['События', '/lkk/events'],
      ['ЭДО', '/lkk/edo'],
      ['Заявки', '/lkk/registries'],
      ['Тарифы', '/lkk/tariffs'],
    ]);
  });

  it.each([
    ['/lkk/main', 'Главная'],
    ['/lkk/reports', 'Отчеты'],
    ['/lkk/events', 'События'],
    ['/lkk/edo', 'ЭДО'],
    ['/lkk/registries', 'Заявки'],
    ['/lkk/tariffs', 'Тарифы'],
  ])('renders %s with the title %s', async (path, title) => {
    await at(path);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(screen.getByRole('link', { name: title })).toHaveAttribute('aria-current', 'page');
  });

  it.each(['/lkk', '/lkk/nowhere'])('sends %s to /lkk/main', async (path) => {
    await at(path);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/lkk\/main$/);
  });

  it('shows its build version', async () => {
    await at('/lkk/main');
    expect(screen.getByTestId('cabinet-version')).toHaveTextContent('Версия test');
  });
});
