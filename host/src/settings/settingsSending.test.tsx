/**
 * @jest-environment-options {"customExportConditions": [""]}
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { User } from '@portal/api';
import { sessionStore, uiStore } from '@portal/platform';
import { resetUiState } from '@portal/platform/src/ui/uiStore';
import { demoUser } from '../testing/demoUser';
import { renderShellPart } from '../testing/renderShellPart';
import { EmailRow } from './EmailRow';
import { LoginCertificatesSection } from './LoginCertificatesSection';
import { NotificationDateRow } from './NotificationDateRow';
import { PasswordRow } from './PasswordRow';
import { PowerOfAttorneyUpload } from './PowerOfAttorneyUpload';
import { PowersOfAttorneySection } from './PowersOfAttorneySection';
import { heldAnswer } from '../../../shared/testing/src/heldAnswer';
import { settingsApi } from './settingsApi';

/** A double click on a settings button sends one request; the МЧД field refuses hostile files in Russian. */
const API = 'http://localhost/api';
const server = setupServer();
let requests: string[] = [];

/** Answers are held until the double click is over, so its second click comes while the first request is under way. */
let answers = heldAnswer();
const whenReleased = async (answer: () => Response) => {
  await answers.held;
  return answer();
};
const notes = () => uiStore.getState().notifications.map((item) => item.message);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  answers = heldAnswer();
  requests = [];
  server.use(
    mock.post(`${API}/log/error`, () => new HttpResponse(null, { status: 204 })),
    mock.get(`${API}/v2/user`, () => HttpResponse.json(demoUser('LKK'))),
  );
  server.events.on('request:start', ({ request }) => {
    if (request.method !== 'GET' && !request.url.endsWith('/log/error')) requests.push(`${request.method} ${new URL(request.url).pathname}`);
  });
});
afterEach(() => {
  server.events.removeAllListeners();
  server.resetHandlers();
  sessionStore.setState({ user: null });
  act(() => resetUiState());
  jest.restoreAllMocks();
});

