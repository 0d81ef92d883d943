/**
 * @jest-environment-options {"customExportConditions": [""]}
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { EDM_REFUSE_REASON_MAX, type EdmDocument } from '@portal/api';
import { uiStore } from '@portal/platform';
import { resetUiState } from '@portal/platform/src/ui/uiStore';
import { renderInCabinet } from '@portal/ui/testing';
import { RefuseDialog } from './RefuseDialog';

const API = 'http://localhost/api';
const server = setupServer();
let sent: unknown[] = [];

const DOC = { id: 'd-7', number: 'ВХ-7', fileName: 'Акт.pdf' } as unknown as EdmDocument;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  sent = [];
  resetUiState();
  server.use(
    mock.post(`${API}/edm/refuse`, async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json({});
    }),
  );
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
});

function renderDialog() {
  const onDone = jest.fn();
  const onClose = jest.fn();
  renderInCabinet(<RefuseDialog open docs={[DOC]} onClose={onClose} onDone={onDone} />, { path: '/lkk/edo', cabinet: 'lkk' });
  const dialog = screen.getByTestId('edm-refuse-dialog');
  return { dialog, onDone, onClose, reason: within(dialog).getByRole('textbox', { name: /Причина отказа/ }), refuse: within(dialog).getByRole('button', { name: 'Отказать' }) };
}

/** The user pastes the whole reason (as typing 500 characters would) and presses «Отказать». */
async function refuseWith(text: string) {
  const user = userEvent.setup();
  const view = renderDialog();
  if (text) {
    await user.click(view.reason);
    await user.paste(text);
  }
  expect(view.reason).toHaveValue(text);
  await user.click(view.refuse);
  return view;
}

const notifications = () => uiStore.getState().notifications.map((note) => note.message);
const AT_LIMIT = 'я'.repeat(EDM_REFUSE_REASON_MAX);

describe('EDM refusal reason (refuseForm through RefuseDialog): 1–500 characters after trimming', () => {
  it('the limit is the contract’s 500 characters', () => {
    expect(EDM_REFUSE_REASON_MAX).toBe(500);
  });

  it.each<[string, string]>([
    ['empty', ''],
    ['spaces only', '     '],
    ['a tab only', '\t'],
    ['newlines only', '\n\n'],
    ['spaces, tabs and newlines', ' \t \n \n\t '],
  ])('%s: «Укажите причину отказа» under the field, nothing is sent and the dialog stays open', async (_case, text) => {
    const { dialog, reason, refuse, onDone, onClose } = await refuseWith(text);
    expect(await within(dialog).findByText('Укажите причину отказа')).toBeVisible();
    // the field is tied to its message in the same or the next render
    await waitFor(() => expect(reason).toHaveAccessibleDescription('Укажите причину отказа'));
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(refuse).toBeEnabled();
    expect(sent).toEqual([]);
    expect(onDone).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(notifications()).toEqual([]);
  });

  it.each<[string, string, string]>([
    ['one visible character', 'Х', 'Х'],
    ['one visible character among blanks, sent trimmed', ' \t Х \n', 'Х'],
    ['exactly 500 characters', AT_LIMIT, AT_LIMIT],
    ['500 characters with blanks around them (they do not count), sent trimmed', `  ${AT_LIMIT}\n`, AT_LIMIT],
  ])('%s: refused with that reason, «Операция выполнена», the dialog closes', async (_case, text, reasonSent) => {
    const { dialog, onDone, onClose } = await refuseWith(text);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([{ docs: ['d-7'], reason: reasonSent }]);
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(notifications()).toEqual(['Операция выполнена']);
    expect(within(dialog).queryByText(/Укажите причину отказа|Не более/)).toBeNull();
  });

  it('501 characters: «Не более 500 символов» under the field, nothing is sent, the text stays', async () => {
    const tooLong = `${AT_LIMIT}я`;
    const { dialog, reason, onDone, onClose } = await refuseWith(tooLong);
    expect(await within(dialog).findByText('Не более 500 символов')).toBeVisible();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveValue(tooLong);
    expect(sent).toEqual([]);
    expect(onDone).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('after a refused blank, a real reason is accepted and the message goes away', async () => {
    const user = userEvent.setup();
    const { dialog, reason, refuse, onClose } = await refuseWith('   ');
    expect(await within(dialog).findByText('Укажите причину отказа')).toBeVisible();
    await user.clear(reason);
    await user.type(reason, 'Неверная сумма');
    await waitFor(() => expect(within(dialog).queryByText('Укажите причину отказа')).toBeNull());
    await user.click(refuse);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([{ docs: ['d-7'], reason: 'Неверная сумма' }]);
  });
});
