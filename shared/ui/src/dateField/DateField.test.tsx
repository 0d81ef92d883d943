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
    fireEvent.change(input, { target: { value: '31.02' } });
    expect(screen.queryByText('Введите дату в формате ДД.ММ.ГГГГ')).toBeNull();
    fireEvent.blur(input);
    expect(screen.getByText('Введите дату в формате ДД.ММ.ГГГГ')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: '03.02.2025' } });
    expect(onChange).toHaveBeenLastCalledWith('03.02.2025');
    fireEvent.change(input, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it.each([
    ['31.02.2026', 'Даты 31.02.2026 не существует: в феврале 2026 года 28 дней'],
    ['29.02.2025', 'Даты 29.02.2025 не существует: в феврале 2025 года 28 дней'],
    ['31.04.2026', 'Даты 31.04.2026 не существует: в апреле 2026 года 30 дней'],
    ['00.01.2026', 'Даты 00.01.2026 не существует: в январе 2026 года 31 день'],
    ['10.13.2026', 'Даты 10.13.2026 не существует: месяц — число от 01 до 12'],
  ])('typed in the right format, %s says the day does not exist, not the format', async (typed, message) => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Дата с' });
    fireEvent.change(input, { target: { value: typed } });
    fireEvent.blur(input);
    await waitFor(() => expect(input).toHaveAccessibleDescription(message));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Введите дату в формате ДД.ММ.ГГГГ')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('29.02.2028 exists (a leap year)', () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Дата с' }), { target: { value: '29.02.2028' } });
    expect(onChange).toHaveBeenLastCalledWith('29.02.2028');
  });

  it('marks today in the calendar', async () => {
    const user = userEvent.setup();
    render(<Harness onChange={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Открыть календарь: Дата с' }));
    const today = screen.getByRole('button', { name: '12 мая 2025, сегодня' });
    expect(today).toHaveAttribute('aria-current', 'date');
    expect(screen.getByRole('button', { name: '13 мая 2025' })).not.toHaveAttribute('aria-current');
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
    expect(document.activeElement).toHaveAccessibleName('12 мая 2025, сегодня');
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
