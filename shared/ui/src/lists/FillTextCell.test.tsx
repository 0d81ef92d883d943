import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import { ChakraProvider, Table } from '../kit/chakra';
import { portalSystem } from '../theme';
import { FillTextCell } from './FillTextCell';

function inTable(cell: ReactElement) {
  render(
    <ChakraProvider value={portalSystem}>
      <Table.Root>
        <Table.Body>
          <Table.Row>{cell}</Table.Row>
        </Table.Body>
      </Table.Root>
    </ChakraProvider>,
  );
}

describe('FillTextCell', () => {
  it('takes the spare width of the table, never less than 10rem, and cuts each line with «…» keeping it whole in its title', () => {
    inTable(<FillTextCell text='ООО "Молочный комбинат Вологодский"' secondary='АО "Северное сияние"' />);
    const cell = screen.getByRole('cell');
    expect(cell).toHaveStyle({ maxWidth: '0', width: '100%', minWidth: '10rem' });
    const main = screen.getByText('ООО "Молочный комбинат Вологодский"');
    expect(main).toHaveAttribute('title', 'ООО "Молочный комбинат Вологодский"');
    expect(main).toHaveStyle({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
    const second = screen.getByText('АО "Северное сияние"');
    expect(second).toHaveAttribute('title', 'АО "Северное сияние"');
    expect(second).toHaveStyle({ textOverflow: 'ellipsis' });
    // Screen readers get the whole text, not the cut one.
    expect(cell).toHaveTextContent('ООО "Молочный комбинат Вологодский"АО "Северное сияние"');
  });

  it('has one line when there is nothing under it', () => {
    inTable(<FillTextCell text="—" />);
    expect(screen.getByRole('cell').children).toHaveLength(1);
  });
});
