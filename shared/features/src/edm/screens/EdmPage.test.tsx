/**
 * @jest-environment-options {"customExportConditions": [""]}
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { User } from '@portal/api';
import { sessionStore, signing, uiStore } from '@portal/platform';
import { SESSION_ENDING_EVENT } from '@portal/ui';
import { renderInCabinet } from '@portal/ui/testing';
import { heldAnswer } from '../../../../testing/src/heldAnswer';
import { EdmPage } from './EdmPage';

const API = 'http://localhost/api';

const user: User = {
  id: 1,
  username: 'supplier',
  scope: 'LKK',
  availableSystems: ['LKK'],
  shortName: 'ООО "Ромашка"',
  fio: 'Иванов Иван Иванович',
  inn: '771234567859',
  innOrg: '7704012340',
  email: 'ivanov@romashka.example.ru',
  clientId: 1001,
  debtorId: null,
  agentId: null,
  currentLoginTime: null,
  previousLoginTime: null,
  hasActualPassword: true,
  eventStatus: null,
  iconEvent: null,
};

const doc = (id: number, status: string, extra: Record<string, unknown> = {}) => ({
  id,
  date: '2025-05-0' + (id % 9 || 1),
  fileId: id + 500,
  fileName: `Документ ${id}.pdf`,
  number: `ВХ-${id}`,
  status,
  factDocumentType: { id: 1, name: 'Письмо' },
  signatureInfos: [],
  check: false,
  ...extra,
});

const ROWS = [
  doc(1, 'Требуется подпись'),
  doc(2, 'Требуется подпись', { id: '2', fileId: '502' }),
  doc(3, 'Подписан', { signatureInfos: [{ vicariousId: 7, signer: 'Иванов И. И.', signDate: '2025-05-02T10:00:00Z' }] }),
  // An odd row: no status object the portal can read, a numeric file name; still listed and reported.
  { id: 4, status: 12, number: null, fileName: 99, signatureInfos: 'none' },
];

const server = setupServer();
let bodies: unknown[] = [];
let logged: unknown[] = [];

function answerList(rows: unknown[], count: number) {
  server.use(
    mock.post(`${API}/edm/all`, async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({ content: rows, count });
    }),
  );
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  bodies = [];
  logged = [];
  sessionStore.setState({ user });
  server.use(
    mock.get(`${API}/edm/type`, () => HttpResponse.json([{ id: 1, name: 'Письмо' }, { id: '2', name: 'Акт сверки', extra: true }])),
    mock.get(`${API}/edm/statuses/`, ({ request }) =>
      HttpResponse.json(new URL(request.url).searchParams.get('type') === 'outgoing' ? ['На подписи', { name: 'Отправлен' }] : ['Требуется подпись', 'Подписан']),
    ),
    mock.post(`${API}/log/error`, async ({ request }) => {
      logged.push(await request.json());
      return new HttpResponse(null, { status: 204 });
    }),
  );
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  sessionStore.setState({ user: null });
  uiStore.setState({ notifications: [] });
  jest.restoreAllMocks();
});

const renderPage = (path = '/lkk/edo') => renderInCabinet(<EdmPage cabinet={{ scope: 'LKK', partyIdField: 'clientId' }} />, { path, cabinet: 'lkk' });
const table = () => screen.getByRole('table', { name: 'Входящие документы' });
const tick = (label: string) => userEvent.click(screen.getByRole('checkbox', { name: `Выбрать документ ${label}` }));
const toolbarButtons = () =>
  within(screen.getByRole('toolbar', { name: 'Действия с документами' }))
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('EDM page', () => {
  it('asks POST /edm/all with the spec §3 filter and lists every row, odd ones too, with paging by 30', async () => {
    answerList(ROWS, 31);
    renderPage();
    expect(await within(table()).findByText('ВХ-1')).toBeInTheDocument();
    expect(bodies[0]).toEqual({
      page: 0,
      limit: 30,
      pagination: true,
      sortBy: 'createDate',
      sortDesc: true,
      status: null,
      dateFrom: null,
      dateTo: null,
      store: false,
      type: 'incoming',
      documentType: null,
      clientId: 1001,
      sorted: { field: 'createDate', orderBy: 'DESC' },
    });
    expect(within(table()).getAllByRole('row')).toHaveLength(5);
    expect(within(table()).getByText('99')).toBeInTheDocument();
    expect(within(table()).getByText('Иванов И. И., 02.05.2025, МЧД 7')).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Страницы списка' });
    expect(pager).toHaveTextContent('1–30 из 31');
    expect(pager).toHaveTextContent('Страница 1 из 2');
    await waitFor(() => expect(logged).toHaveLength(1));
    expect(JSON.stringify(logged[0])).toContain('POST edm/all');
    await userEvent.click(within(pager).getByRole('button', { name: 'Вперёд' }));
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ page: 1, limit: 30, type: 'incoming' }));
  });

  it('offers the actions every ticked document allows, and signing when any of them allows it', async () => {
    answerList(ROWS, 4);
    renderPage();
    await within(table()).findByText('ВХ-1');
    expect(toolbarButtons()).toEqual(['Создать документ']);
    await tick('ВХ-1');
    expect(toolbarButtons()).toEqual(['Создать документ', 'Подписать', 'Отказать в подписи', 'Скачать', 'Проверить подпись']);
    await tick('ВХ-3');
    expect(toolbarButtons()).toEqual(['Создать документ', 'Подписать', 'Скачать', 'Проверить подпись']);
  });

  it('puts the filter in the URL and sends it: status, type, dates typed DD.MM.YYYY', async () => {
    answerList([], 0);
    renderPage('/lkk/edo?status=%D0%9F%D0%BE%D0%B4%D0%BF%D0%B8%D1%81%D0%B0%D0%BD&from=01.05.2025&docType=2');
    expect(await screen.findByTestId('edm-empty')).toHaveTextContent('Документов нет');
    expect(bodies.at(-1)).toMatchObject({ status: 'Подписан', dateFrom: '2025-05-01', documentType: 2 });
    await userEvent.click(screen.getByRole('tab', { name: 'Исходящие' }));
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ type: 'outgoing', status: null, page: 0 }));
    expect(screen.getByTestId('location')).toHaveTextContent('/lkk/edo');
  });

  it('refuses a reversed period where it is typed, in Russian, keeping the text and the last period', async () => {
    answerList([], 0);
    const user = userEvent.setup();
    renderPage('/lkk/edo?from=10.05.2025');
    expect(await screen.findByTestId('edm-empty')).toBeInTheDocument();
    const sent = bodies.length;
    const to = screen.getByRole('textbox', { name: 'Дата по' });
    await user.type(to, '01.05.2025');
    expect(await screen.findByText('Дата «по» не может быть раньше даты «с»')).toBeVisible();
    expect(to).toHaveValue('01.05.2025');
    expect(screen.getByTestId('location')).not.toHaveTextContent('to=');
    expect(bodies.slice(sent).some((body) => (body as { dateTo?: unknown }).dateTo === '2025-05-01')).toBe(false);
    await user.clear(to);
    await user.type(to, '10.05.2025');
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ dateFrom: '2025-05-10', dateTo: '2025-05-10' }));
    expect(screen.queryByText('Дата «по» не может быть раньше даты «с»')).toBeNull();
    const from = screen.getByRole('textbox', { name: 'Дата с' });
    await user.clear(from);
    await user.type(from, '11.05.2025');
    expect(await screen.findByText('Дата «с» не может быть позже даты «по»')).toBeVisible();
    expect(from).toHaveValue('11.05.2025');
  });

  it('shows a failed list with a retry that loads it again', async () => {
    let calls = 0;
    server.use(
      mock.post(`${API}/edm/all`, () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ message: 'Нет' }, { status: 404 }) : HttpResponse.json({ content: ROWS.slice(0, 1), count: 1 });
      }),
    );
    renderPage();
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveAttribute('data-testid', 'edm-list-error');
    expect(failure).toHaveTextContent('Не удалось загрузить документы');
    await userEvent.click(within(failure).getByRole('button', { name: 'Повторить' }));
    expect(await within(table()).findByText('ВХ-1')).toBeInTheDocument();
  });

  it('signs the ticked documents with one certificate; a failure on one keeps the other signed and names it', async () => {
    answerList(ROWS, 4);
    const signed: unknown[] = [];
    server.use(
      mock.get(`${API}/binary/:id`, () => HttpResponse.arrayBuffer(new TextEncoder().encode('%PDF-1.4').buffer)),
      mock.post(`${API}/edm/sign`, async ({ request }) => {
        const body = (await request.json()) as { files: Array<{ id: number | string }> };
        signed.push(body);
        // Document 2 came with a string id: it goes back as it came.
        return body.files[0]!.id === '2' ? HttpResponse.json({ message: 'Подпись недействительна' }, { status: 400 }) : HttpResponse.json({});
      }),
    );
    jest.spyOn(signing, 'listCertificates').mockResolvedValue([
      { name: 'Иванов Иван Иванович', issuerName: 'УЦ', subjectName: 'CN=Иванов Иван Иванович, SN=Иванов, G=Иван Иванович, ИНН=771234567859, ИНН ЮЛ=7704012340', thumbprint: 'AB'.repeat(20), validFrom: '2025-01-01T00:00:00Z', validTo: '2030-01-01T00:00:00Z' },
    ]);
    const signDetached = jest.spyOn(signing, 'signDetached').mockResolvedValue('c2lnbmF0dXJl');
    renderPage();
    await within(table()).findByText('ВХ-1');
    await tick('ВХ-1');
    await tick('ВХ-2');
    await tick('ВХ-3');
    expect(toolbarButtons()).toContain('Подписать');
    await tick('ВХ-3');
    await userEvent.click(screen.getByRole('button', { name: 'Подписать' }));
    const dialog = await screen.findByTestId('edm-sign-dialog');
    expect(dialog).toHaveTextContent('Будут подписаны документы со статусами «Требуется подпись» и «На подписи»: 2.');
    await userEvent.selectOptions(await within(dialog).findByRole('combobox', { name: 'Сертификат' }), 'AB'.repeat(20));
    // A double click signs once: two documents, two calls.
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Подписать' }));
    await waitFor(() => expect(signed).toHaveLength(2));
    expect(signed[0]).toEqual({ files: [{ id: 1, fileId: 501, signature: 'c2lnbmF0dXJl', vicariousId: null }] });
    expect(signDetached).toHaveBeenCalledWith('AB'.repeat(20), btoa('%PDF-1.4'));
    await waitFor(() => expect(uiStore.getState().notifications.map((note) => note.message)).toContain('Операция выполнена'));
    expect(uiStore.getState().notifications.map((note) => note.message)).toContain('Не выполнено для 1 из 2: ВХ-2: Подпись недействительна');
    expect(signed).toHaveLength(2);
  });

  it('refusing: a failed document keeps the dialog open with the typed reason, and «Отказать» retries only that one', async () => {
    answerList(ROWS, 4);
    const refused: unknown[] = [];
    let failSecond = true;
    server.use(
      mock.post(`${API}/edm/refuse`, async ({ request }) => {
        const body = (await request.json()) as { docs: unknown[] };
        refused.push(body);
        if (body.docs[0] === '2' && failSecond) {
          failSecond = false;
          return HttpResponse.json({ message: 'Сервис недоступен' }, { status: 503 });
        }
        return HttpResponse.json({});
      }),
    );
    renderPage();
    await within(table()).findByText('ВХ-1');
    await tick('ВХ-1');
    await tick('ВХ-2');
    await userEvent.click(screen.getByRole('button', { name: 'Отказать в подписи' }));
    const dialog = await screen.findByTestId('edm-refuse-dialog');
    expect(dialog).toHaveTextContent('Документов: 2');
    await userEvent.type(within(dialog).getByLabelText(/Причина отказа/), 'Неверная сумма');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отказать' }));
    await waitFor(() => expect(refused).toHaveLength(2));
    await waitFor(() => expect(dialog).toHaveTextContent('Документов: 1'));
    expect(screen.getByTestId('edm-refuse-dialog')).toBe(dialog);
    expect(within(dialog).getByLabelText(/Причина отказа/)).toHaveValue('Неверная сумма');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Отказать' }));
    await waitFor(() => expect(screen.queryByTestId('edm-refuse-dialog')).toBeNull());
    expect(refused).toEqual([
      { docs: [1], reason: 'Неверная сумма' },
      { docs: ['2'], reason: 'Неверная сумма' },
      { docs: ['2'], reason: 'Неверная сумма' },
    ]);
  });

  it('a refusal open when the session ended opens again on the same documents, ticked, with the typed reason', async () => {
    answerList(ROWS, 4);
    window.sessionStorage.clear();
    const first = renderPage();
    await within(table()).findByText('ВХ-1');
    await tick('ВХ-1');
    await tick('ВХ-2');
    await userEvent.click(screen.getByRole('button', { name: 'Отказать в подписи' }));
    await userEvent.type(within(await screen.findByTestId('edm-refuse-dialog')).getByLabelText(/Причина отказа/), 'Неверная сумма');
    window.dispatchEvent(new CustomEvent(SESSION_ENDING_EVENT, { detail: { user: 'supplier' } }));
    first.unmount();

    sessionStore.setState({ userName: 'supplier' });
    try {
      renderPage();
      const dialog = await screen.findByTestId('edm-refuse-dialog', {}, { timeout: 20_000 });
      expect(dialog).toHaveTextContent('Документов: 2');
      await waitFor(() => expect(within(dialog).getByLabelText(/Причина отказа/)).toHaveValue('Неверная сумма'));
      expect(within(dialog).getByRole('status')).toHaveTextContent('введённые данные восстановлены');
      expect(screen.getByRole('checkbox', { name: 'Выбрать документ ВХ-1', hidden: true })).toBeChecked();
      expect(screen.getByRole('checkbox', { name: 'Выбрать документ ВХ-2', hidden: true })).toBeChecked();
    } finally {
      sessionStore.setState({ userName: '' });
    }
  }, 60_000);

  it('an edit open when the session ended opens again on the same document with the typed comment', async () => {
    answerList([doc(5, 'На подписи', { number: 'ИСХ-5', comment: 'Было' }), doc(6, 'На подписи', { number: 'ИСХ-6' })], 2);
    window.sessionStorage.clear();
    const first = renderPage('/lkk/edo?type=outgoing');
    await screen.findByText('ИСХ-6');
    await tick('ИСХ-6');
    await userEvent.click(screen.getByRole('button', { name: 'Изменить' }));
    const comment = within(await screen.findByTestId('edm-document-form')).getByLabelText('Комментарий');
    await userEvent.type(comment, 'Новая редакция');
    window.dispatchEvent(new CustomEvent(SESSION_ENDING_EVENT, { detail: { user: 'supplier' } }));
    first.unmount();

    sessionStore.setState({ userName: 'supplier' });
    try {
      renderPage('/lkk/edo?type=outgoing');
      const dialog = await screen.findByTestId('edm-document-form', {}, { timeout: 20_000 });
      expect(dialog).toHaveTextContent('Изменение документа ИСХ-6');
      await waitFor(() => expect(within(dialog).getByLabelText('Комментарий')).toHaveValue('Новая редакция'));
      expect(within(dialog).getByRole('status')).toHaveTextContent('введённые данные восстановлены');
    } finally {
      sessionStore.setState({ userName: '' });
    }
  }, 60_000);

  it('checks the signatures once for a double click on «Проверить подпись»', async () => {
    answerList(ROWS, 4);
    const checks: unknown[] = [];
    // Held until the double click is over, so its second click comes while the check is under way.
    const answer = heldAnswer();
    server.use(
      mock.post(`${API}/edm/check`, async ({ request }) => {
        checks.push(await request.json());
        await answer.held;
        return HttpResponse.json([{ edmId: 1, valid: true, message: 'Действительна' }]);
      }),
    );
    renderPage();
    await within(table()).findByText('ВХ-1');
    await tick('ВХ-1');
    await userEvent.dblClick(screen.getByRole('button', { name: 'Проверить подпись' }));
    answer.release();
    expect(await screen.findByTestId('edm-check-dialog')).toBeInTheDocument();
    expect(checks).toEqual([[{ edmId: 1 }]]);
  });
});
