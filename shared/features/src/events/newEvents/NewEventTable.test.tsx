import { render, screen } from '@testing-library/react';
import type { NewEvent } from '@portal/api';
import { ChakraProvider } from '@portal/ui/chakra';
import { portalSystem } from '@portal/ui';
import { keepsOneLine, NewEventTable } from './NewEventTable';

describe("a new event's table", () => {
  it('keeps amounts, dates and numbers on one line and lets words wrap', () => {
    for (const text of ['1 500 000,50', '03.05.2025', '42', '', '12:30', '-5']) expect(keepsOneLine(text)).toBe(true);
    for (const text of ['ООО "Дальневосточная торговая сеть"', 'ДФ-1', 'Договор поставки № 12']) expect(keepsOneLine(text)).toBe(false);
  });

  it('lets the text cells wrap, so a wide table fits the dialog instead of being cut at its right edge', () => {
    const event = {
      eventGroupName: 'Просроченная задолженность',
      schema: {
        // As the contract's schema parses it: the headers as an ordered list of columns.
        headers: [
          { name: 'debtor', text: 'Дебитор' },
          { name: 'debtAmount', text: 'Сумма долга' },
        ],
        tableItems: [{ debtor: 'ООО "Дальневосточная торговая сеть"', debtAmount: '1500000.50' }],
      },
    } as unknown as NewEvent;
    render(
      <ChakraProvider value={portalSystem}>
        <NewEventTable event={event} />
      </ChakraProvider>,
    );
    expect(screen.getByText('ООО "Дальневосточная торговая сеть"')).toHaveStyle({ whiteSpace: 'normal' });
    expect(screen.getByRole('cell', { name: /1\s500\s000,5/ })).toHaveStyle({ whiteSpace: 'nowrap' });
  });
});
