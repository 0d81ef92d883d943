/**
 * @jest-environment-options {"customExportConditions": [""]}
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { HTTPError, type NormalizedOptions } from 'ky';
import type { User } from '@portal/api';
import { sessionStore, uiStore, type SigningCertificate } from '@portal/platform';
import { resetOddAnswerReports } from '@portal/platform/src/errors/reportOddAnswer';
import { resetUiState } from '@portal/platform/src/ui/uiStore';
import { demoUser } from '../testing/demoUser';
import { renderShellPart } from '../testing/renderShellPart';
import { addLoginCertificate, POWER_OF_ATTORNEY_CHECK_FAILED_TEXT } from './addLoginCertificate';
import { DocumentTemplatesSection } from './DocumentTemplatesSection';
import { EmailRow } from './EmailRow';
import { LoginCertificatesSection } from './LoginCertificatesSection';
import { NotificationDateRow } from './NotificationDateRow';
import { PasswordRow } from './PasswordRow';
import { PasswordDialogs } from '../password/PasswordDialogs';
import { PowerOfAttorneyUpload } from './PowerOfAttorneyUpload';
import { PowersOfAttorneySection } from './PowersOfAttorneySection';
import { settingsApi } from './settingsApi';

// Server answers shaped as the spec says (and no more): the settings must work with them.
const API = 'http://localhost/api';
const server = setupServer();
let logged: Array<{ message: string }> = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  logged = [];
  resetOddAnswerReports();
  server.use(
    mock.post(`${API}/log/error`, async ({ request }) => {
      logged.push((await request.json()) as { message: string });
      return new HttpResponse(null, { status: 204 });
    }),
    mock.get(`${API}/v2/user`, () => HttpResponse.json(demoUser('LKK'))),
  );
});
afterEach(() => {
  server.resetHandlers();
  sessionStore.setState({ user: null });
  act(() => resetUiState());
});

const errorBanner = () => uiStore.getState().error;

describe('notification e-mail', () => {
  it.each([
    ['an empty body', () => new HttpResponse(null, { status: 200 })],
    ['{"result":"OK"}', () => HttpResponse.json({ result: 'OK' })],
    ['a 204', () => new HttpResponse(null, { status: 204 })],
  ])('takes a 2xx with %s as success: no error shown', async (_case, answer) => {
    sessionStore.setState({ user: { ...demoUser('LKK'), email: 'old@example.ru' } as User });
    let sent: unknown;
    server.use(
      mock.post(`${API}/v2/user/changeEmail`, async ({ request }) => {
        sent = await request.json();
        return answer();
      }),
    );
    renderShellPart(<EmailRow />);
    const user = userEvent.setup();
    const input = screen.getByLabelText('Почта для уведомлений');
    await user.clear(input);
    await user.type(input, 'new@example.ru');
    const apply = screen.getByRole('button', { name: 'Применить' });
    await user.click(apply);
    await waitFor(() => expect(sent).toEqual({ email: 'new@example.ru' }));
    // The send is over when «Применить» is enabled again; an error would have been shown before that.
    await waitFor(() => expect(apply).toBeEnabled());
    expect(errorBanner()).toBeNull();
  });

  it.each<[string, string, string]>([
    ['no @', 'ivanov.example.ru', 'Введите адрес электронной почты в виде имя@домен.ru'],
    ['no domain name', 'a@b', 'Введите адрес электронной почты в виде имя@домен.ru'],
    ['markup', '<b>x</b>@example.ru', 'Введите адрес электронной почты в виде имя@домен.ru'],
    ['255 characters', `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(59)}.ru`, 'Адрес электронной почты не может быть длиннее 254 символов (сейчас 255)'],
  ])('says why %s cannot be applied, and keeps apply off (grey) until it can', async (_case, typed, message) => {
    sessionStore.setState({ user: { ...demoUser('LKK'), email: 'old@example.ru' } as User });
    renderShellPart(<EmailRow />);
    const user = userEvent.setup();
    const input = screen.getByLabelText('Почта для уведомлений');
    const apply = screen.getByRole('button', { name: 'Применить' });
    expect(screen.queryByTestId('email-problem')).toBeNull();
    expect(apply).toHaveAttribute('data-state', 'off');
    await user.clear(input);
    await user.click(input);
    await user.paste(typed);
    expect(screen.getByTestId('email-problem')).toHaveTextContent(message);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(apply).toBeDisabled();
    expect(apply).toHaveAttribute('data-state', 'off');
    // Nothing typed is lost: the address is corrected in place.
    expect(input).toHaveValue(typed);
    await user.clear(input);
    await user.paste('new@example.ru');
    expect(screen.queryByTestId('email-problem')).toBeNull();
    expect(apply).toBeEnabled();
    expect(apply).toHaveAttribute('data-state', 'ready');
  });

  it("shows 'Ошибка изменения почты для уведомлений' when the change fails", async () => {
    sessionStore.setState({ user: demoUser('LKK') as User });
    server.use(mock.post(`${API}/v2/user/changeEmail`, () => HttpResponse.json({ message: 'нет' }, { status: 400 })));
    renderShellPart(<EmailRow />);
    const user = userEvent.setup();
    const input = screen.getByLabelText('Почта для уведомлений');
    await user.clear(input);
    await user.type(input, 'new@example.ru');
    await user.click(screen.getByRole('button', { name: 'Применить' }));
    await waitFor(() => expect(errorBanner()).toEqual({ name: 'Ошибка', message: 'Ошибка изменения почты для уведомлений' }));
  });
});

describe('МЧД list (spec §3: innCompany, expirationDate, isDeleted)', () => {
  it('shows rows without a number, in other date formats, and keeps the list when one row is odd (reported to log/error)', async () => {
    server.use(
      mock.get(`${API}/vicarious/all`, () =>
        HttpResponse.json([
          { id: '7', innCompany: '7704012340', expirationDate: '2030-12-31T00:00:00', isDeleted: false, extra: 1 },
          { id: 8, innCompany: 5024002119, expirationDate: '31.12.2031', isDeleted: 'false' },
          { id: 9, innCompany: '7707083893', expirationDate: '2020-01-01', isDeleted: true },
          { innCompany: { odd: true }, expirationDate: null },
        ]),
      ),
    );
    renderShellPart(<PowersOfAttorneySection />);
    const table = await screen.findByRole('table', { name: 'Машиночитаемые доверенности' });
    expect(within(table).getByText('7704012340')).toBeInTheDocument();
    expect(within(table).getByText('31.12.2030')).toBeInTheDocument();
    expect(within(table).getByText('5024002119')).toBeInTheDocument();
    expect(within(table).getByText('31.12.2031')).toBeInTheDocument();
    // Deleted ones are hidden; the odd row is shown as best it can be (no id: no delete button).
    expect(within(table).queryByText('7707083893')).toBeNull();
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getAllByRole('button', { name: /^Удалить доверенность/ })).toHaveLength(2);
    await waitFor(() => expect(logged).toHaveLength(1));
    expect(logged[0]?.message).toMatch(/^Unexpected answer of GET vicarious\/all: row 3 shown as best it could be/);
  });

  it('deletes with any 2xx answer and says so', async () => {
    let deleted = '';
    server.use(
      mock.get(`${API}/vicarious/all`, () => HttpResponse.json([{ id: 7, innCompany: '7704012340', expirationDate: '2030-12-31', isDeleted: false }])),
      mock.get(`${API}/vicarious/expiredStatus`, () => HttpResponse.json({ status: false })),
      mock.delete(`${API}/vicarious/:id`, ({ params }) => {
        deleted = String(params.id);
        return new HttpResponse(null, { status: 200 });
      }),
    );
    renderShellPart(<PowersOfAttorneySection />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Удалить доверенность 7704012340' }));
    await waitFor(() => expect(uiStore.getState().notifications.map((item) => item.message)).toContain('Доверенность удалена'));
    expect(deleted).toBe('7');
  });
});

describe('notification date', () => {
  it("a server that refuses the body's name (400) shows 'Ошибка изменения даты уведомлений' and keeps the typed date", async () => {
    const sent: unknown[] = [];
    server.use(
      mock.post(`${API}/lkk/user/notification_date`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ message: 'Неизвестное поле notificationDate' }, { status: 400 });
      }),
    );
    renderShellPart(<NotificationDateRow />);
    const user = userEvent.setup();
    const field = screen.getByRole('textbox', { name: 'Дата уведомлений' });
    await user.type(field, '15.01.2030');
    await user.click(screen.getByRole('button', { name: 'Применить дату' }));
    await waitFor(() => expect(uiStore.getState().error).toEqual({ name: 'Ошибка', message: 'Ошибка изменения даты уведомлений' }));
    expect(sent).toEqual([{ notificationDate: '2030-01-15' }]);
    expect(field).toHaveValue('15.01.2030');
    expect(screen.getByRole('button', { name: 'Применить дату' })).toBeEnabled();
  });
});

describe('МЧД upload', () => {
  // A multipart body does not get through MSW under jsdom here, so the upload call itself fails with the answer.
  async function uploadAnswered(answer: () => Response) {
    const response = answer();
    jest.spyOn(settingsApi, 'uploadPowerOfAttorney').mockRejectedValue(new HTTPError(response, new Request(`${API}/vicarious`, { method: 'POST' }), {} as NormalizedOptions));
    renderShellPart(<PowerOfAttorneyUpload onDone={jest.fn()} onBusyChange={jest.fn()} />);
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText('Загрузите файл МЧД в формате xml'), new File(['<Доверенность/>'], 'mchd.xml', { type: 'text/xml' }));
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    return screen.findByTestId('power-of-attorney-problem');
  }

  it('shows a plain-text 400 body below the field', async () => {
    const problem = await uploadAnswered(() => HttpResponse.text('Доверенность выдана другой организацией', { status: 400 }));
    await waitFor(() => expect(problem).toHaveTextContent('Доверенность выдана другой организацией'));
  });

  it('keeps the chosen file after a 400: «Сохранить» sends the same file again', async () => {
    const problem = await uploadAnswered(() => HttpResponse.text('Ожидается часть «document»', { status: 400 }));
    await waitFor(() => expect(problem).toHaveTextContent('Ожидается часть «document»'));
    const upload = jest.mocked(settingsApi.uploadPowerOfAttorney);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(2));
    expect(upload.mock.calls.map(([file]) => file.name)).toEqual(['mchd.xml', 'mchd.xml']);
  });

  it('says the file was not taken on a 5xx instead of inventing a reason', async () => {
    const problem = await uploadAnswered(() => new HttpResponse(null, { status: 503 }));
    await waitFor(() => expect(problem).toHaveTextContent('Доверенность не загружена'));
  });

  afterEach(() => jest.restoreAllMocks());
});

describe('adding a login certificate', () => {
  const supplier = { ...demoUser('LKK'), fio: 'Иванов Иван Иванович', inn: '771234567859', innOrg: '772345678950' } as User;
  const withoutLegalEntity: SigningCertificate = {
    name: 'x',
    issuerName: 'CN=УЦ',
    subjectName: 'SN=Иванов, G=Иван Иванович, ИНН=771234567859',
    thumbprint: 'A'.repeat(40),
    validFrom: '2025-01-01T00:00:00.000Z',
    validTo: '2030-03-04T05:06:07.000Z',
  };

  it('adds a sole proprietor’s certificate with a 12-digit organisation INN from the МЧД; a 201 with any body is success', async () => {
    let saved: Record<string, unknown> | undefined;
    server.use(
      mock.get(`${API}/vicarious`, () => HttpResponse.json({ innCompany: '772345678950', expirationDate: '2030-01-01', isDeleted: false })),
      mock.post(`${API}/certificate/add`, async ({ request }) => {
        saved = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ id: 'x' }, { status: 201 });
      }),
    );
    await expect(addLoginCertificate(withoutLegalEntity, supplier)).resolves.toEqual({ added: true });
    expect(saved).toMatchObject({ innUser: '771234567859', innCompany: '772345678950' });
  });

  it('names the unfit field instead of a generic message when the МЧД gives an organisation INN of another length', async () => {
    server.use(mock.get(`${API}/vicarious`, () => HttpResponse.json({ innCompany: '77012', expirationDate: '2030-01-01', isDeleted: false })));
    await expect(addLoginCertificate(withoutLegalEntity, supplier)).resolves.toEqual({ added: false, problem: 'Сертификат нельзя добавить, неверный формат: ИНН организации' });
  });

  it.each([
    ['a plain-text 400', () => HttpResponse.text('Срок действия МЧД истёк 01.01.2020', { status: 400 }), 'Срок действия МЧД истёк 01.01.2020', true],
    ['a JSON 400', () => HttpResponse.json({ message: 'МЧД отозвана' }, { status: 400 }), 'МЧД отозвана', true],
    ['a 404', () => HttpResponse.json({}, { status: 404 }), 'Необходимо загрузить машиночитаемую доверенность в Личный кабинет', true],
    ['a 500', () => new HttpResponse(null, { status: 500 }), POWER_OF_ATTORNEY_CHECK_FAILED_TEXT, false],
    ['no answer', () => Response.error(), POWER_OF_ATTORNEY_CHECK_FAILED_TEXT, false],
  ])('the МЧД check answered %s: the matching text, warned only for 400/404', async (_case, answer, problem, warned) => {
    server.use(mock.get(`${API}/vicarious`, answer));
    await expect(addLoginCertificate(withoutLegalEntity, supplier)).resolves.toEqual({ added: false, problem });
    expect(uiStore.getState().notifications.map((item) => [item.message, item.color])).toEqual(warned ? [[problem, 'warning']] : []);
  });
});

describe('login certificate list', () => {
  it('shows every row whatever the formats, and an odd one as best it can', async () => {
    server.use(
      mock.get(`${API}/certificate/all`, () =>
        HttpResponse.json([
          { id: 'AB12', fio: 'Иванов Иван', innUser: 771234567859, innCompany: '772345678950', dateTo: '2030-03-04', serialNumber: 1 },
          { id: 'CD34', fio: 'Петров Пётр', innUser: '500100732259', innCompany: null, dateTo: '04.03.2030 05:06:07' },
          { fio: ['odd'], innUser: '1' },
        ]),
      ),
      mock.get(`${API}/vicarious`, () => new HttpResponse(null, { status: 404 })),
    );
    renderShellPart(<LoginCertificatesSection />);
    const table = await screen.findByRole('table', { name: 'Сертификаты для входа' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByText('771234567859')).toBeInTheDocument();
    expect(within(table).getByText('04.03.2030')).toBeInTheDocument();
    expect(within(table).getAllByRole('button', { name: /^Удалить сертификат/ })).toHaveLength(2);
    await waitFor(() => expect(logged.map((entry) => entry.message)).toEqual([expect.stringMatching(/^Unexpected answer of GET certificate\/all: row 2/)]));
  });
});

describe('settings password row', () => {
  it('first sign-in (hasActualPassword false): sends the new password as a plain-text PUT body on the LKK path for LKP; a 200 with no body is success', async () => {
    sessionStore.setState({ user: { ...demoUser('LKP'), hasActualPassword: false } as User });
    const sent: Array<[string | null, string]> = [];
    server.use(
      mock.put(`${API}/lkk/user/password`, async ({ request }) => {
        sent.push([request.headers.get('content-type'), await request.text()]);
        return new HttpResponse(null, { status: 200 });
      }),
    );
    renderShellPart(<PasswordRow />);
    const user = userEvent.setup();
    const apply = screen.getByRole('button', { name: 'Изменить' });
    await user.type(screen.getByLabelText('Пароль'), '   ');
    expect(apply).toBeDisabled();
    await user.clear(screen.getByLabelText('Пароль'));
    await user.type(screen.getByLabelText('Пароль'), 'Secret_1');
    await user.click(apply);
    await waitFor(() => expect(uiStore.getState().notifications.map((item) => item.message)).toEqual(['Пароль успешно изменён']));
    expect(sent).toEqual([['text/plain;charset=UTF-8', 'Secret_1']]);
    expect(screen.getByLabelText('Пароль')).toHaveValue('');
  });

  it('first sign-in: a refusal shows the server’s message under the field', async () => {
    sessionStore.setState({ user: { ...demoUser('LKK'), hasActualPassword: false } as User });
    server.use(mock.put(`${API}/lkk/user/password`, () => HttpResponse.json({ message: 'Пароль слишком короткий.' }, { status: 400 })));
    renderShellPart(<PasswordRow />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Пароль'), 'Secret_1');
    await user.click(screen.getByRole('button', { name: 'Изменить' }));
    expect(await screen.findByText('Пароль слишком короткий.')).toBeVisible();
  });

  it.each(['LKK', 'LKP', 'LKD', 'LKA'] as const)(
    '%s user with a password: «Изменить» opens the change-password dialog with cancel and sends no PUT; the dialog sends the four fields',
    async (scope) => {
      const account = demoUser(scope) as User;
      sessionStore.setState({ user: account });
      const puts: string[] = [];
      const actions: unknown[] = [];
      server.use(
        mock.put(/\/user\/password$/, ({ request }) => {
          puts.push(request.url);
          return HttpResponse.json({ message: 'Для смены пароля укажите текущий пароль' }, { status: 403 });
        }),
        mock.post(`${API}/v2/user/changePassword`, async ({ request }) => {
          actions.push(await request.json());
          return HttpResponse.json(true);
        }),
      );
      renderShellPart(
        <>
          <PasswordRow />
          <PasswordDialogs />
        </>,
      );
      // No new-password field in the row: the current password is asked for in the dialog.
      expect(screen.queryByLabelText('Пароль')).toBeNull();
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'Изменить' }));
      const dialog = await screen.findByTestId('change-password-dialog');
      expect(uiStore.getState().changePassword).toEqual({ open: true, forced: false });
      expect(within(dialog).getByLabelText('Логин')).toHaveValue(account.username);
      expect(within(dialog).getByRole('button', { name: 'Отмена' })).toBeVisible();
      // Pasted, not typed key by key: a re-render of the dialog per key took this test past 15 s on a busy machine,
      // and what is asserted is what the dialog sends.
      for (const [label, text] of [['Текущий пароль', 'demo'], ['Новый пароль', 'Secret_1'], ['Подтверждение пароля', 'Secret_1']] as const) {
        await user.click(within(dialog).getByLabelText(label));
        await user.paste(text);
      }
      await user.click(within(dialog).getByRole('button', { name: 'Изменить' }));
      await waitFor(() => expect(screen.queryByTestId('change-password-dialog')).toBeNull());
      expect(actions).toEqual([{ login: account.username, currentPassword: 'demo', password: 'Secret_1', confirmPassword: 'Secret_1' }]);
      expect(puts).toEqual([]);
      expect(uiStore.getState().notifications.map((item) => item.message)).toEqual(['Пароль успешно изменён']);
    },
  );
});

describe('a list that got no answer offers a retry where its data was', () => {
  it('shows the Ошибка banner, the reason and Повторить; the retry loads the templates', async () => {
    let calls = 0;
    server.use(
      mock.get(`${API}/documentTemplate`, () => {
        calls += 1;
        return calls === 1 ? Response.error() : HttpResponse.json([{ id: 1, name: 'Образец МЧД', fileName: 'mchd.xml', description: 'x' }]);
      }),
    );
    renderShellPart(<DocumentTemplatesSection />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить шаблоны. Сервер недоступен: проверьте подключение к сети.');
    expect(errorBanner()?.name).toBe('Ошибка');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('button', { name: 'Образец МЧД' })).toBeInTheDocument();
  });
});
