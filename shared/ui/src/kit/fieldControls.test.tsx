import { render, screen, waitFor } from '@testing-library/react';
import { ChakraProvider, Field, Input, NativeSelect, Textarea } from './chakra';
import { portalSystem } from '../theme';

function inField(control: React.ReactNode, { invalid = false, error = '', helper = '' } = {}) {
  render(
    <ChakraProvider value={portalSystem}>
      <Field.Root invalid={invalid}>
        <Field.Label>Причина</Field.Label>
        {control}
        {helper ? <Field.HelperText>{helper}</Field.HelperText> : null}
        {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
      </Field.Root>
    </ChakraProvider>,
  );
}

/** The texts the control's aria-describedby points at, in order. */
function descriptionsOf(control: HTMLElement): string[] {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? `(missing #${id})`);
}

describe("the kit's form controls tie their field's texts", () => {
  it.each([
    ['Input', <Input key="input" />, 'textbox'],
    ['Textarea', <Textarea key="textarea" />, 'textbox'],
    [
      'NativeSelect',
      <NativeSelect.Root key="select">
        <NativeSelect.Field>
          <option value="">—</option>
        </NativeSelect.Field>
      </NativeSelect.Root>,
      'combobox',
    ],
  ] as const)('%s: an invalid field’s error text is in aria-describedby and aria-invalid is set', async (_name, control, role) => {
    inField(control, { invalid: true, error: 'Укажите причину' });
    const element = screen.getByRole(role, { name: 'Причина' });
    expect(element).toHaveAttribute('aria-invalid', 'true');
    // Ark records the error text after it is mounted, then the control re-renders with it: wait for that render.
    await waitFor(() => expect(descriptionsOf(element)).toEqual(['Укажите причину']));
    expect(element).toHaveAccessibleDescription('Укажите причину');
  });

  it('keeps the helper text and adds the error after it', async () => {
    inField(<Input />, { invalid: true, error: 'Неверный формат', helper: 'ДД.ММ.ГГГГ' });
    await waitFor(() => expect(descriptionsOf(screen.getByRole('textbox', { name: 'Причина' }))).toEqual(['ДД.ММ.ГГГГ', 'Неверный формат']));
  });

  it('describes a valid field by its helper text only, and a control outside a field by what it was given', async () => {
    inField(<Input />, { helper: 'ДД.ММ.ГГГГ' });
    const inside = screen.getByRole('textbox', { name: 'Причина' });
    await waitFor(() => expect(descriptionsOf(inside)).toEqual(['ДД.ММ.ГГГГ']));
    expect(inside).not.toHaveAttribute('aria-invalid');

    render(
      <ChakraProvider value={portalSystem}>
        <span id="hint">Подсказка</span>
        <Input aria-label="Сам по себе" aria-describedby="hint" />
        <Input aria-label="Без описания" />
      </ChakraProvider>,
    );
    expect(screen.getByRole('textbox', { name: 'Сам по себе' })).toHaveAttribute('aria-describedby', 'hint');
    expect(screen.getByRole('textbox', { name: 'Без описания' })).not.toHaveAttribute('aria-describedby');
  });
});