describe('a double click sends one request', () => {
  it('the e-mail’s apply', async () => {
    sessionStore.setState({ user: { ...demoUser('LKK'), email: 'old@example.ru' } as User });
    server.use(mock.post(`${API}/v2/user/changeEmail`, () => whenReleased(() => new HttpResponse(null, { status: 200 }))));
    renderShellPart(<EmailRow />);
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Почта для уведомлений'));
    await user.type(screen.getByLabelText('Почта для уведомлений'), 'new@example.ru');
    const apply = screen.getByRole('button', { name: 'Применить' });
    await user.dblClick(apply);
    answers.release();
    await waitFor(() => expect(requests).toEqual(['POST /api/v2/user/changeEmail']));
    // The send is over when apply is on again (the typed address is still unsaved here): nothing more went out.
    await waitFor(() => expect(apply).toBeEnabled());
    expect(requests).toHaveLength(1);
  });

  it('the notification date’s apply: typed DD.MM.YYYY in the portal’s own date field, sent as the ISO date', async () => {
    const sent: unknown[] = [];
    server.use(
      mock.post(`${API}/lkk/user/notification_date`, async ({ request }) => {
        sent.push(await request.json());
        return whenReleased(() => new HttpResponse(null, { status: 200 }));
      }),
    );
    renderShellPart(<NotificationDateRow />);
    const user = userEvent.setup();
    const field = screen.getByRole('textbox', { name: 'Дата уведомлений' });
    expect(field).toHaveAttribute('placeholder', 'ДД.ММ.ГГГГ');
    expect(screen.getByRole('button', { name: 'Открыть календарь: Дата уведомлений' })).toBeInTheDocument();
    await user.type(field, '15.01.2030');
    await user.dblClick(screen.getByRole('button', { name: 'Применить дату' }));
    answers.release();
    await waitFor(() => expect(notes()).toContain('Дата уведомлений изменена'));
    expect(requests).toEqual(['POST /api/lkk/user/notification_date']);
    expect(sent).toEqual([{ notificationDate: '2030-01-15' }]);
  });

  it('the password row’s «Изменить» (first sign-in: the PUT)', async () => {
    sessionStore.setState({ user: { ...demoUser('LKK'), hasActualPassword: false } as User });
    server.use(mock.put(`${API}/lkk/user/password`, () => whenReleased(() => new HttpResponse(null, { status: 200 }))));
    renderShellPart(<PasswordRow />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Пароль'), 'Secret_1');
    await user.dblClick(screen.getByRole('button', { name: 'Изменить' }));
    answers.release();
    await waitFor(() => expect(notes()).toEqual(['Пароль успешно изменён']));
    expect(requests).toEqual(['PUT /api/lkk/user/password']);
  });

  it('a login certificate’s delete', async () => {
    server.use(
      mock.get(`${API}/certificate/all`, () => HttpResponse.json([{ id: 'AB12', fio: 'Иванов Иван', innUser: '771234567859', innCompany: '772345678950', dateTo: '2030-03-04' }])),
      mock.delete(`${API}/certificate/:id/remove`, () => whenReleased(() => new HttpResponse(null, { status: 200 }))),
    );
    renderShellPart(<LoginCertificatesSection />);
    await userEvent.setup().dblClick(await screen.findByRole('button', { name: 'Удалить сертификат Иванов Иван' }));
    answers.release();
    await waitFor(() => expect(notes()).toContain('Сертификат удалён'));
    expect(requests).toEqual(['DELETE /api/certificate/AB12/remove']);
  });

  it('an МЧД’s delete', async () => {
    server.use(
      mock.get(`${API}/vicarious/all`, () => HttpResponse.json([{ id: 7, innCompany: '7704012340', expirationDate: '2030-12-31', isDeleted: false }])),
      mock.get(`${API}/vicarious/expiredStatus`, () => HttpResponse.json({ status: false })),
      mock.delete(`${API}/vicarious/:id`, () => whenReleased(() => new HttpResponse(null, { status: 200 }))),
    );
    renderShellPart(<PowersOfAttorneySection />);
    await userEvent.setup().dblClick(await screen.findByRole('button', { name: 'Удалить доверенность 7704012340' }));
    answers.release();
    await waitFor(() => expect(notes()).toContain('Доверенность удалена'));
    expect(requests).toEqual(['DELETE /api/vicarious/7']);
  });

  it('the МЧД upload’s «Сохранить»', async () => {
    // A multipart body does not get through MSW under jsdom here, so the call itself is counted.
    const upload = jest.spyOn(settingsApi, 'uploadPowerOfAttorney').mockImplementation(() => answers.held.then(() => undefined as never));
    server.use(
      mock.get(`${API}/vicarious/all`, () => HttpResponse.json([])),
      mock.get(`${API}/vicarious/expiredStatus`, () => HttpResponse.json({ status: false })),
    );
    const onDone = jest.fn();
    renderShellPart(<PowerOfAttorneyUpload onDone={onDone} onBusyChange={jest.fn()} />);
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText('Загрузите файл МЧД в формате xml'), new File(['<Доверенность/>'], 'mchd.xml', { type: 'text/xml' }));
    await user.dblClick(screen.getByRole('button', { name: 'Сохранить' }));
    answers.release();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(upload).toHaveBeenCalledTimes(1);
  });
});

describe('the МЧД field refuses hostile files', () => {
  it.each([
    ['a wrong type', new File(['%PDF'], 'mchd.pdf'), 'Неверный формат файла!'],
    ['an empty file', new File([], 'mchd.xml'), 'Файл МЧД пуст'],
    ['an oversize file', new File([new Uint8Array(1024 * 1024 + 1)], 'mchd.xml'), 'Размер файла МЧД превышает 1 МБ'],
    ['a name with a path', new File(['<Доверенность/>'], '../mchd.xml'), 'Файл «../mchd.xml» не загружен: имя файла не должно содержать символы «/» и «\\»'],
  ])('%s: a Russian alert that describes the field, «Сохранить» disabled, nothing sent', async (_case, file, message) => {
    const upload = jest.spyOn(settingsApi, 'uploadPowerOfAttorney');
    renderShellPart(<PowerOfAttorneyUpload onDone={jest.fn()} onBusyChange={jest.fn()} />);
    const user = userEvent.setup({ applyAccept: false });
    const field = screen.getByLabelText('Загрузите файл МЧД в формате xml');
    await user.upload(field, file);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(field).toHaveAccessibleDescription(message);
    expect(screen.getByRole('button', { name: 'Сохранить' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(upload).not.toHaveBeenCalled();
  });
});
