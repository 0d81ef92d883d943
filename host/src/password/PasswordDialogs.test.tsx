/**
 * @jest-environment-options {"customExportConditions": [""]}
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { openChangePassword, sessionStore, uiStore } from '@portal/platform';
import { demoUser } from '../testing/demoUser';
import { renderShellPart } from '../testing/renderShellPart';
import { PasswordDialogs } from './PasswordDialogs';

const server = setupServer();
let sent: unknown[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  sent = [];
  uiStore.setState({ changePassword: { open: false, forced: false }, notifications: [] });
});
afterEach(() => {
  server.resetHandlers();
  sessionStore.setState({ user: null });
});

const ACTION = 'http://localhost/api/v2/user/changePassword';

/** The four-field action answers `answer` (spec §7: 200 success, 409 with data.message). */
function answerAction(answer: () => Response) {
  server.use(
    mock.post(ACTION, async ({ request }) => {
      sent.push(await request.json());
      return answer();
    }),
    mock.put(/\/user\/password$/, () => HttpResponse.json({ message: 'the dialog must not use PUT' }, { status: 500 })),
  );
}

function reloadUser(user: ReturnType<typeof demoUser>) {
  let reloaded = 0;
  server.use(
    mock.get('http://localhost/api/v2/user', () => {
      reloaded += 1;
      return HttpResponse.json(user);
    }),
  );
  return () => reloaded;
}

async function fill(dialog: HTMLElement, current: string, next: string, confirm = next) {
  const user = userEvent.setup();
  await user.type(within(dialog).getByLabelText('Текущий пароль'), current);
  await user.type(within(dialog).getByLabelText('Новый пароль'), next);
  await user.type(within(dialog).getByLabelText('Подтверждение пароля'), confirm);
  return user;
}

