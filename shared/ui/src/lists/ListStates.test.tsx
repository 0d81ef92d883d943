import { render, screen } from '@testing-library/react';
import { ChakraProvider } from '../kit/chakra';
import { portalSystem } from '../theme';
import { TableSkeleton } from './ListStates';

describe('TableSkeleton', () => {
  it('is a named status with the rows asked for (a named div without a role breaks aria-prohibited-attr)', () => {
    render(
      <ChakraProvider value={portalSystem}>
        <TableSkeleton label="Загрузка отчёта «Поставки»" rows={3} />
      </ChakraProvider>,
    );
    const skeleton = screen.getByRole('status', { name: 'Загрузка отчёта «Поставки»' });
    expect(skeleton).toHaveAttribute('aria-busy', 'true');
    expect(skeleton.children).toHaveLength(3);
  });
});
