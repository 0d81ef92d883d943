import { useState } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider } from '../kit/chakra';
import { portalSystem } from '../theme';
import { DateField } from './DateField';

function Harness({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <ChakraProvider value={portalSystem}>
      <DateField
        label="Дата с"
        value={value}
        today={{ year: 2025, month: 4, day: 12 }}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
    </ChakraProvider>
  );
}

describe('DateField (DD.MM.YYYY, Monday first)', () => {
  it('passes on only a real typed date and says the format otherwise', async () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Дата с' });
    fireEvent.change(input, { target: { value: '31.02.2025' } });
    expect(screen.queryByText('Введите дату в формате ДД.ММ.ГГГГ')).toBeNull();
    fireEvent.blur(input);
    expect(screen.getByText('Введите дату в формате ДД.ММ.ГГГГ')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: '03.02.2025' } });
    expect(onChange).toHaveBeenLastCalledWith('03.02.2025');
    fireEvent.change(input, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('ties the format message to the field (aria-invalid, aria-describedby) and unties it once the date is right', async () => {
    render(<Harness onChange={jest.fn()} />);
    const input = screen.getByRole('textbox', { name: 'Дата с' });
    expect(input).not.toHaveAttribute('aria-invalid');
    fireEvent.change(input, { target: { value: '31.02' } });
    fireEvent.blur(input);
    await waitFor(() => expect(input).toHaveAccessibleDescription('Введите дату в формате ДД.ММ.ГГГГ'));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(input, { target: { value: '03.02.2025' } });
    await waitFor(() => expect(input).not.toHaveAttribute('aria-invalid'));
    expect(input).toHaveAccessibleDescription('');
  });

  it('opens a Monday-first month, moves with the keyboard and picks with Enter', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Открыть календарь: Дата с' }));
    const grid = screen.getByRole('grid', { name: 'Май 2025' });
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс']);
    expect(grid).toContainElement(document.activeElement as HTMLElement);
    expect(document.activeElement).toHaveAccessibleName('12 мая 2025');
    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(document.activeElement).toHaveAccessibleName('20 мая 2025');
    await user.keyboard('{PageDown}');
    expect(screen.getByRole('grid', { name: 'Июнь 2025' })).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('20.06.2025');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Дата с' })).toHaveValue('20.06.2025');
    await user.click(screen.getByRole('button', { name: 'Открыть календарь: Дата с' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Открыть календарь: Дата с' })).toHaveFocus();
  });
});
