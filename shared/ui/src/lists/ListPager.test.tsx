import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider } from '../kit/chakra';
import { portalSystem } from '../theme';
import { ListPager } from './ListPager';

function renderPager(props: Partial<Parameters<typeof ListPager>[0]> = {}) {
  const onPage = jest.fn();
  render(
    <ChakraProvider value={portalSystem}>
      <ListPager page={1} size={10} total={25} onPage={onPage} {...props} />
    </ChakraProvider>,
  );
  return { onPage, nav: screen.getByRole('navigation', { name: 'Страницы списка' }) };
}

describe('ListPager', () => {
  it('says which rows and page are shown and moves a page either way', async () => {
    const { onPage, nav } = renderPager();
    expect(nav).toHaveTextContent('11–20 из 25');
    expect(nav).toHaveTextContent('Страница 2 из 3');
    await userEvent.click(within(nav).getByRole('button', { name: 'Назад' }));
    await userEvent.click(within(nav).getByRole('button', { name: 'Вперёд' }));
    expect(onPage.mock.calls).toEqual([[0], [2]]);
  });

  it('the last page has no «Вперёд»; an empty list reads 0–0 из 0 on its one page', () => {
    renderPager({ page: 2 });
    expect(screen.getByRole('button', { name: 'Вперёд' })).toBeDisabled();
    cleanup();
    const { nav } = renderPager({ page: 0, total: 0 });
    expect(nav).toHaveTextContent('0–0 из 0');
    expect(nav).toHaveTextContent('Страница 1 из 1');
    expect(within(nav).getByRole('button', { name: 'Назад' })).toBeDisabled();
  });

  it('a page past the end shows no rows of it and «Назад» goes to the last page there is', async () => {
    const { onPage, nav } = renderPager({ page: 7 });
    expect(nav).toHaveTextContent('0–0 из 25');
    expect(nav).toHaveTextContent('Страница 8 из 3');
    expect(within(nav).getByRole('button', { name: 'Вперёд' })).toBeDisabled();
    await userEvent.click(within(nav).getByRole('button', { name: 'Назад' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });

  it('offers the given page sizes only when the list lets the user choose', async () => {
    const onSize = jest.fn();
    renderPager({ sizes: [10, 20, 50], onSize });
    const picker = screen.getByRole('combobox', { name: 'Строк на странице' });
    expect(within(picker).getAllByRole('option').map((option) => option.textContent)).toEqual(['10', '20', '50']);
    await userEvent.selectOptions(picker, '50');
    expect(onSize).toHaveBeenCalledWith(50);
  });

  it('a fixed page size shows no picker', () => {
    renderPager({ onSize: jest.fn() });
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});
