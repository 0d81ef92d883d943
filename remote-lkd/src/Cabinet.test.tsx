import { screen } from '@testing-library/react';
import { menuLinks, renderInCabinet } from '@portal/ui/testing';
import Cabinet from './Cabinet';

const at = (path: string) => renderInCabinet(<Cabinet />, { path, cabinet: 'lkd' });

describe('LKD Cabinet', () => {
  it('shows the debtor menu of spec §2, in order', () => {
    at('/lkd/supplies');
    expect(menuLinks()).toEqual([
      ['Главная', '/lkd/critical'],
      ['Заявки', '/lkd/supplies'],
      ['Отчеты', '/lkd/reports'],
      ['События', '/lkd/events'],
    ]);
  });

  it.each([
    ['/lkd/critical', 'Главная'],
    ['/lkd/supplies', 'Заявки'],
    ['/lkd/reports', 'Отчеты'],
    ['/lkd/events', 'События'],
  ])('renders %s with the title %s', async (path, title) => {
    at(path);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(screen.getByRole('link', { name: title })).toHaveAttribute('aria-current', 'page');
  });

  it.each(['/lkd', '/lkd/main', '/lkd/nowhere'])('sends %s to the landing page /lkd/supplies', (path) => {
    at(path);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/lkd\/supplies$/);
  });

  it('shows its build version', () => {
    at('/lkd/supplies');
    expect(screen.getByTestId('cabinet-version')).toHaveTextContent('Версия test');
  });
});
