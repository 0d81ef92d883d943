import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REWARD_REASON_MAX } from '@portal/api';
import { renderInCabinet } from '@portal/ui/testing';
import { RejectRewardDialog } from './RejectRewardDialog';

afterEach(cleanup);

function renderDialog() {
  const onReject = jest.fn();
  const onCancel = jest.fn();
  renderInCabinet(<RejectRewardDialog rewardName="В-9001/25" onReject={onReject} onCancel={onCancel} />, { path: '/lka/rewards', cabinet: 'lka' });
  const dialog = screen.getByRole('alertdialog', { name: 'Отклонение вознаграждения' });
  return { dialog, onReject, onCancel, reason: within(dialog).getByRole('textbox', { name: /Причина отклонения/ }), reject: within(dialog).getByRole('button', { name: 'Отклонить' }) };
}

/** The user pastes the whole reason (as typing 500 characters would) and presses «Отклонить». */
async function rejectWith(text: string) {
  const user = userEvent.setup();
  const view = renderDialog();
  if (text) {
    await user.click(view.reason);
    await user.paste(text);
  }
  expect(view.reason).toHaveValue(text);
  await user.click(view.reject);
  return view;
}

const AT_LIMIT = 'я'.repeat(REWARD_REASON_MAX);

describe('reward rejection reason (rejectRewardForm through RejectRewardDialog): 1–500 characters after trimming', () => {
  it('the limit is the contract’s 500 characters', () => {
    expect(REWARD_REASON_MAX).toBe(500);
  });

  it.each<[string, string]>([
    ['empty', ''],
    ['spaces only', '     '],
    ['a tab only', '\t'],
    ['newlines only', '\n\n'],
    ['spaces, tabs and newlines', ' \t \n \n\t '],
  ])('%s: «Укажите причину отклонения» under the field and nothing is sent', async (_case, text) => {
    const { dialog, reason, reject, onReject, onCancel } = await rejectWith(text);
    expect(await within(dialog).findByText('Укажите причину отклонения')).toBeVisible();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    // Ark's field ties its error text once it has seen it rendered (a mutation observer): one render after the text.
    await waitFor(() => expect(reason).toHaveAccessibleDescription('Укажите причину отклонения'));
    expect(reject).toBeEnabled();
    expect(onReject).not.toHaveBeenCalled();
    expect(onCancel).not.toHaveBeenCalled();
  });

  it.each<[string, string, string]>([
    ['one visible character', 'Х', 'Х'],
    ['one visible character among blanks, sent trimmed', ' \t Х \n', 'Х'],
    ['exactly 500 characters', AT_LIMIT, AT_LIMIT],
    ['500 characters with blanks around them (they do not count), sent trimmed', `  ${AT_LIMIT}\n`, AT_LIMIT],
  ])('%s: rejected with that reason, no message', async (_case, text, reasonSent) => {
    const { dialog, onReject } = await rejectWith(text);
    await waitFor(() => expect(onReject).toHaveBeenCalledTimes(1));
    expect(onReject).toHaveBeenCalledWith(reasonSent);
    expect(within(dialog).queryByText(/Укажите причину отклонения|Не более/)).toBeNull();
  });

  it('501 characters: «Не более 500 символов» under the field, nothing is sent, the text stays', async () => {
    const tooLong = `${AT_LIMIT}я`;
    const { dialog, reason, onReject } = await rejectWith(tooLong);
    expect(await within(dialog).findByText('Не более 500 символов')).toBeVisible();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveValue(tooLong);
    expect(onReject).not.toHaveBeenCalled();
  });
});

describe('the reason’s counter', () => {
  it('counts while typing and says «Не более 500 символов» as soon as the limit is passed, before «Отклонить»', async () => {
    const user = userEvent.setup();
    const { dialog, reason, onReject } = renderDialog();
    expect(within(dialog).getByText('0 из 500')).toBeVisible();
    await user.click(reason);
    await user.paste(AT_LIMIT);
    expect(within(dialog).getByText('500 из 500')).toBeVisible();
    expect(within(dialog).queryByText('Не более 500 символов')).toBeNull();
    await user.type(reason, 'я');
    expect(within(dialog).getByText('501 из 500')).toBeVisible();
    expect(await within(dialog).findByText('Не более 500 символов')).toBeVisible();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    // Nothing is cut: the user decides what to shorten.
    expect(reason).toHaveValue(`${AT_LIMIT}я`);
    await user.type(reason, '{Backspace}');
    expect(within(dialog).getByText('500 из 500')).toBeVisible();
    await waitFor(() => expect(within(dialog).queryByText('Не более 500 символов')).toBeNull());
    expect(onReject).not.toHaveBeenCalled();
  });
});

describe('reward rejection dialog: where typing goes and how it is left', () => {
  it('opens with focus on the reason, so a reason typed at once is not lost', async () => {
    // jsdom lays nothing out; the focus trap only focuses elements with a size, as a browser's would have.
    const width = jest.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(100);
    const { reason } = renderDialog();
    await waitFor(() => expect(reason).toHaveFocus());
    width.mockRestore();
  });

  it('«Отмена» with a reason typed asks «Изменения не сохранены» before the reason is thrown away', async () => {
    const user = userEvent.setup();
    const { dialog, reason, onCancel } = renderDialog();
    await user.type(reason, 'Сумма не совпадает');
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    const asked = await screen.findByRole('alertdialog', { name: 'Изменения не сохранены' });
    expect(onCancel).not.toHaveBeenCalled();
    await user.click(within(asked).getByRole('button', { name: 'Закрыть без сохранения' }));
    await waitFor(() => expect(onCancel).toHaveBeenCalledTimes(1));
  });
});
