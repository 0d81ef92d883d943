/**
 * @jest-environment-options {"customExportConditions": [""]}
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { openChangePassword, sessionStore, setVocabulary, uiStore } from '@portal/platform';
import { demoUser } from '../testing/demoUser';
import { renderShellPart } from '../testing/renderShellPart';
import { setPasswordChangePath } from './passwordChangeAction';
import { PasswordDialogs } from './PasswordDialogs';

const mockLogout = jest.fn(() => Promise.resolve());
jest.mock('@portal/platform', () => ({
  ...jest.requireActual<object>('@portal/platform'),
  logout: () => mockLogout(),
}));

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
  setPasswordChangePath(undefined);
  setVocabulary({});
  mockLogout.mockClear();
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
  it('opens forced for a user without an actual password: says why, no cancel, Escape keeps it, «Выйти» signs out', async () => {
    sessionStore.setState({ user: { ...demoUser('LKK'), username: 'newcomer', hasActualPassword: false } });
    renderShellPart(<PasswordDialogs />);
    const dialog = await screen.findByTestId('change-password-dialog');
    expect(within(dialog).getByLabelText('Логин')).toHaveValue('newcomer');
    expect(within(dialog).getByTestId('forced-password-reason')).toHaveTextContent('Ваш пароль выдан временно');
    expect(within(dialog).queryByRole('button', { name: 'Отмена' })).toBeNull();
    // «Изменить» is the enabled primary button from the start; «Выйти» is there but not the default.
    expect(within(dialog).getByRole('button', { name: 'Изменить' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Изменить' })).toHaveAttribute('type', 'submit');
    expect(within(dialog).getByRole('button', { name: 'Выйти' })).toHaveAttribute('type', 'button');
    const user = userEvent.setup();
    await user.keyboard('{Escape}');
    expect(screen.getByTestId('change-password-dialog')).toBeInTheDocument();
    expect(mockLogout).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Выйти' }));
    expect(mockLogout).toHaveBeenCalledTimes(1);
  });

  it('shows the new password rules before anything is typed and ticks them off while typing', async () => {
    sessionStore.setState({ user: demoUser('LKK') });
    renderShellPart(<PasswordDialogs />);
    act(() => openChangePassword({ forced: false }));
    const dialog = await screen.findByTestId('change-password-dialog');
    const hints = within(dialog).getByTestId('password-hints');
    const rules = () => Object.fromEntries([...hints.querySelectorAll('li')].map((item) => [item.getAttribute('data-rule'), item.getAttribute('data-met')]));
    expect(hints).toHaveTextContent('от 8 до 40 символов');
    expect(hints).toHaveTextContent('Пароль не должен совпадать с логином и с тремя последними паролями.');
    expect(rules()).toEqual({ length: 'false', digit: 'false', lower: 'false', upper: 'false', special: 'false' });
    expect(within(dialog).getByLabelText('Новый пароль')).toHaveAccessibleDescription(expect.stringContaining('цифру — не выполнено'));
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText('Новый пароль'), 'qwertyui');
    expect(rules()).toEqual({ length: 'true', digit: 'false', lower: 'true', upper: 'false', special: 'false' });
    await user.type(within(dialog).getByLabelText('Новый пароль'), 'Q1_');
    expect(rules()).toEqual({ length: 'true', digit: 'true', lower: 'true', upper: 'true', special: 'true' });
  });

  it('opens on the current password field, the first one the user fills', async () => {
    const layout = jest.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(100);
    sessionStore.setState({ user: demoUser('LKK') });
    renderShellPart(<PasswordDialogs />);
    act(() => openChangePassword({ forced: false }));
    const dialog = await screen.findByTestId('change-password-dialog');
    await waitFor(() => expect(within(dialog).getByLabelText('Текущий пароль')).toHaveFocus());
    layout.mockRestore();
  });

  it('clears the server message once the user edits a field', async () => {
    sessionStore.setState({ user: demoUser('LKK') });
    answerAction(() => HttpResponse.json({ message: 'Неверный текущий пароль' }, { status: 409 }));
    renderShellPart(<PasswordDialogs />);
    act(() => openChangePassword({ forced: false }));
    const dialog = await screen.findByTestId('change-password-dialog');
    const user = await fill(dialog, 'wrong', 'Secret_1');
    await user.click(within(dialog).getByRole('button', { name: 'Изменить' }));
    expect(await within(dialog).findByTestId('password-server-error')).toHaveTextContent('Неверный текущий пароль');
    await user.type(within(dialog).getByLabelText('Текущий пароль'), 'x');
    expect(within(dialog).queryByTestId('password-server-error')).toBeNull();
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

    it.each([
      ['a 403 (the PUT is for a first sign-in only)', () => HttpResponse.json({ message: 'Для смены пароля укажите текущий пароль' }, { status: 403 })],
      ['a 403 without a message', () => new HttpResponse(null, { status: 403 })],
      ['a 404 (the PUT is missing too)', () => HttpResponse.json({ message: 'Not Found' }, { status: 404 })],
    ])('when the PUT answers %s, says the password is unchanged and whom to ask, not to type the current password', async (_case, answer) => {
      sessionStore.setState({ user: demoUser('LKK') });
      setVocabulary({ supportPhone: '8 800 100-00-00', supportEmail: 'support@factoring.example.ru' });
      const puts = withoutAction(answer);
      renderShellPart(<PasswordDialogs />);
      act(() => openChangePassword({ forced: false }));
      const dialog = await screen.findByTestId('change-password-dialog');
      const user = await fill(dialog, 'demo', 'Secret_1');
      await user.click(within(dialog).getByRole('button', { name: 'Изменить' }));
      expect(await within(dialog).findByTestId('password-server-error')).toHaveTextContent(
        'Сервер не принимает смену пароля из личного кабинета, пароль остался прежним. Чтобы сменить пароль, обратитесь в службу поддержки: 8 800 100-00-00, support@factoring.example.ru.',
      );
      expect(within(dialog).getByTestId('password-server-error')).not.toHaveTextContent('укажите текущий пароль');
      expect(puts).toHaveLength(1);
      expect(uiStore.getState().notifications).toEqual([]);
      expect(screen.getByTestId('change-password-dialog')).toBeInTheDocument();
    });

    it("shows the PUT's own reason when it refuses the new password (400)", async () => {
      sessionStore.setState({ user: demoUser('LKK') });
      withoutAction(() => HttpResponse.json({ message: 'Пароль должен содержать хотя бы одну цифру.' }, { status: 400 }));
      renderShellPart(<PasswordDialogs />);
      act(() => openChangePassword({ forced: false }));
      const dialog = await screen.findByTestId('change-password-dialog');
      const user = await fill(dialog, 'demo', 'Secret_1');
      await user.click(within(dialog).getByRole('button', { name: 'Изменить' }));
      expect(await within(dialog).findByTestId('password-server-error')).toHaveTextContent('Пароль должен содержать хотя бы одну цифру.');
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

  it('sends nothing while a rule is broken: a press on «Изменить» shows what is wrong', async () => {
    sessionStore.setState({ user: demoUser('LKK') });
    answerAction(() => HttpResponse.json(true));
    renderShellPart(<PasswordDialogs />);
    act(() => openChangePassword({ forced: false }));
    const dialog = await screen.findByTestId('change-password-dialog');
    const user = await fill(dialog, 'demo', 'Secret_1', 'Secret_2');
    await user.click(within(dialog).getByRole('button', { name: 'Изменить' }));
    expect(await within(dialog).findByText('Новые пароли не совпадают')).toBeVisible();
    expect(sent).toEqual([]);
  });

  it('a press on an empty form marks every required field and sends nothing', async () => {
    sessionStore.setState({ user: demoUser('LKK') });
    answerAction(() => HttpResponse.json(true));
    renderShellPart(<PasswordDialogs />);
    act(() => openChangePassword({ forced: false }));
    const dialog = await screen.findByTestId('change-password-dialog');
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Изменить' }));
    await waitFor(() => expect(within(dialog).getAllByText('Значение должно быть обязательным')).toHaveLength(3));
    expect(sent).toEqual([]);
  });

  describe('the action at the path /config names (passwordChangePath)', () => {
    function actionAt(pattern: RegExp) {
      const hits: Array<{ path: string; body: unknown }> = [];
      server.use(
        mock.post(pattern, async ({ request }) => {
          hits.push({ path: new URL(request.url).pathname, body: await request.json() });
          return HttpResponse.json(true);
        }),
        mock.post(ACTION, () => HttpResponse.json({ message: 'the configured path must be used' }, { status: 500 })),
      );
      reloadUser(demoUser('LKD'));
      return hits;
    }

    it.each([
      ['v2/user/password/change', 'LKD', '/api/v2/user/password/change'],
      ['/api/{scope}/user/password/change', 'LKD', '/api/lkd/user/password/change'],
      ['{scope}/user/change-password', 'LKP', '/api/lkk/user/change-password'],
    ] as const)('sends the four fields, the current password with them, to %s (%s)', async (configured, scope, path) => {
      setPasswordChangePath(configured);
      sessionStore.setState({ user: demoUser(scope) });
      const hits = actionAt(/\/api\/.*(change|password)/);
      renderShellPart(<PasswordDialogs />);
      act(() => openChangePassword({ forced: false }));
      const dialog = await screen.findByTestId('change-password-dialog');
      const user = await fill(dialog, 'demo', 'Secret_1');
      await user.click(within(dialog).getByRole('button', { name: 'Изменить' }));
      await waitFor(() => expect(screen.queryByTestId('change-password-dialog')).toBeNull());
      expect(hits).toEqual([{ path, body: { login: demoUser(scope).username, currentPassword: 'demo', password: 'Secret_1', confirmPassword: 'Secret_1' } }]);
    });

    it.each([['https://evil.example/steal'], ['../../keycloak/x'], ['v2/user?x=1'], [''], [42]])('keeps the default path for the unusable value %p', async (configured) => {
      const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      setPasswordChangePath(configured);
      sessionStore.setState({ user: demoUser('LKK') });
      answerAction(() => HttpResponse.json(true));
      reloadUser(demoUser('LKK'));
      renderShellPart(<PasswordDialogs />);
      act(() => openChangePassword({ forced: false }));
      const dialog = await screen.findByTestId('change-password-dialog');
      const user = await fill(dialog, 'demo', 'Secret_1');
      await user.click(within(dialog).getByRole('button', { name: 'Изменить' }));
      await waitFor(() => expect(screen.queryByTestId('change-password-dialog')).toBeNull());
      expect(sent).toHaveLength(1);
      expect(error).toHaveBeenCalledWith(expect.stringContaining('passwordChangePath'), configured);
      error.mockRestore();
    });
  });
});