describe('change-password dialog', () => {
  it('opens forced for a user without an actual password: no cancel, Escape keeps it', async () => {
    sessionStore.setState({ user: { ...demoUser('LKK'), username: 'newcomer', hasActualPassword: false } });
    renderShellPart(<PasswordDialogs />);
    const dialog = await screen.findByTestId('change-password-dialog');
    expect(within(dialog).getByLabelText('Логин')).toHaveValue('newcomer');
    expect(within(dialog).queryByRole('button', { name: 'Отмена' })).toBeNull();
    await userEvent.setup().keyboard('{Escape}');
    expect(screen.getByTestId('change-password-dialog')).toBeInTheDocument();
  });

  it('shows the server message of a 409 under the fields and keeps what was typed', async () => {
    sessionStore.setState({ user: demoUser('LKK') });
    answerAction(() => HttpResponse.json({ message: 'Неверный текущий пароль' }, { status: 409 }));
    renderShellPart(<PasswordDialogs />);
    act(() => openChangePassword({ forced: false }));
    const dialog = await screen.findByTestId('change-password-dialog');
    const user = await fill(dialog, 'wrong', 'Secret_1');
    await user.click(within(dialog).getByRole('button', { name: 'Изменить' }));
    expect(await within(dialog).findByText('Неверный текущий пароль')).toBeVisible();
    expect(within(dialog).getByLabelText('Новый пароль')).toHaveValue('Secret_1');
  });

  it('shows a plain-text 409 body under the fields too', async () => {
    sessionStore.setState({ user: demoUser('LKK') });
    answerAction(() => HttpResponse.text('Текущий пароль указан неверно', { status: 409 }));
    renderShellPart(<PasswordDialogs />);
    act(() => openChangePassword({ forced: false }));
    const dialog = await screen.findByTestId('change-password-dialog');
    const user = await fill(dialog, 'wrong', 'Secret_1');
    await user.click(within(dialog).getByRole('button', { name: 'Изменить' }));
    expect(await within(dialog).findByText('Текущий пароль указан неверно')).toBeVisible();
  });

  it.each([
    ['an empty body', () => new HttpResponse(null, { status: 200 })],
    ['true', () => HttpResponse.json(true)],
    ['a 204', () => new HttpResponse(null, { status: 204 })],
  ])('takes a 2xx with %s as success: a forced dialog closes', async (_case, answer) => {
    const newcomer = { ...demoUser('LKK'), username: 'newcomer', hasActualPassword: false };
    sessionStore.setState({ user: newcomer });
    answerAction(answer);
    reloadUser({ ...newcomer, hasActualPassword: true });
    renderShellPart(<PasswordDialogs />);
    const dialog = await screen.findByTestId('change-password-dialog');
    const user = await fill(dialog, 'demo', 'Secret_1');
    await user.click(within(dialog).getByRole('button', { name: 'Изменить' }));
    await waitFor(() => expect(screen.queryByTestId('change-password-dialog')).toBeNull());
    expect(uiStore.getState().notifications.map((item) => item.message)).toEqual(['Пароль успешно изменён']);
  });

  it('sends the four fields to the action once for a double click; success shows the green notice, closes and reloads the user', async () => {
    const principal = demoUser('LKP');
    sessionStore.setState({ user: principal });
    answerAction(() => HttpResponse.json(principal));
    const reloaded = reloadUser(principal);
    renderShellPart(<PasswordDialogs />);
    act(() => openChangePassword({ forced: false }));
    const dialog = await screen.findByTestId('change-password-dialog');
    const user = await fill(dialog, 'demo', 'Secret_1');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Изменить' }));
    await waitFor(() => expect(screen.queryByTestId('change-password-dialog')).toBeNull());
    expect(sent).toEqual([{ login: 'lkp-user', currentPassword: 'demo', password: 'Secret_1', confirmPassword: 'Secret_1' }]);
    expect(uiStore.getState().notifications.map((item) => [item.message, item.color])).toEqual([['Пароль успешно изменён', 'success']]);
    expect(reloaded()).toBeGreaterThan(0);
  });

  describe('when the four-field action is not there (404: a back end with only the calls of spec §7)', () => {
    /** The action answers 404; the spec's PUT /{scope}/user/password answers `answer` and records what it got. */
    function withoutAction(answer: () => Response = () => new HttpResponse(null, { status: 200 })) {
      const puts: Array<{ path: string; body: string; type: string | null }> = [];
      server.use(
        mock.post(ACTION, () => HttpResponse.json({ message: 'Not Found' }, { status: 404 })),
        mock.put(/\/api\/(lkk|lkd|lka|lkp)\/user\/password$/, async ({ request }) => {
          puts.push({ path: new URL(request.url).pathname, body: await request.text(), type: request.headers.get('Content-Type') });
          return answer();
        }),
      );
      return puts;
    }

    it.each([
      ['LKK', '/api/lkk/user/password'],
      ['LKP', '/api/lkk/user/password'],
      ['LKD', '/api/lkd/user/password'],
      ['LKA', '/api/lka/user/password'],
    ] as const)('%s: sends the new password as the body of PUT %s, and success is the same as the action\'s', async (scope, path) => {
      const account = demoUser(scope);
      sessionStore.setState({ user: account });
      const puts = withoutAction();
      reloadUser(account);
      renderShellPart(<PasswordDialogs />);
      act(() => openChangePassword({ forced: false }));
      const dialog = await screen.findByTestId('change-password-dialog');
      const user = await fill(dialog, 'demo', 'Secret_1');
      await user.click(within(dialog).getByRole('button', { name: 'Изменить' }));
      await waitFor(() => expect(screen.queryByTestId('change-password-dialog')).toBeNull());
      expect(puts).toEqual([{ path, body: 'Secret_1', type: 'text/plain;charset=UTF-8' }]);
      expect(uiStore.getState().notifications.map((item) => item.message)).toEqual(['Пароль успешно изменён']);
    });

    it('issue 25: shows the message of the fallback’s 403 (a user with a password may not use the PUT) instead of failing silently', async () => {
      sessionStore.setState({ user: demoUser('LKK') });
      const puts = withoutAction(() => HttpResponse.json({ message: 'Для смены пароля укажите текущий пароль' }, { status: 403 }));
      renderShellPart(<PasswordDialogs />);
      act(() => openChangePassword({ forced: false }));
      const dialog = await screen.findByTestId('change-password-dialog');
      const user = await fill(dialog, 'demo', 'Secret_1');
      await user.click(within(dialog).getByRole('button', { name: 'Изменить' }));
      expect(await within(dialog).findByTestId('password-server-error')).toHaveTextContent('Для смены пароля укажите текущий пароль');
      expect(puts).toHaveLength(1);
      expect(uiStore.getState().notifications).toEqual([]);
      expect(screen.getByTestId('change-password-dialog')).toBeInTheDocument();
    });

    it('shows a fallback text when the 403 carries no message', async () => {
      sessionStore.setState({ user: demoUser('LKK') });
      withoutAction(() => new HttpResponse(null, { status: 403 }));
      renderShellPart(<PasswordDialogs />);
      act(() => openChangePassword({ forced: false }));
      const dialog = await screen.findByTestId('change-password-dialog');
      const user = await fill(dialog, 'demo', 'Secret_1');
      await user.click(within(dialog).getByRole('button', { name: 'Изменить' }));
      expect(await within(dialog).findByTestId('password-server-error')).toHaveTextContent('Не удалось изменить пароль');
    });

    it('shows the message of a 409 from the fallback under the fields', async () => {
      sessionStore.setState({ user: demoUser('LKK') });
      withoutAction(() => HttpResponse.json({ message: 'Пароль уже использовался' }, { status: 409 }));
      renderShellPart(<PasswordDialogs />);
      act(() => openChangePassword({ forced: false }));
      const dialog = await screen.findByTestId('change-password-dialog');
      const user = await fill(dialog, 'demo', 'Secret_1');
      await user.click(within(dialog).getByRole('button', { name: 'Изменить' }));
      expect(await within(dialog).findByText('Пароль уже использовался')).toBeVisible();
    });
  });

  it('keeps submit disabled while a rule is broken', async () => {
    sessionStore.setState({ user: demoUser('LKK') });
    renderShellPart(<PasswordDialogs />);
    act(() => openChangePassword({ forced: false }));
    const dialog = await screen.findByTestId('change-password-dialog');
    await fill(dialog, 'demo', 'Secret_1', 'Secret_2');
    expect(await within(dialog).findByText('Новые пароли не совпадают')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Изменить' })).toBeDisabled();
  });
});
