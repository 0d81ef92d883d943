import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, ChakraProvider, Input, NativeSelect, Textarea } from '../kit/chakra';
import { portalSystem } from '../theme';
import { DialogFrame, isTypedInput } from './DialogFrame';

jest.setTimeout(30_000);

/** A page with a closable dialog holding a comment, a file and a choice; it records being closed. */
function Page({ onClosed }: { onClosed: () => void }) {
  const [open, setOpen] = useState(true);
  const close = () => {
    setOpen(false);
    onClosed();
  };
  return (
    <ChakraProvider value={portalSystem}>
      <Button onClick={() => setOpen(true)}>Открыть</Button>
      <DialogFrame open={open} title="Новый документ" width="settings" onClose={close} footer={<Button onClick={close}>Отмена</Button>}>
        <label>
          Комментарий
          <Textarea />
        </label>
        <label>
          Файл
          <Input type="file" />
        </label>
        <NativeSelect.Root>
          <NativeSelect.Field aria-label="Тип">
            <option value="">—</option>
            <option value="1">Письмо</option>
          </NativeSelect.Field>
        </NativeSelect.Root>
      </DialogFrame>
    </ChakraProvider>
  );
}

let step = 0;
/** Opens the page as the tab's newest entry, after one entry of its own before it. */
function openPage() {
  step += 1;
  window.history.pushState({}, '', `/before-${step}`);
  window.history.pushState({}, '', `/page-${step}`);
  const onClosed = jest.fn();
  render(<Page onClosed={onClosed} />);
  return { onClosed, before: `/before-${step}`, page: `/page-${step}` };
}

const question = () => screen.findByRole('alertdialog', { name: 'Изменения не сохранены' });

describe('Back with a dialog open', () => {
  it('asks first once a comment is typed: «Отмена» keeps the dialog and the text, and asks again next time', async () => {
    const user = userEvent.setup();
    const { onClosed, page } = openPage();
    const comment = screen.getByRole('textbox', { name: 'Комментарий' });
    await user.type(comment, 'Просим подписать до пятницы');
    window.history.back();
    const asked = await question();
    expect(asked).toHaveTextContent('Введённые в окне данные ещё не сохранены');
    expect(window.location.pathname).toBe(page);
    await user.click(within(asked).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('textbox', { name: 'Комментарий' })).toHaveValue('Просим подписать до пятницы');
    expect(onClosed).not.toHaveBeenCalled();
    window.history.back();
    expect(await question()).toBeVisible();
  });

  it('«Уйти без сохранения» closes the dialog and goes back', async () => {
    const user = userEvent.setup();
    const { onClosed, before } = openPage();
    await user.type(screen.getByRole('textbox', { name: 'Комментарий' }), 'Черновик');
    window.history.back();
    await user.click(within(await question()).getByRole('button', { name: 'Уйти без сохранения' }));
    expect(onClosed).toHaveBeenCalledTimes(1);
    // Two history steps, each a task: more than waitFor's default on a loaded machine.
    await waitFor(() => expect(window.location.pathname).toBe(before));
  });

  it('asks once a file is chosen', async () => {
    const user = userEvent.setup();
    const { page } = openPage();
    await user.upload(screen.getByLabelText('Файл'), new File(['%PDF-1.4'], 'Акт.pdf', { type: 'application/pdf' }));
    window.history.back();
    expect(await question()).toBeVisible();
    expect(window.location.pathname).toBe(page);
  });

  it('with nothing typed (a choice only), Back goes back at once, without a question', async () => {
    const user = userEvent.setup();
    const { before } = openPage();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Тип' }), '1');
    window.history.back();
    await waitFor(() => expect(window.location.pathname).toBe(before));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('after the dialog with typed text is closed, one Back leaves the page without a question', async () => {
    const user = userEvent.setup();
    const { before } = openPage();
    await user.type(screen.getByRole('textbox', { name: 'Комментарий' }), 'Черновик');
    // Escape asks too (decision 0059); the user closes without saving.
    await user.keyboard('{Escape}');
    await user.click(within(await question()).getByRole('button', { name: 'Закрыть без сохранения' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    window.history.back();
    // The guard's own copy is skipped: one Back reaches the page before.
    await waitFor(() => expect(window.location.pathname).toBe(before));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe('typed input', () => {
  it('is text, a file or editable content; not a checkbox, a radio, a select or a read-only field', () => {
    const field = (html: string) => {
      const holder = document.createElement('div');
      holder.innerHTML = html;
      return holder.firstElementChild;
    };
    expect(isTypedInput(field('<input>'))).toBe(true);
    expect(isTypedInput(field('<input type="email">'))).toBe(true);
    expect(isTypedInput(field('<input type="file">'))).toBe(true);
    expect(isTypedInput(field('<textarea></textarea>'))).toBe(true);
    expect(isTypedInput(field('<input type="checkbox">'))).toBe(false);
    expect(isTypedInput(field('<input type="radio">'))).toBe(false);
    expect(isTypedInput(field('<select></select>'))).toBe(false);
    expect(isTypedInput(field('<input readonly>'))).toBe(false);
    expect(isTypedInput(field('<textarea readonly></textarea>'))).toBe(false);
  });
});
