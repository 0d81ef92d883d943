import { screen } from '@testing-library/react';
import { menuLinks, renderInCabinet } from '@portal/ui/testing';
import Cabinet from './Cabinet';

/** Renders the cabinet at `path` and waits for its page's code to arrive (it loads lazily, once per file). */
async function at(path: string) {
  renderInCabinet(<Cabinet />, { path, cabinet: 'lka' });
  await screen.findByRole('heading', { level: 1 });
}

describe('LKA Cabinet', () => {
  it('shows the agent menu of spec §2, in order', async () => {
    await at('/lka/supplies');
    expect(menuLinks()).toEqual([
      ['Заявки', '/lka/supplies'],
      ['Вознаграждения', '/lka/reward'],
      ['ЭДО', '/lka/edo'],
    ]);
  });

  it.each([
    ['/lka/supplies', 'Заявки'],
    ['/lka/reward', 'Вознаграждения'],
    ['/lka/edo', 'ЭДО'],
  ])('renders %s with the title %s', async (path, title) => {
    await at(path);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(screen.getByRole('link', { name: title })).toHaveAttribute('aria-current', 'page');
  });

  it('keeps /lka/main as a page without a menu entry', async () => {
    await at('/lka/main');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Главная');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/lka\/main$/);
    expect(screen.queryByRole('link', { name: 'Главная' })).toBeNull();
  });

  it.each(['/lka', '/lka/nowhere'])('sends %s to the landing page /lka/supplies', async (path) => {
    await at(path);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/lka\/supplies$/);
  });

  it('shows its build version', async () => {
    await at('/lka/supplies');
    expect(screen.getByTestId('cabinet-version')).toHaveTextContent('Версия test');
  });
});
