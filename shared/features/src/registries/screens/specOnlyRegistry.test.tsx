/**
 * @jest-environment-options {"customExportConditions": [""]}
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { signing, uiStore } from '@portal/platform';
import { resetOddAnswerReports } from '@portal/platform/src/errors/reportOddAnswer';
import { resetUiState } from '@portal/platform/src/ui/uiStore';
import { LKD_REGISTRIES, LKK_REGISTRIES } from '../registryCabinet';
import { API, baseHandlers, catchSavedFiles, fixToday, renderRegistries } from './registryTestKit';
import { SPEC_ID, specOnlyHandlers, specOnlyRegistry, type SpecOnlyRegistry } from './specOnlyServerKit';

jest.setTimeout(30_000);

/** The registry flow against a back end that keeps the spec alone. */

const server = setupServer();
let logged: string[] = [];
let bodies: Array<[string, unknown]> = [];
let registry: SpecOnlyRegistry;

let saved: string[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  logged = [];
  bodies = [];
  registry = specOnlyRegistry();
  resetOddAnswerReports();
  resetUiState();
  baseHandlers(server, logged);
  specOnlyHandlers(server, () => registry, bodies);
  saved = catchSavedFiles();
  URL.createObjectURL = jest.fn(() => 'blob:x');
  URL.revokeObjectURL = jest.fn();
});
afterEach(() => {
  server.resetHandlers();
  jest.restoreAllMocks();
});

const messages = () => uiStore.getState().notifications.map((item) => item.message);
const headerValue = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

async function open() {
  renderRegistries(LKK_REGISTRIES, `/lkk/registries/${SPEC_ID}`);
  return screen.findByRole('table', { name: 'Поставки заявки' });
}

describe('rule 1: a missing alllimit blocks nothing; financing only inside the registry', () => {
  it("shows '—' for the limit and the balance, and 'Отправить' stays enabled whatever is financed", async () => {
    const user = userEvent.setup();
    await open();
    expect(headerValue('Свободный лимит по договору')).toHaveTextContent('—');
    expect(screen.getByTestId('financing-balance')).toHaveTextContent('—');
    await user.click(screen.getByRole('checkbox', { name: 'К финансированию: УПД 1' }));
    expect(screen.getByTestId('chosen-financing')).toHaveTextContent('2');
    expect(screen.getByTestId('financing-balance')).toHaveTextContent('—');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Отправить на проверку' })).toBeEnabled();
  });

  it('offers financing only for a supply in the registry; unticking «В реестр» unticks financing', async () => {
    const user = userEvent.setup();
    await open();
    const financing2 = screen.getByRole('checkbox', { name: 'К финансированию: УПД 2' });
    expect(financing2).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'В реестр: УПД 2' }));
    expect(financing2).toBeEnabled();
    await user.click(financing2);
    expect(financing2).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'В реестр: УПД 2' }));
    expect(financing2).not.toBeChecked();
    expect(financing2).toBeDisabled();
    // The same for a supply preselected into both.
    await user.click(screen.getByRole('checkbox', { name: 'В реестр: УПД 3' }));
    expect(screen.getByRole('checkbox', { name: 'К финансированию: УПД 3' })).not.toBeChecked();
    expect(screen.getByTestId('chosen-financing')).toHaveTextContent('0');
  });

  it('the debtor sees no financing column and no balance', async () => {
    server.use(
      mock.get(`${API}/lkd/registries/${SPEC_ID}/detail`, () =>
        HttpResponse.json({ registry: { id: SPEC_ID, number: 'Р-17' }, permissions: ['change'], supplies: (registry.supplies as { supplies: unknown[] }).supplies, total: 3 }),
      ),
    );
    renderRegistries(LKD_REGISTRIES, `/lkd/supplies/${SPEC_ID}`);
    const table = await screen.findByRole('table', { name: 'Поставки заявки' });
    expect(within(table).getByRole('checkbox', { name: 'В реестр: УПД 1' })).toBeInTheDocument();
    expect(within(table).queryByRole('checkbox', { name: /К финансированию/ })).toBeNull();
    expect(within(table).queryByText('К финанс.')).toBeNull();
    expect(screen.queryByTestId('financing-balance')).toBeNull();
  });
});

