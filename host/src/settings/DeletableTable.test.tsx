import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider } from '@portal/ui/chakra';
import { portalSystem } from '@portal/ui';
import { NetworkFailure } from '@portal/platform';
import { ACTIONS_HEADER, DeletableTable, type DeletableColumn } from './DeletableTable';

interface Row {
  id: number;
  inn: string;
}

const COLUMNS: DeletableColumn<Row>[] = [{ header: 'ИНН организации', cell: (row) => row.inn }];

function renderTable(overrides: Partial<Parameters<typeof DeletableTable<Row>>[0]> = {}) {
  const props = {
    label: 'Доверенности',
    rows: [{ id: 1, inn: '7704012340' }, { id: 2, inn: '5024002119' }],
    loading: false,
    error: null,
    onRetry: jest.fn(),
    columns: COLUMNS,
    rowKey: (row: Row) => row.id,
    deleteLabel: (row: Row) => `Удалить ${row.inn}`,
    onDelete: jest.fn(),
    ...overrides,
  };
  render(
    <ChakraProvider value={portalSystem}>
      <DeletableTable {...props} />
    </ChakraProvider>,
  );
  return props;
}

describe('DeletableTable', () => {
  it('shows each row under its column header and deletes the chosen row', async () => {
    const props = renderTable();
    const table = screen.getByRole('table', { name: 'Доверенности' });
    expect(within(table).getByRole('columnheader', { name: 'ИНН организации' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'Удалить 5024002119' }));
    expect(props.onDelete).toHaveBeenCalledWith({ id: 2, inn: '5024002119' });
  });

  it('shows «—» in a cell whose value is missing', () => {
    renderTable({ rows: [{ id: 1, inn: '' }] });
    const cells = within(screen.getByRole('table', { name: 'Доверенности' })).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent(/^—$/);
  });

  it('has a caption and a header cell for every column, the delete column included', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Доверенности' });
    expect(table.querySelector('caption')).toHaveTextContent('Доверенности');
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['ИНН организации', ACTIONS_HEADER]);
    for (const header of headers) expect(header).toHaveAttribute('scope', 'col');
  });

  it('says it is loading instead of showing an empty list', () => {
    renderTable({ loading: true, rows: undefined });
    expect(screen.getByText('Загрузка...')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a failed load with the reason and a retry', async () => {
    const props = renderTable({ rows: undefined, error: new NetworkFailure('http://localhost/api/vicarious/all', new TypeError('fetch failed')) });
    expect(screen.getByRole('alert')).toHaveTextContent('Не удалось загрузить список. Сервер недоступен: проверьте подключение к сети.');
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(props.onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows a row without an id but offers no delete for it', () => {
    renderTable({ canDelete: (row: Row) => row.id !== 2 });
    expect(screen.getByText('5024002119')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Удалить 7704012340' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Удалить 5024002119' })).not.toBeInTheDocument();
  });

  it('shows nothing for an empty list', () => {
    renderTable({ rows: [] });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
