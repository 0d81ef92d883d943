import { screen } from '@testing-library/react';
import { menuLinks, renderInCabinet } from '@portal/ui/testing';
import Cabinet from './Cabinet';

/** Renders the cabinet at `path` and waits for its page's code to arrive (it loads lazily, once per file). */
async function at(path: string) {
  renderInCabinet(<Cabinet />, { path, cabinet: 'lkd' });
  await screen.findByRole('heading', { level: 1 });
}

describe('LKD Cabinet', () => {
  it('shows the debtor menu of spec §2, in order', async () => {
    await at('/lkd/supplies');
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
    await at(path);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(screen.getByRole('link', { name: title })).toHaveAttribute('aria-current', 'page');
  });

  it.each(['/lkd', '/lkd/main', '/lkd/nowhere'])('sends %s to the landing page /lkd/supplies', async (path) => {
    await at(path);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/lkd\/supplies$/);
  });

  it('shows its build version', async () => {
    await at('/lkd/supplies');
    expect(screen.getByTestId('cabinet-version')).toHaveTextContent('Версия test');
  });
});