describe("rule 2: 'change' and the registry's state decide the editing controls", () => {
  it("['change'] in a draft gives the draft's toolbar, the document upload and delete", async () => {
    registry.files = { ...registry.files, documentsForSigning: [{ id: 'd-1', type: 'registryFile', registry: true }] };
    await open();
    const toolbar = screen.getByRole('toolbar', { name: 'Действия с заявкой' });
    expect(within(toolbar).getAllByRole('button').map((button) => button.textContent)).toEqual(['Все к финансированию', 'Сформировать реестр', 'Отправить на проверку']);
    expect(screen.getByRole('button', { name: 'Добавить документы' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Удалить заявку' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'В реестр: УПД 1' })).toBeEnabled();
  });

  it('no state in any answer and no list row: nothing that depends on the state is offered, and the page says why', async () => {
    registry.header = { number: 'Р-17' };
    registry.files = { ...registry.files, documentsForSigning: [{ id: 'd-1', type: 'registryFile', registry: true }] };
    await open();
    expect(screen.queryByRole('toolbar', { name: 'Действия с заявкой' })?.querySelectorAll('button') ?? []).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Удалить заявку' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Добавить документы' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'В реестр: УПД 1' })).toBeDisabled();
    expect(screen.getByTestId('registry-state-unknown')).toHaveTextContent('Состояние заявки неизвестно');
  });

  it('a state the registry cannot be edited in takes the editing controls away', async () => {
    registry.detail = { ...registry.detail, registry: { id: SPEC_ID, status: { code: 'SENT_TO_FACTOR', name: 'Отправлен фактору' } } };
    await open();
    expect(screen.queryByRole('button', { name: 'Сформировать реестр' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Отправить на проверку' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Удалить заявку' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'В реестр: УПД 1' })).toBeDisabled();
  });

  it("a registry on check with [] (a spec-only server: no 'change') is read-only but is signed and withdrawn", async () => {
    registry.detail = { ...registry.detail, permissions: [] };
    registry.header = { number: 'Р-17', status: { code: 'ON_CHECK', name: 'На проверке' } };
    registry.files = { ...registry.files, documentsForSigning: [{ id: 'd-1', type: 'registryFile', registry: true }] };
    await open();
    expect(screen.getByText('Заявка доступна только для просмотра.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'В реестр: УПД 1' })).toBeDisabled();
    const toolbar = screen.getByRole('toolbar', { name: 'Действия с заявкой' });
    expect(within(toolbar).getAllByRole('button').map((button) => button.textContent)).toEqual(['Подписать', 'Отозвать']);
    expect(screen.queryByRole('button', { name: 'Удалить заявку' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Добавить документы' })).toBeNull();
  });

  it('deletes the registry from its page after confirmation and goes back to the list', async () => {
    const user = userEvent.setup();
    let deleted = '';
    server.use(
      mock.delete(`${API}/common/delete/:id`, ({ params }) => {
        deleted = String(params.id);
        return new HttpResponse(null, { status: 200 });
      }),
      mock.post(`${API}/registries`, () => HttpResponse.json({ total: 0, items: [] })),
    );
    await open();
    await user.click(screen.getByRole('button', { name: 'Удалить заявку' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Удаление заявки' })).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/lkk\/registries$/));
    expect(deleted).toBe(SPEC_ID);
  });

  it("shows the server's refusal with its message", async () => {
    const user = userEvent.setup();
    server.use(mock.post(`${API}/registries/${SPEC_ID}/action`, () => HttpResponse.json({ message: 'Реестр в этом статусе отправить нельзя' }, { status: 400 })));
    await open();
    await user.click(screen.getByRole('button', { name: 'Отправить на проверку' }));
    await waitFor(() => expect(uiStore.getState().error).toEqual({ name: 'Ошибка', message: 'Реестр в этом статусе отправить нельзя' }));
  });
});

describe('rule 3: each field is taken from whichever stage carries it', () => {
  it('permissions and the limit in the registry stage, documents in the detail, the funding date in the supplies answer', async () => {
    registry.detail = { registry: { id: SPEC_ID }, documents: [{ id: 'doc-1', document: { id: 'bin-1', name: 'Договор.pdf', userDoc: true } }] };
    registry.header = { number: 'Р-17', status: { code: 'DRAFT', name: 'Черновик' }, permissions: ['change'], alllimit: 5000 };
    registry.supplies = { ...registry.supplies, futureFundingDate: '2025-05-13' };
    registry.files = {};
    await open();
    expect(screen.getByRole('button', { name: 'Сформировать реестр' })).toBeInTheDocument();
    expect(headerValue('Свободный лимит по договору')).toHaveTextContent('5 000');
    expect(screen.getByRole('button', { name: 'Удалить документ Договор.pdf' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Дата финансирования' })).toHaveValue('13.05.2025');
  });
});

describe('fields beyond §3 left out of the detail and the registry stage', () => {
  it("shows '—' for each header text and sum the answers leave out, and titles the page «Заявка без номера»", async () => {
    registry.header = {};
    await open();
    expect(screen.getByRole('heading', { level: 1, name: 'Заявка без номера' })).toBeInTheDocument();
    const labels = ['Статус', 'Дата создания', 'Поставщик', 'Дебитор', 'ИНН дебитора', 'Договор', 'Источник', 'Сумма', 'Свободный лимит по договору', 'Дата финансирования'];
    expect(labels.map((label) => [label, headerValue(label)?.textContent])).toEqual(labels.map((label) => [label, '—']));
    // The count comes from the spec's total.
    expect(headerValue('Поставок')).toHaveTextContent('3');
  });

  it("supplies without dates show '—' in both date columns; without a total anywhere the count is the rows received", async () => {
    const { total: _detailTotal, ...detail } = registry.detail;
    const { total: _suppliesTotal, ...supplies } = registry.supplies;
    registry.detail = detail;
    registry.supplies = supplies;
    const table = await open();
    const rows = within(table).getAllByRole('row').filter((row) => row.hasAttribute('data-supply-row'));
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      const cells = within(row).getAllByRole('gridcell');
      // Ticks (registry, financing), name, amount, supply date, due date, verification.
      expect([cells[4]?.textContent, cells[5]?.textContent]).toEqual(['—', '—']);
    }
    expect(headerValue('Поставок')).toHaveTextContent('3');
  });

  it("check rows without a message say «ошибка в данных» where they can; no status or validated: «Статус проверки: не проверена»", async () => {
    registry.validateStatus = {};
    registry.errors = [{ supplyId: 's1' }, { supplyId: '17', field: 'dueDate' }, { field: 'someCode', message: 'Неверный реквизит' }, {}];
    await open();
    const errors = await screen.findByRole('list', { name: 'Ошибки проверки' });
    expect(within(errors).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Поставка «УПД 1»: ошибка в данных',
      'Поставка «УПД 3»: поле «Срок оплаты» — ошибка в данных',
      'Неверный реквизит',
      'Ошибка в данных',
    ]);
    expect(screen.getByTestId('validate-status')).toHaveTextContent(/^Статус проверки: не проверена$/);
  });

  it('without futureFundingDate the funding date field starts empty, and generate sends the date the user types', async () => {
    fixToday(new Date(2025, 4, 12, 10));
    const user = userEvent.setup();
    await open();
    const field = await screen.findByRole('textbox', { name: 'Дата финансирования' });
    expect(field).toHaveValue('');
    await user.type(field, '14.05.2025');
    await user.click(screen.getByRole('button', { name: 'Сформировать реестр' }));
    await waitFor(() => expect(bodies.find(([name]) => name.startsWith('generate'))?.[1]).toMatchObject({ futureFundingDate: '2025-05-14' }));
  });
});

describe('rule 6: ids are kept as the server sent them', () => {
  it('generates, checks and signs with string ids in the bodies', async () => {
    const user = userEvent.setup();
    registry.files = { ...registry.files, documentsForSigning: [{ id: 'd-1', type: 'registryFile', registry: true }] };
    jest.spyOn(signing, 'listCertificates').mockResolvedValue([{ name: 'Иванов', issuerName: '', subjectName: '', thumbprint: 'AB', validFrom: '2025-01-01', validTo: '2027-01-01' }]);
    jest.spyOn(signing, 'signDetached').mockImplementation(async (_thumbprint, content) => `sig-${atob(content)}`);
    await open();
    await user.click(screen.getByRole('button', { name: 'Сформировать реестр' }));
    await waitFor(() => expect(bodies.map(([name]) => name)).toContain('generate?isFinancing=true'));
    expect(bodies.find(([name]) => name.startsWith('generate'))![1]).toMatchObject({ supplies: ['s1', '17'], financing: ['17'], type: 'all' });
    // No file name in the answer: the registry's number names it.
    await waitFor(() => expect(saved).toEqual(['Реестр уступки Р-17.xlsx']));
    // Sent, the registry is on check: now it is signed.
    registry.header = { number: 'Р-17', status: { code: 'ON_CHECK', name: 'На проверке' } };
    await user.click(screen.getByRole('button', { name: 'Отправить на проверку' }));
    await user.click(await screen.findByRole('button', { name: 'Подписать' }));
    const dialog = await screen.findByTestId('registry-sign-dialog');
    expect(bodies).toContainEqual(['sign/check', { registryId: SPEC_ID }]);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Сертификат' }), 'AB');
    await user.click(within(dialog).getByRole('button', { name: 'Подписать' }));
    await waitFor(() => expect(bodies.find(([name]) => name === 'sign')?.[1]).toEqual({ documentId: 'ecp', signatures: [{ id: 'd-1', signature: 'sig-bytes-d-1' }] }));
  });
});

describe('rule 10: the work calendar in other shapes', () => {
  afterEach(() => jest.useRealTimers());

  it('reads DD.MM.YYYY days: a working day is accepted, a weekend refused, generate sends YYYY-MM-DD', async () => {
    // Friday 9 May 2025: the earliest funding date is the 12th (the calendar's next day), so Saturday the 17th is
    // refused as a day off, not as too early.
    fixToday(new Date(2025, 4, 9, 10));
    const user = userEvent.setup();
    await open();
    const field = await screen.findByRole('textbox', { name: 'Дата финансирования' });
    await user.type(field, '17.05.2025');
    expect(screen.getByText('Выберите рабочий день')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '14.05.2025');
    expect(screen.queryByText('Выберите рабочий день')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Сформировать реестр' }));
    await waitFor(() => expect(bodies.find(([name]) => name.startsWith('generate'))?.[1]).toMatchObject({ futureFundingDate: '2025-05-14' }));
  });
});

describe('«Сформировать реестр» and a funding date the field does not accept', () => {
  afterEach(() => jest.useRealTimers());

  it.each([
    ['a day off', '17.05.2025', 'Выберите рабочий день'],
    ['a day that does not exist', '31.02.2025', null],
    ['text that is no date, once the field is left', '1405', 'Введите дату в формате ДД.ММ.ГГГГ'],
  ])('is not sent while the field holds %s (it would go with the last accepted date); a good date sends it', async (_case, typed, shown) => {
    fixToday(new Date(2025, 4, 9, 10));
    const user = userEvent.setup();
    await open();
    const field = await screen.findByRole('textbox', { name: 'Дата финансирования' });
    await user.type(field, '14.05.2025');
    await user.clear(field);
    await user.type(field, typed);
    await user.tab();
    if (shown) expect(screen.getByText(shown)).toBeInTheDocument();
    const generate = screen.getByRole('button', { name: 'Сформировать реестр' });
    expect(generate).toBeDisabled();
    expect(generate).toHaveAccessibleDescription('Исправьте дату финансирования, чтобы сформировать реестр');
    await user.click(generate);
    expect(bodies.filter(([name]) => name.startsWith('generate'))).toEqual([]);
    await user.clear(field);
    await user.type(field, '15.05.2025');
    expect(screen.getByRole('button', { name: 'Сформировать реестр' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Сформировать реестр' }));
    await waitFor(() => expect(bodies.find(([name]) => name.startsWith('generate'))?.[1]).toMatchObject({ futureFundingDate: '2025-05-15' }));
  });
});

describe('rule 11: the debtor signs on spec §7 POST /registries/{id}/sign with ecpdebtor (§6)', () => {
  /** The debtor's spec-shape detail: no number, no status; documents to sign. */
  function debtorDetail() {
    return mock.get(`${API}/lkd/registries/${SPEC_ID}/detail`, () =>
      HttpResponse.json({ registry: { id: SPEC_ID }, permissions: [], supplies: [], documentsForSigning: [{ id: 'd-1', type: 'registryFile', registry: true }] }),
    );
  }
  /** The debtor's list: the row carries the number and the status the detail leaves out. */
  let listed = '';
  function debtorList(status: string) {
    listed = status;
    return mock.post(`${API}/lkd/registries`, () => HttpResponse.json({ total: 1, items: [{ id: SPEC_ID, number: 'Р-17/25', status: { code: '', name: listed }, debtor: 'ООО «Дебитор»', amount: 500 }] }));
  }
  function certificates() {
    jest.spyOn(signing, 'listCertificates').mockResolvedValue([{ name: 'Иванов', issuerName: '', subjectName: '', thumbprint: 'AB', validFrom: '2025-01-01', validTo: '2027-01-01' }]);
    jest.spyOn(signing, 'signDetached').mockImplementation(async (_thumbprint, content) => `sig-${atob(content)}`);
  }

  it('opened by its address with no number in any answer and no list row, the detail is «Заявка без номера», not its id', async () => {
    server.use(debtorDetail());
    renderRegistries(LKD_REGISTRIES, `/lkd/supplies/${SPEC_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Заявка без номера' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading').filter((heading) => heading.textContent?.includes(SPEC_ID))).toEqual([]);
  });

  it('opened by its address alone, looks its row up in §7\'s whole list (pagination false): number, status, supplier, source and debtor INN, and the actions of its state', async () => {
    const asked: unknown[] = [];
    server.use(
      debtorDetail(),
      mock.post(`${API}/lkd/registries`, async ({ request }) => {
        asked.push(await request.json());
        return HttpResponse.json({
          total: 2,
          items: [
            { id: 'other', number: 'Р-1/25', status: { code: '', name: 'Черновик' } },
            { id: SPEC_ID, number: 'Р-17/25', status: { code: '', name: 'На проверке' }, debtor: 'ООО «Дебитор»', debtorInn: '7701234567', supplier: 'ООО «Поставщик»', source: 'Клиент', amount: 500 },
          ],
        });
      }),
    );
    renderRegistries(LKD_REGISTRIES, `/lkd/supplies/${SPEC_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Заявка Р-17/25' })).toBeInTheDocument();
    expect(asked).toEqual([{ sortBy: 'create_date', sortDesc: true, page: 0, size: 20, pagination: false }]);
    expect(headerValue('Статус')).toHaveTextContent('На проверке');
    expect(headerValue('Поставщик')).toHaveTextContent('ООО «Поставщик»');
    expect(headerValue('Источник')).toHaveTextContent('Клиент');
    expect(headerValue('ИНН дебитора')).toHaveTextContent('7701234567');
    expect(headerValue('Дебитор')).toHaveTextContent('ООО «Дебитор»');
    expect(screen.queryByTestId('registry-state-unknown')).toBeNull();
    const toolbar = screen.getByRole('toolbar', { name: 'Действия с заявкой' });
    expect(within(toolbar).getAllByRole('button').map((button) => button.textContent)).toEqual(['Подписать', 'Отозвать']);
  });

  it('opened from the list, the detail has the row\'s number and status, offers signing and signs with ecpdebtor on POST /registries/{id}/sign', async () => {
    const user = userEvent.setup();
    server.use(
      debtorDetail(),
      debtorList('На проверке'),
      mock.post(`${API}/registries/${SPEC_ID}/sign`, async ({ request }) => {
        bodies.push(['sign', await request.json()]);
        listed = 'Подписан';
        return HttpResponse.json({ message: 'Операция выполнена' });
      }),
    );
    certificates();
    renderRegistries(LKD_REGISTRIES, '/lkd/supplies');
    await user.click(await screen.findByRole('link', { name: 'Р-17/25' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Заявка Р-17/25' })).toBeInTheDocument();
    await screen.findByText('Статус', { selector: 'dt' });
    expect(headerValue('Статус')).toHaveTextContent('На проверке');
    expect(headerValue('Дебитор')).toHaveTextContent('ООО «Дебитор»');
    expect(screen.queryByTestId('registry-state-unknown')).toBeNull();
    const toolbar = screen.getByRole('toolbar', { name: 'Действия с заявкой' });
    expect(within(toolbar).getAllByRole('button').map((button) => button.textContent)).toEqual(['Подписать', 'Отозвать']);
    await user.click(within(toolbar).getByRole('button', { name: 'Подписать' }));
    const dialog = await screen.findByTestId('registry-sign-dialog');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Сертификат' }), 'AB');
    await user.click(within(dialog).getByRole('button', { name: 'Подписать' }));
    await waitFor(() => expect(bodies.find(([name]) => name === 'sign')?.[1]).toEqual({ documentId: 'ecpdebtor', signatures: [{ id: 'd-1', signature: expect.stringMatching(/^sig-/) as unknown }] }));
    expect(logged.filter((line) => line.includes('sign'))).toEqual([]);
    // The detail carries no status: the row's list page is asked again and the status follows the signing.
    await waitFor(() => expect(headerValue('Статус')).toHaveTextContent('Подписан'));
    expect(screen.queryByRole('button', { name: 'Подписать' })).toBeNull();
  });

  it('a financed registry opened from the list offers no signing, sending or withdrawing', async () => {
    const user = userEvent.setup();
    server.use(debtorDetail(), debtorList('Профинансирован'));
    renderRegistries(LKD_REGISTRIES, '/lkd/supplies');
    await user.click(await screen.findByRole('link', { name: 'Р-17/25' }));
    await screen.findByText('Статус', { selector: 'dt' });
    expect(headerValue('Статус')).toHaveTextContent('Профинансирован');
    expect(screen.queryByRole('button', { name: 'Подписать' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Отправить на проверку' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Отозвать' })).toBeNull();
  });

  it('a 404 on POST /registries/{id}/sign shows a notice, keeps the signatures and logs it', async () => {
    const user = userEvent.setup();
    server.use(
      debtorDetail(),
      debtorList('На проверке'),
      mock.post(`${API}/registries/${SPEC_ID}/sign`, () => HttpResponse.json({ message: 'Not Found' }, { status: 404 })),
    );
    certificates();
    renderRegistries(LKD_REGISTRIES, '/lkd/supplies');
    await user.click(await screen.findByRole('link', { name: 'Р-17/25' }));
    await user.click(await screen.findByRole('button', { name: 'Подписать' }));
    const dialog = await screen.findByTestId('registry-sign-dialog');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Сертификат' }), 'AB');
    await user.click(within(dialog).getByRole('button', { name: 'Подписать' }));
    const notice = 'Подписание реестра в кабинете дебитора этим сервером не поддерживается';
    await waitFor(() => expect(messages()).toContain(notice));
    expect(within(dialog).getByTestId('signing-problem')).toHaveTextContent(notice);
    expect(within(dialog).getByTestId('signed-so-far')).toHaveTextContent('Подписано документов: 1 из 1');
    expect(uiStore.getState().error).toBeNull();
    await waitFor(() => expect(logged.some((line) => line.includes('registries/{id}/sign') && line.includes('404'))).toBe(true));
  });
});
