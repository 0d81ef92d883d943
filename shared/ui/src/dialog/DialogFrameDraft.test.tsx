import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@portal/platform';
import { ChakraProvider, NativeSelect, Textarea } from '../kit/chakra';
import { portalSystem } from '../theme';
import { peekSessionDraft, SESSION_ENDING_EVENT } from '../sessionDraft/sessionDraft';
import { DialogFrame } from './DialogFrame';

jest.setTimeout(30_000);

function NewDocument({ withTypes = true }: { withTypes?: boolean }) {
  return (
    <ChakraProvider value={portalSystem}>
      <DialogFrame open title="Новый исходящий документ" width="settings" onClose={() => undefined} draftKey="edm-new-document">
        <label>
          Тип документа
          <NativeSelect.Root>
            <NativeSelect.Field name="documentType">
              <option value="">Выберите тип</option>
              {withTypes ? <option value="7">Письмо</option> : null}
            </NativeSelect.Field>
          </NativeSelect.Root>
        </label>
        <label>
          Комментарий
          <Textarea name="comment" />
        </label>
      </DialogFrame>
    </ChakraProvider>
  );
}

function endSession(user: string) {
  window.dispatchEvent(new CustomEvent(SESSION_ENDING_EVENT, { detail: { user } }));
}

describe('a dialog with a draft key across a session end', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    window.history.replaceState({}, '', '/lkk/edo?type=outgoing');
  });
  afterEach(() => sessionStore.setState({ userName: '' }));

  it('keeps the typed comment and chosen type, and gives them back once to the same user on the same page, saying so', async () => {
    const user = userEvent.setup();
    const first = render(<NewDocument />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Тип документа' }), '7');
    await user.type(screen.getByRole('textbox', { name: 'Комментарий' }), 'Просим подписать до пятницы');
    endSession('supplier');
    first.unmount();

    sessionStore.setState({ userName: 'supplier' });
    const second = render(<NewDocument />);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Комментарий' })).toHaveValue('Просим подписать до пятницы'));
    expect(screen.getByRole('combobox', { name: 'Тип документа' })).toHaveValue('7');
    expect(screen.getByRole('status')).toHaveTextContent('Сеанс был завершён; введённые данные восстановлены.');
    second.unmount();

    // Given back once.
    render(<NewDocument />);
    await screen.findByRole('dialog');
    expect(screen.getByRole('textbox', { name: 'Комментарий' })).toHaveValue('');
  });

  it('never gives a draft to another person signing in on the same PC', async () => {
    const user = userEvent.setup();
    const first = render(<NewDocument />);
    await user.type(screen.getByRole('textbox', { name: 'Комментарий' }), 'Конфиденциально');
    endSession('supplier');
    first.unmount();

    sessionStore.setState({ userName: 'principal' });
    render(<NewDocument />);
    await screen.findByRole('dialog');
    expect(screen.getByRole('textbox', { name: 'Комментарий' })).toHaveValue('');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('saves nothing when nothing was typed', async () => {
    const first = render(<NewDocument />);
    await screen.findByRole('dialog');
    endSession('supplier');
    first.unmount();
    expect(window.sessionStorage.getItem('portal.sessionDrafts')).toBeNull();
  });

  it('chooses the saved type once its option arrives (the list was still loading)', async () => {
    const user = userEvent.setup();
    const first = render(<NewDocument />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Тип документа' }), '7');
    await user.type(screen.getByRole('textbox', { name: 'Комментарий' }), 'Акт сверки');
    endSession('supplier');
    first.unmount();

    sessionStore.setState({ userName: 'supplier' });
    const view = render(<NewDocument withTypes={false} />);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Комментарий' })).toHaveValue('Акт сверки'));
    expect(screen.getByRole('combobox', { name: 'Тип документа' })).toHaveValue('');
    view.rerender(<NewDocument />);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Тип документа' })).toHaveValue('7'));
  });

  it('keeps what the dialog was about with its draft, for the page to open it again on the same documents', async () => {
    const user = userEvent.setup();
    const first = render(
      <ChakraProvider value={portalSystem}>
        <DialogFrame open title="Отказ в подписи" width="confirm" onClose={() => undefined} draftKey="edm-refusal" draftContext="70001,70002">
          <label>
            Причина отказа
            <Textarea name="reason" />
          </label>
        </DialogFrame>
      </ChakraProvider>,
    );
    await user.type(screen.getByRole('textbox', { name: 'Причина отказа' }), 'Неверная сумма');
    endSession('supplier');
    first.unmount();
    expect(peekSessionDraft('edm-refusal', 'supplier')).toMatchObject({ context: '70001,70002', fields: { reason: 'Неверная сумма' } });
  });
});
