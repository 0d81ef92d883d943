/**
 * @jest-environment-options {"customExportConditions": [""]}
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { sessionStore, uiStore } from '@portal/platform';
import { PageTitle, SESSION_ENDING_EVENT } from '@portal/ui';
import { resetOddAnswerReports } from '@portal/platform/src/errors/reportOddAnswer';
import { resetUiState } from '@portal/platform/src/ui/uiStore';
import { LKA_REGISTRIES, LKD_REGISTRIES, LKK_REGISTRIES, LKP_REGISTRIES, type RegistryCabinet } from '../registryCabinet';
import { heldAnswer } from '../../../../testing/src/heldAnswer';
import { API, baseHandlers, renderRegistries } from './registryTestKit';

const server = setupServer();
let logged: string[] = [];
let filters: unknown[] = [];

const ROWS = [
  { id: 11, number: 'Р-11/25', createDate: '2025-05-10T08:00:00Z', status: { code: 'DRAFT', name: 'Черновик' }, source: 'Клиент', debtor: 'ООО "Север"', contractFactNum: 'CF-1', suppliesCount: 3, amount: '1234567.5', permissions: ['change', 'delete'], extra: 'x' },
  { id: 12, number: 'Р-12/25', createDate: '2025-05-09', status: 'Отправлена', amount: 1000, permissions: ['view'] },
  { id: 13, number: 'Р-13/25', amount: 'много' },
];

function answerList(rows: unknown[] = ROWS, total: unknown = 45) {
  server.use(
    mock.post(`${API}/registries`, async ({ request }) => {
      filters.push(await request.json());
      return HttpResponse.json({ total, items: rows });
    }),
  );
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  logged = [];
  filters = [];
  resetOddAnswerReports();
  resetUiState();
  baseHandlers(server, logged);
});
afterEach(() => server.resetHandlers());

describe('registry list', () => {
  it('asks for the filter in the URL and shows rows in the §9 formats, an odd row as best it can', async () => {
    answerList();
    renderRegistries(LKK_REGISTRIES, '/lkk/registries?tab=financing&sort=amount&dir=asc&page=2&size=10');
    const table = await screen.findByRole('table', { name: /Заявки — Финансирование, источник: Фактор/ });
    expect(filters[0]).toEqual({ sortBy: 'amount', sortDesc: false, page: 1, size: 10, pagination: true, source: 'Фактор', category: 'MAIN' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[1]).toHaveTextContent('Р-11/25');
    expect(rows[1]).toHaveTextContent('10.05.2025');
    expect(rows[1]).toHaveTextContent('1 234 567,50');
    expect(rows[2]).toHaveTextContent('Отправлена');
    expect(rows[3]).toHaveTextContent('Р-13/25');
    expect(within(rows[1] as HTMLElement).getByRole('button', { name: 'Удалить заявку Р-11/25' })).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).queryByRole('button', { name: /Удалить/ })).toBeNull();
    // A row with no status: its state is unknown, so delete (which depends on it) is not offered.
    expect(within(rows[3] as HTMLElement).queryByRole('button', { name: /Удалить/ })).toBeNull();
    expect(screen.getByRole('tab', { name: 'Финансирование' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Страница 2 из 5')).toBeInTheDocument();
    await waitFor(() => expect(logged.some((message) => message.includes('POST registries') && message.includes('row 2'))).toBe(true));
  });

  it('a row without a number reads «Без номера» and is named by its date (never its id) in its link and its delete confirmation', async () => {
    answerList([{ ...ROWS[0], id: 'x-4711', number: '' }], 1);
    renderRegistries(LKK_REGISTRIES, '/lkk/registries');
    const link = await screen.findByRole('link', { name: 'Заявка от 10.05.2025' });
    expect(link).toHaveTextContent('Без номера');
    await userEvent.click(screen.getByRole('button', { name: 'Удалить заявку от 10.05.2025' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Удаление заявки' });
    expect(confirm).toHaveTextContent('Удалить заявку от 10.05.2025?');
    expect(screen.queryByText(/x-4711/)).toBeNull();
  });

  it("rows with only an id and a status code (spec §3 gives no row): '—' for every text and sum, the status in Russian, delete where the state allows it, each opens its detail", async () => {
    answerList([{ id: 'a1', status: { code: 'DRAFT' } }, { id: 'a2', status: { code: 'ON_CHECK' } }], 2);
    renderRegistries(LKK_REGISTRIES, '/lkk/registries');
    const table = await screen.findByRole('table', { name: /Заявки/ });
    const [, draft, onCheck] = within(table).getAllByRole('row') as HTMLElement[];
    // Number, date, status, debtor, contract, supplies, sum, source, actions.
    const texts = (row: HTMLElement) => within(row).getAllByRole('cell').slice(1, 8).map((cell) => cell.textContent);
    expect(texts(draft!)).toEqual(['—', 'Черновик', '—', '—', '—', '—', '—']);
    expect(texts(onCheck!)).toEqual(['—', 'На проверке', '—', '—', '—', '—', '—']);
    expect(table).not.toHaveTextContent(/a1|a2|DRAFT|ON_CHECK/);
    // No permissions in the row: delete follows the state (a draft may be deleted, a registry on check not).
    expect(within(draft!).getAllByRole('button', { name: /^Удалить заявку/ })).toHaveLength(1);
    expect(within(onCheck!).queryByRole('button', { name: /Удалить/ })).toBeNull();
    expect(within(draft!).getAllByRole('link')[0]).toHaveAttribute('href', '/lkk/registries/a1');
    expect(within(onCheck!).getAllByRole('link')[0]).toHaveAttribute('href', '/lkk/registries/a2');
  });

  it('sorts by a header button and pages on the server', async () => {
    answerList();
    renderRegistries(LKK_REGISTRIES, '/lkk/registries');
    await screen.findByRole('table');
    expect(filters[0]).toEqual({ sortBy: 'create_date', sortDesc: true, page: 0, size: 20, pagination: true, source: null, category: 'MAIN' });
    await userEvent.click(screen.getByRole('button', { name: /^Номер: сортировать/ }));
    await waitFor(() => expect(filters.at(-1)).toMatchObject({ sortBy: 'number', sortDesc: false, page: 0 }));
    expect(screen.getByRole('columnheader', { name: /Номер/ })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(screen.getByRole('button', { name: 'Вперёд' }));
    await waitFor(() => expect(filters.at(-1)).toMatchObject({ sortBy: 'number', page: 1 }));
    await userEvent.click(screen.getByRole('tab', { name: 'Заявки' }));
    await waitFor(() => expect(filters.at(-1)).toMatchObject({ category: 'AGENT', page: 0 }));
    await userEvent.selectOptions(screen.getByLabelText('Источник'), 'Дебитор');
    await waitFor(() => expect(filters.at(-1)).toMatchObject({ category: 'AGENT', source: 'Дебитор' }));
  });

  it("the debtor's list names the supplier, not the debtor itself; the supplier's names the debtor", async () => {
    const rows = [{ id: 21, number: 'Р-21/25', debtor: 'ООО "Север"', supplier: 'ООО "Ромашка"' }];
    server.use(mock.post(`${API}/lkd/registries`, () => HttpResponse.json({ total: 1, items: rows })));
    renderRegistries(LKD_REGISTRIES, '/lkd/supplies');
    const table = await screen.findByRole('table');
    const headers = within(table).getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toContain('Поставщик');
    expect(headers.some((text) => text?.startsWith('Дебитор'))).toBe(false);
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('ООО "Ромашка"');
    expect(within(table).getAllByRole('row')[1]).not.toHaveTextContent('ООО "Север"');
  });

  it("the supplier's list keeps the debtor column", async () => {
    answerList([{ id: 21, number: 'Р-21/25', debtor: 'ООО "Север"', supplier: 'ООО "Ромашка"' }], 1);
    renderRegistries(LKK_REGISTRIES, '/lkk/registries');
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: /^Дебитор/ })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('ООО "Север"');
  });

  it('shows an empty state', async () => {
    answerList([], 0);
    renderRegistries(LKK_REGISTRIES, '/lkk/registries');
    expect(await screen.findByText('Заявок нет.')).toBeInTheDocument();
  });

  it('shows a failure with a retry and the central error display for a 400', async () => {
    let calls = 0;
    server.use(
      mock.post(`${API}/registries`, () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ message: 'Неверный фильтр' }, { status: 400 }) : HttpResponse.json({ total: 1, items: [ROWS[0]] });
      }),
    );
    renderRegistries(LKK_REGISTRIES, '/lkk/registries');
    await userEvent.click(await screen.findByRole('button', { name: 'Повторить' }));
    expect(uiStore.getState().error).toEqual({ name: 'Ошибка', message: 'Неверный фильтр' });
    expect(await screen.findByRole('table')).toHaveTextContent('Р-11/25');
  });

  it('shows exactly the tabs the flags allow', async () => {
    server.use(mock.get(`${API}/env`, () => HttpResponse.json({ IS_CHECH_SUPPLY: false, IS_CHECH_AGENT: 'true', IS_CHECH_FINANCING: true, IS_PRINCIPAL: true })));
    answerList();
    renderRegistries(LKK_REGISTRIES, '/lkk/registries');
    await screen.findByRole('table');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Заявки', 'Финансирование']);
    expect(filters[0]).toMatchObject({ category: 'AGENT' });
  });

  it('shows §4’s section tabs (main, reports) beside the categories when the flags allow and the cabinet has the pages, chosen by the URL', async () => {
    server.use(mock.get(`${API}/env`, () => HttpResponse.json({ IS_CHECH_SUPPLY: true, IS_CHECH_AGENT: false, IS_CHECH_FINANCING: true, SHOW_REGISTRY_DETAIL: true })));
    answerList();
    const sections = {
      main: (
        <section>
          <PageTitle>Главная</PageTitle>
          <p>Свободный лимит</p>
        </section>
      ),
      reports: (
        <section>
          <PageTitle>Отчеты</PageTitle>
          <p>Отчет по поставкам</p>
        </section>
      ),
    };
    const user = userEvent.setup();
    renderRegistries(LKK_REGISTRIES, '/lkk/registries?tab=reports', sections);
    const tabList = await screen.findByRole('tablist', { name: 'Категории заявок' });
    // No page for rewards in this cabinet: no tab for it.
    expect(within(tabList).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Подтверждение поставок', 'Финансирование', 'Главная', 'Отчеты']);
    expect(within(tabList).getByRole('tab', { name: 'Отчеты' })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText('Отчет по поставкам')).toBeInTheDocument();
    // The page inside keeps the list page's one h1.
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Заявки']);
    expect(within(panel).getByRole('heading', { level: 2, name: 'Отчеты' })).toBeInTheDocument();
    expect(filters).toEqual([]);

    // The selection is read from the URL (?tab=), so it follows it (arrow keys: the browser test).
    await user.click(within(tabList).getByRole('tab', { name: 'Главная' }));
    await waitFor(() => expect(within(tabList).getByRole('tab', { name: 'Главная' })).toHaveAttribute('aria-selected', 'true'));
    expect(within(screen.getByRole('tabpanel')).getByText('Свободный лимит')).toBeInTheDocument();
    await user.click(within(tabList).getByRole('tab', { name: 'Подтверждение поставок' }));
    expect(await screen.findByRole('table')).toHaveTextContent('Р-11/25');
    expect(filters[0]).toMatchObject({ category: 'MAIN' });
  });

  it('offers no section tab when no flag of §4 allows it, whatever pages the cabinet has', async () => {
    answerList();
    renderRegistries(LKK_REGISTRIES, '/lkk/registries?tab=reports', { main: <p>Главная</p>, reports: <p>Отчеты</p>, reward: <p>Вознаграждения</p> });
    await screen.findByRole('table');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Подтверждение поставок', 'Заявки', 'Финансирование']);
    expect(screen.getByRole('tab', { name: 'Подтверждение поставок' })).toHaveAttribute('aria-selected', 'true');
  });

  const DICTIONARY = [
    { debtor: 'Клиентский', debtorId: '7', contractFactNum: 'CF-C', contractFactExternalId: 'ext-client', contractFactNumStatus: 'Действует', type: 'DIRECT_REGRESS', showContract: true, afStatus: 'Действует' },
    { debtor: 'Безрегрессный', debtorId: 'd-8', contractFactNum: 'CF-N', contractFactExternalId: 'ext-nr', contractFactNumStatus: 'Действует', type: 'DIRECT_NOT_REGRESS', showContract: true, afStatus: 'Действует' },
    { debtor: 'Агентский', debtorId: 7, contractFactNum: 'CF-A', contractFactExternalId: 'ext-agent', contractFactNumStatus: 'Действует', type: 'AGENT', showContract: true, afStatus: 'Действует' },
    { debtor: 'Закрытый', debtorId: 8, contractFactNum: 'CF-Z', contractFactExternalId: 'ext-closed', contractFactNumStatus: 'Действует', type: 'DIRECT_REGRESS,AGENT', showContract: true, afStatus: 'Закрыт' },
    { debtor: 'Скрытый', debtorId: 9, contractFactNum: 'CF-H', contractFactExternalId: 'ext-hidden', contractFactNumStatus: 'Действует', type: 'DIRECT_REGRESS,AGENT', showContract: false, afStatus: 'Действует' },
  ];

  /** `held`: the create call answers once it settles (a double click's second click comes while it is under way). */
  function createHandlers(cabinet: RegistryCabinet, dictionary: string, answer: () => Response, created: unknown[], held: Promise<void> = Promise.resolve()) {
    server.use(
      mock.post(`${API}/${cabinet.apiPrefix}`, async ({ request }) => {
        filters.push(await request.json());
        return HttpResponse.json({ total: 0, items: [] });
      }),
      mock.get(`${API}/${dictionary}`, () => HttpResponse.json(DICTIONARY)),
      mock.post(`${API}/${cabinet.apiPrefix}/create`, async ({ request }) => {
        created.push(await request.json());
        await held;
        return answer();
      }),
      // The opened registry's page starts loading and never finishes: only the navigation matters here.
      mock.get(`${API}/${cabinet.apiPrefix}/501/detail/${cabinet.scope.toLowerCase()}`, () => new Promise(() => undefined)),
      mock.get(`${API}/errorValidation/get/501`, () => new Promise(() => undefined)),
      mock.get(`${API}/errorValidation/registries/501/validateStatus`, () => new Promise(() => undefined)),
    );
  }

  const groupsOf = (picker: HTMLElement) =>
    Array.from(picker.querySelectorAll('optgroup')).map((group) => [group.label, Array.from(group.querySelectorAll('option')).map((option) => option.textContent)]);

  it.each<[string, RegistryCabinet, string, string, string, unknown[], unknown]>([
    [
      'LKK, regress and non-regress apart',
      LKK_REGISTRIES,
      'lkk/dict/debtors',
      '',
      'CF-N — Безрегрессный',
      [['С регрессом', ['CF-C — Клиентский']], ['Без регресса', ['CF-N — Безрегрессный']]],
      { category: 'MAIN', debtorId: 'd-8', contractFactExternalId: 'ext-nr' },
    ],
    ['LKA, on the applications tab', LKA_REGISTRIES, 'lka/dict/contract-facts', '?tab=agentApplication', 'CF-A — Агентский', [['Другие договоры', ['CF-A — Агентский']]], { category: 'AGENT', debtorId: 7, contractFactExternalId: 'ext-agent' }],
  ])('%s: one contract from the §5-filtered dictionary, the category of the tab; creates once for a double click and opens the registry', async (_name, cabinet, dictionary, query, choice, groups, body) => {
    const created: unknown[] = [];
    const creation = heldAnswer();
    createHandlers(cabinet, dictionary, () => HttpResponse.json({ id: '501', extra: true }, { status: 201 }), created, creation.held);
    renderRegistries(cabinet, `${cabinet.cabinetPath}/${cabinet.listSegment}${query}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Создать заявку' }));
    const picker = await screen.findByLabelText('Договор');
    await waitFor(() => expect(picker).toBeEnabled());
    expect(groupsOf(picker)).toEqual(groups);
    expect(within(picker).queryByRole('option', { name: 'Все' })).toBeNull();
    // The category is not a free choice.
    expect(screen.queryByRole('combobox', { name: 'Вид заявки' })).toBeNull();
    // Nothing chosen yet: refused before sending.
    await userEvent.click(screen.getByRole('button', { name: 'Создать' }));
    expect(await screen.findByText('Выберите договор')).toBeInTheDocument();
    expect(created).toEqual([]);
    await userEvent.selectOptions(picker, choice);
    await userEvent.dblClick(screen.getByRole('button', { name: 'Создать' }));
    creation.release();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`${cabinet.cabinetPath}/${cabinet.listSegment}/501`));
    expect(created).toEqual([body]);
  }, 20_000);

  it('«Новая заявка» open when the session ended opens again with the typed search and the chosen contract, once signed in again', async () => {
    server.use(
      mock.post(`${API}/registries`, () => HttpResponse.json({ total: 0, items: [] })),
      mock.get(`${API}/lkp/dict/contract-facts`, () => HttpResponse.json([])),
      mock.get(`${API}/lkp/dict/contract-facts/search`, () =>
        HttpResponse.json([{ debtor: 'Найденный', debtorId: 3, contractFactNum: 'CF-F', contractFactExternalId: 'ext-f', contractFactNumStatus: 'Закрыт', type: 'DIRECT_NOT_REGRESS', showContract: true, afStatus: 'Действует' }]),
      ),
    );
    window.sessionStorage.clear();
    const first = renderRegistries(LKP_REGISTRIES, '/lkp/registries');
    await userEvent.click(await screen.findByRole('button', { name: 'Создать заявку' }));
    await userEvent.type(screen.getByLabelText('Поиск договора'), 'CF-F');
    await userEvent.selectOptions(await screen.findByLabelText('Договор'), await screen.findByRole('option', { name: 'CF-F — Найденный' }));
    window.dispatchEvent(new CustomEvent(SESSION_ENDING_EVENT, { detail: { user: 'principal' } }));
    first.unmount();

    sessionStore.setState({ userName: 'principal' });
    try {
      renderRegistries(LKP_REGISTRIES, '/lkp/registries');
      const dialog = await screen.findByRole('dialog', { name: 'Новая заявка' }, { timeout: 20_000 });
      await waitFor(() => expect(within(dialog).getByLabelText('Поиск договора')).toHaveValue('CF-F'));
      // Chosen again once the search has found the contract again.
      await waitFor(() => expect(within(dialog).getByLabelText('Договор')).toHaveValue('ext-f'));
      expect(within(dialog).getByRole('status')).toHaveTextContent('Сеанс был завершён; введённые данные восстановлены.');
    } finally {
      sessionStore.setState({ userName: '' });
    }
  }, 60_000);

  it("a create answer without an id is success: the list reloads and 'Операция выполнена' is shown", async () => {
    const created: unknown[] = [];
    createHandlers(LKK_REGISTRIES, 'lkk/dict/debtors', () => new HttpResponse(null, { status: 201 }), created);
    renderRegistries(LKK_REGISTRIES, '/lkk/registries');
    await userEvent.click(await screen.findByRole('button', { name: 'Создать заявку' }));
    const picker = await screen.findByLabelText('Договор');
    await waitFor(() => expect(picker).toBeEnabled());
    await userEvent.selectOptions(picker, 'CF-C — Клиентский');
    const before = filters.length;
    await userEvent.click(screen.getByRole('button', { name: 'Создать' }));
    await waitFor(() => expect(uiStore.getState().notifications.map((item) => [item.message, item.color])).toContainEqual(['Операция выполнена', 'success']));
    expect(created).toEqual([{ category: 'MAIN', debtorId: 7, contractFactExternalId: 'ext-client' }]);
    expect(uiStore.getState().error).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/lkk\/registries$/);
    await waitFor(() => expect(filters.length).toBeGreaterThan(before));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Новая заявка' })).toBeNull());
  }, 20_000);

  it('while the registry is being created the dialog cannot be closed (Escape, «Отмена»), then it opens the registry', async () => {
    const created: unknown[] = [];
    let answer: (response: Response) => void = () => undefined;
    createHandlers(LKK_REGISTRIES, 'lkk/dict/debtors', () => HttpResponse.json({ id: '501' }, { status: 201 }), created);
    server.use(
      mock.post(`${API}/${LKK_REGISTRIES.apiPrefix}/create`, async ({ request }) => {
        created.push(await request.json());
        return new Promise<Response>((resolve) => {
          answer = resolve;
        });
      }),
    );
    const user = userEvent.setup();
    renderRegistries(LKK_REGISTRIES, '/lkk/registries');
    await user.click(await screen.findByRole('button', { name: 'Создать заявку' }));
    const picker = await screen.findByLabelText('Договор');
    await waitFor(() => expect(picker).toBeEnabled());
    await user.selectOptions(picker, 'CF-C — Клиентский');
    await user.click(screen.getByRole('button', { name: 'Создать' }));
    await waitFor(() => expect(created).toHaveLength(1));
    const dialog = screen.getByRole('dialog', { name: 'Новая заявка' });
    expect(within(dialog).getByRole('button', { name: 'Отмена' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Новая заявка' })).toBeInTheDocument();
    answer(HttpResponse.json({ id: '501' }, { status: 201 }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/lkk/registries/501'));
  }, 20_000);

  it('LKP searches contracts as the user types', async () => {
    const words: string[] = [];
    server.use(
      mock.post(`${API}/registries`, () => HttpResponse.json({ total: 0, items: [] })),
      mock.get(`${API}/lkp/dict/contract-facts`, () => HttpResponse.json([])),
      mock.get(`${API}/lkp/dict/contract-facts/search`, ({ request }) => {
        words.push(new URL(request.url).searchParams.get('word') ?? '');
        return HttpResponse.json([{ debtor: 'Найденный', debtorId: 3, contractFactNum: 'CF-F', contractFactExternalId: 'ext-f', contractFactNumStatus: 'Закрыт', type: 'DIRECT_NOT_REGRESS', showContract: true, afStatus: 'Действует' }]);
      }),
    );
    renderRegistries(LKP_REGISTRIES, '/lkp/registries');
    await userEvent.click(await screen.findByRole('button', { name: 'Создать заявку' }));
    await userEvent.type(screen.getByLabelText('Поиск договора'), 'CF-F');
    await waitFor(() => expect(within(screen.getByLabelText('Договор')).getAllByRole('option').map((option) => option.textContent)).toEqual(['Договор не выбран', 'CF-F — Найденный']));
    expect(words).toEqual(['CF-F']);
  });

  it('deletes a registry after confirmation and refreshes the list', async () => {
    let deleted = '';
    answerList([ROWS[0]], 1);
    server.use(
      mock.delete(`${API}/common/delete/:id`, ({ params }) => {
        deleted = String(params.id);
        return new HttpResponse('', { status: 200 });
      }),
    );
    renderRegistries(LKK_REGISTRIES, '/lkk/registries');
    await userEvent.click(await screen.findByRole('button', { name: 'Удалить заявку Р-11/25' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Удаление заявки' });
    const before = filters.length;
    await userEvent.click(within(confirm).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(deleted).toBe('11'));
    await waitFor(() => expect(filters.length).toBeGreaterThan(before));
  });
});
