import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider, Table } from '../kit/chakra';
import { portalSystem } from '../theme';
import { SortHeader } from './SortHeader';

function renderHeader(props: { sortBy: string; sortDesc: boolean; firstDesc?: boolean }) {
  const onSort = jest.fn();
  render(
    <ChakraProvider value={portalSystem}>
      <Table.Root>
        <Table.Header>
          <Table.Row>
            <SortHeader field="amount" label="Сумма" onSort={onSort} {...props} />
          </Table.Row>
        </Table.Header>
      </Table.Root>
    </ChakraProvider>,
  );
  return { onSort, header: screen.getByRole('columnheader'), button: screen.getByRole('button') };
}

describe('SortHeader', () => {
  it('an inactive column says it is unsorted and sorts ascending on the first click by default', async () => {
    const { onSort, header, button } = renderHeader({ sortBy: 'number', sortDesc: false });
    expect(header).toHaveAttribute('aria-sort', 'none');
    expect(button).toHaveAccessibleName('Сумма: сортировать по возрастанию');
    await userEvent.click(button);
    expect(onSort).toHaveBeenCalledWith('amount', false);
  });

  it('firstDesc: the first click sorts descending (dates and amounts)', async () => {
    const { onSort, button } = renderHeader({ sortBy: 'number', sortDesc: false, firstDesc: true });
    await userEvent.click(button);
    expect(onSort).toHaveBeenCalledWith('amount', true);
  });

  it('the active column shows its direction and a click reverses it, by keyboard too', async () => {
    const { onSort, header, button } = renderHeader({ sortBy: 'amount', sortDesc: true });
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(button).toHaveTextContent('Сумма ↓');
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(onSort).toHaveBeenCalledWith('amount', false);
  });

  it('the arrow is held to the last word by a no-break space, so a wrapping header never leaves it alone on a line', () => {
    const { button } = renderHeader({ sortBy: 'amount', sortDesc: true });
    expect(button.textContent).toBe('Сумма\u00a0↓');
  });
});
