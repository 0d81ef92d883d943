import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, ChakraProvider, Input, Textarea } from '../kit/chakra';
import { portalSystem } from '../theme';
import { DialogCancelButton } from './DialogCancelButton';
import { DialogFrame } from './DialogFrame';

jest.setTimeout(30_000);

/** A page with a closable comment dialog and a «Отмена» of the kit; it records being closed. */
function Page({ onClosed }: { onClosed: () => void }) {
  const [open, setOpen] = useState(true);
  const close = () => {
    setOpen(false);
    onClosed();
  };
  return (
    <ChakraProvider value={portalSystem}>
      <Button onClick={() => setOpen(true)}>Открыть</Button>
      <DialogFrame open={open} title="Новый документ" width="settings" onClose={close} footer={<DialogCancelButton />}>
        <label>
          Комментарий
          <Textarea />
        </label>
      </DialogFrame>
    </ChakraProvider>
  );
}

function openPage() {
  const onClosed = jest.fn();
  render(<Page onClosed={onClosed} />);
  return { onClosed };
}

const question = () => screen.findByRole('alertdialog', { name: 'Изменения не сохранены' });
const documentDialog = () => screen.getByRole('dialog', { name: 'Новый документ' });

const WAYS_OUT: { name: string; leave: (user: ReturnType<typeof userEvent.setup>) => Promise<void> }[] = [
  { name: 'Escape', leave: (user) => user.keyboard('{Escape}') },
  { name: 'the close button', leave: (user) => user.click(within(documentDialog()).getByRole('button', { name: 'Закрыть' })) },
  { name: '«Отмена»', leave: (user) => user.click(within(documentDialog()).getByRole('button', { name: 'Отмена' })) },
];

describe('closing a dialog that holds typed text', () => {
  for (const way of WAYS_OUT) {
    it(`${way.name} asks «Изменения не сохранены»: «Отмена» keeps the dialog and the text, «Закрыть без сохранения» closes it`, async () => {
      const user = userEvent.setup();
      const { onClosed } = openPage();
      const comment = screen.getByRole('textbox', { name: 'Комментарий' });
      await user.type(comment, 'Просим подписать до пятницы');

      await way.leave(user);
      const asked = await question();
      expect(asked).toHaveTextContent('Введённые в окне данные ещё не сохранены. Если закрыть окно, они будут потеряны.');
      await user.click(within(asked).getByRole('button', { name: 'Отмена' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      expect(onClosed).not.toHaveBeenCalled();
      expect(screen.getByRole('textbox', { name: 'Комментарий' })).toHaveValue('Просим подписать до пятницы');

      await way.leave(user);
      await user.click(within(await question()).getByRole('button', { name: 'Закрыть без сохранения' }));
      await waitFor(() => expect(onClosed).toHaveBeenCalledTimes(1));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Новый документ' })).toBeNull());
    });

    it(`${way.name} closes at once when nothing was typed`, async () => {
      const user = userEvent.setup();
      const { onClosed } = openPage();
      await screen.findByRole('dialog', { name: 'Новый документ' });
      await way.leave(user);
      await waitFor(() => expect(onClosed).toHaveBeenCalledTimes(1));
      expect(screen.queryByRole('alertdialog')).toBeNull();
    });
  }

  it('with focusField opens on the first text field, even as an alertdialog (whose default is the close button)', async () => {
    // jsdom lays nothing out; the focus trap only focuses elements with a size, as a browser's would have.
    jest.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(100);
    render(
      <ChakraProvider value={portalSystem}>
        <DialogFrame open title="Отклонение вознаграждения" width="confirm" role="alertdialog" focusField onClose={() => undefined}>
          <Input type="checkbox" aria-label="Уведомить" />
          <label>
            Причина отклонения
            <Textarea />
          </label>
        </DialogFrame>
      </ChakraProvider>,
    );
    const reason = await screen.findByRole('textbox', { name: 'Причина отклонения' });
    await waitFor(() => expect(reason).toHaveFocus());
    jest.restoreAllMocks();
  });
});
