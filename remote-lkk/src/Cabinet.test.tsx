import { screen } from '@testing-library/react';
import { menuLinks, renderInCabinet } from '@portal/ui/testing';
import Cabinet from './Cabinet';

const at = (path: string) => renderInCabinet(<Cabinet />, { path, cabinet: 'lkk' });

describe('LKK Cabinet', () => {
  it('shows the client menu of spec §2, in order, under /lkk', () => {
    at('/lkk/main');
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
    at(path);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(screen.getByRole('link', { name: title })).toHaveAttribute('aria-current', 'page');
  });

  it.each(['/lkk', '/lkk/nowhere'])('sends %s to /lkk/main', (path) => {
    at(path);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/lkk\/main$/);
  });

  it('shows its build version', () => {
    at('/lkk/main');
    expect(screen.getByTestId('cabinet-version')).toHaveTextContent('Версия test');
  });
});
