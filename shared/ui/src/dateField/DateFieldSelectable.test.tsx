import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider } from '../kit/chakra';
import { portalSystem } from '../theme';
import type { Day } from './calendarMonth';
import { DateField } from './DateField';

// Weekends off: 10 and 11 May 2025 are Saturday and Sunday.
const weekday = (day: Day) => {
  const weekDay = new Date(day.year, day.month, day.day).getDay();
  return weekDay !== 0 && weekDay !== 6;
};

function renderField(onChange: (value: string) => void) {
  render(
    <ChakraProvider value={portalSystem}>
      <DateField label="Дата финансирования" value="" today={{ year: 2025, month: 4, day: 12 }} onChange={onChange} isSelectable={weekday} unselectableMessage="Выберите рабочий день" />
    </ChakraProvider>,
  );
}

describe('DateField with a selectable-days predicate', () => {
  it.each([
    ['10.05.2025', false],
    ['11.05.2025', false],
    ['12.05.2025', true],
  ])('typed %s is passed on: %s', async (typed, passed) => {
    const onChange = jest.fn();
    renderField(onChange);
    const input = screen.getByRole('textbox', { name: 'Дата финансирования' });
    fireEvent.change(input, { target: { value: typed } });
    if (passed) expect(onChange).toHaveBeenLastCalledWith(typed);
    else {
      expect(onChange).not.toHaveBeenCalled();
      // The field links its message to the input once the message is there (a render after the change).
      await waitFor(() => expect(input).toHaveAccessibleDescription('Выберите рабочий день'));
    }
  });

  it('shows a weekend disabled in the calendar and ignores a click on it', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderField(onChange);
    await user.click(screen.getByRole('button', { name: 'Открыть календарь: Дата финансирования' }));
    const saturday = screen.getByRole('button', { name: '10 мая 2025' });
    expect(saturday).toHaveAttribute('aria-disabled', 'true');
    await user.click(saturday);
    expect(onChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: '13 мая 2025' }));
    expect(onChange).toHaveBeenLastCalledWith('13.05.2025');
  });
});

describe('DateField with a message per refused day', () => {
  it('shows the message the rule gives for the typed day', async () => {
    render(
      <ChakraProvider value={portalSystem}>
        <DateField
          label="Дата финансирования"
          value=""
          today={{ year: 2025, month: 4, day: 12 }}
          onChange={jest.fn()}
          isSelectable={(day) => day.day > 12}
          unselectableMessage={(day) => `Не раньше 13.05.2025, а не ${day.day}-го`}
        />
      </ChakraProvider>,
    );
    const input = screen.getByRole('textbox', { name: 'Дата финансирования' });
    fireEvent.change(input, { target: { value: '02.05.2025' } });
    await waitFor(() => expect(input).toHaveAccessibleDescription('Не раньше 13.05.2025, а не 2-го'));
  });
});
