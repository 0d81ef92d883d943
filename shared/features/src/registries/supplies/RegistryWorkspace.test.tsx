/**
 * @jest-environment-options {"customExportConditions": [""]}
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { signing, SigningError, uiStore } from '@portal/platform';
import { resetOddAnswerReports } from '@portal/platform/src/errors/reportOddAnswer';
import { resetUiState } from '@portal/platform/src/ui/uiStore';
import { heldAnswer } from '../../../../testing/src/heldAnswer';
import { LKA_REGISTRIES, LKK_REGISTRIES, type RegistryCabinet } from '../registryCabinet';
import { API, baseHandlers, catchSavedFiles, fixToday, renderRegistries } from '../screens/registryTestKit';

jest.setTimeout(30_000);

const server = setupServer();
let logged: string[] = [];
let bodies: Array<[string, unknown]> = [];
let permissions: string[] = [];
let documentsForSigning: unknown[] = [];
let status: unknown = { code: 'DRAFT', name: 'Черновик' };
let supplyTwoFinancing = false;
/** generate and action answer once this settles: a double-click test holds them until its second click is made. */
let answersHeld: Promise<void> = Promise.resolve();

/** Holds generate and action answers until the returned function is called. */
function holdAnswers(): () => void {
  const answer = heldAnswer();
  answersHeld = answer.held;
  return answer.release;
}

function handlers(prefix: string, scope: string) {
  server.use(
    mock.get(`${API}/${prefix}/5/detail/${scope}`, () =>
      HttpResponse.json({ registry: { id: 5, number: 'Р-5', status }, futureFundingDate: '2025-05-13', alllimit: '1000', permissions, total: 4 }),
    ),
    mock.get(`${API}/${prefix}/5/registry/${scope}`, () => HttpResponse.json({ number: 'Р-5' })),
    mock.get(`${API}/${prefix}/5/supplies`, () =>
      HttpResponse.json({
        supplies: [
          { id: 1, supplyAmount: '100.10', prime: true, verificationDebtor: true, updDocument: { document: { name: 'УПД 1' } } },
          { id: 2, supplyAmount: 200, financing: supplyTwoFinancing, verificationDebtor: true, updDocument: { document: { name: 'УПД 2' } } },
          { id: 3, supplyAmount: 300, invalid: true, updDocument: { document: { name: 'УПД 3' } } },
          { id: 4, supplyAmount: 400.5, active: true, updDocument: { document: { name: 'УПД 4' } } },
          { id: 'odd' },
        ],
      }),
    ),
    mock.get(`${API}/${prefix}/5/files`, () => (bodies.push(['files', null]), HttpResponse.json({ documentsForSigning, signedDocs: [], origDocuments: [], documents: [] }))),
    mock.get(`${API}/workCalendar`, () => HttpResponse.json(['2025-05-12', '2025-05-13', 'не дата', '2025-05-14'])),
    mock.get(`${API}/errorValidation/get/5`, () => HttpResponse.json([])),
    mock.get(`${API}/errorValidation/registries/5/validateStatus`, () => HttpResponse.json({ validated: true })),
    mock.get(`${API}/lka/registries/checkSupplyParam/5`, () => HttpResponse.json({ result: true })),
    mock.post(`${API}/${prefix}/5/generate`, async ({ request }) => {
      bodies.push([`generate${new URL(request.url).search}`, await request.json()]);
      await answersHeld;
      return new HttpResponse(new Blob(['xlsx']), { headers: { 'Content-Disposition': "attachment; filename*=UTF-8''%D0%A0%D0%B5%D0%B5%D1%81%D1%82%D1%80.xlsx" } });
    }),
    mock.post(`${API}/${prefix}/5/set-all-financing`, () => HttpResponse.json({ updated: 3 })),
    mock.post(`${API}/${prefix}/5/action`, async ({ request }) => {
      bodies.push(['action', await request.json()]);
      await answersHeld;
      return new HttpResponse(null, { status: 200 });
    }),
    mock.post(`${API}/sign/check`, async ({ request }) => {
      bodies.push(['sign/check', await request.json()]);
      return HttpResponse.json({ result: true });
    }),
    mock.get(`${API}/binary/:id`, ({ params }) => new HttpResponse(`bytes-${String(params.id)}`)),
    mock.post(`${API}/${prefix}/5/sign`, async ({ request }) => {
      bodies.push(['sign', await request.json()]);
      return HttpResponse.json({ message: 'ok' });
    }),
  );
}

let saved: string[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  logged = [];
  bodies = [];
  permissions = ['view', 'change', 'generate', 'send'];
  documentsForSigning = [];
  status = { code: 'DRAFT', name: 'Черновик' };
  supplyTwoFinancing = false;
  answersHeld = Promise.resolve();
  resetOddAnswerReports();
  resetUiState();
  baseHandlers(server, logged);
  handlers('registries', 'lkk');
  saved = catchSavedFiles();
  URL.createObjectURL = jest.fn(() => 'blob:x');
  URL.revokeObjectURL = jest.fn();
  // Monday 12 May 2025: the earliest funding date is Tuesday the 13th.
  fixToday(new Date(2025, 4, 12, 10));
});
afterEach(() => {
  server.resetHandlers();
  jest.restoreAllMocks();
  jest.useRealTimers();
});

const balance = () => screen.getByTestId('financing-balance');
const messages = () => uiStore.getState().notifications.map((item) => item.message);

async function open(cabinet: RegistryCabinet = LKK_REGISTRIES, path = '/lkk/registries/5') {
  renderRegistries(cabinet, path);
  return screen.findByRole('table', { name: 'Поставки заявки' });
}

describe('registry workspace: choosing supplies, balance, generate, sign and send', () => {
  it('preselects a supply flagged financing though neither prime nor active (spec §5), into the registry too; the balance is alllimit − its amount (§4)', async () => {
    supplyTwoFinancing = true;
    await open();
    expect(screen.getByRole('checkbox', { name: 'К финансированию: УПД 2' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'В реестр: УПД 2' })).toBeChecked();
    // 1000 − 200 (supply 2, the only one flagged financing).
    expect(balance()).toHaveTextContent('800 Руб.');
  });

  it('preselects, puts the invalid supply first, keeps an odd row and updates the balance as the user ticks', async () => {
    const user = userEvent.setup();
    const table = await open();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.getAttribute('data-supply-id'))).toEqual(['3', '1', '2', '4', 'odd']);
    expect(within(rows[0]!).getByText('Ошибка в данных')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'В реестр: УПД 1' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'В реестр: УПД 4' })).toBeChecked();
    // Not in the registry: financing is chosen only inside the registry.
    expect(screen.getByRole('checkbox', { name: 'К финансированию: УПД 2' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'К финансированию: УПД 2' })).toBeDisabled();
    expect(balance()).toHaveTextContent('1 000 Руб.');
    expect(logged.some((line) => line.includes('supply 4'))).toBe(true);

    await user.click(screen.getByRole('checkbox', { name: 'К финансированию: УПД 1' }));
    expect(balance()).toHaveTextContent('899,90 Руб.');
    // Space ticks; shift-Space ticks the range from the last tick (rows outside the registry are skipped).
    screen.getByRole('checkbox', { name: 'К финансированию: УПД 4' }).focus();
    await user.keyboard('{Shift>} {/Shift}');
    expect(screen.getByRole('checkbox', { name: 'К финансированию: УПД 4' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'К финансированию: УПД 2' })).not.toBeChecked();
    expect(balance()).toHaveTextContent('499,40 Руб.');
    await user.click(screen.getByRole('checkbox', { name: 'В реестр: УПД 2' }));
    await user.click(screen.getByRole('checkbox', { name: 'В реестр: УПД 3' }));
    await user.click(screen.getByRole('checkbox', { name: 'К финансированию: УПД 2' }));
    expect(balance()).toHaveTextContent('299,40 Руб.');
    const all = screen.getByRole('checkbox', { name: 'Выбрать все поставки к финансированию' });
    expect((all as HTMLInputElement).indeterminate).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'К финансированию: УПД 3' }));
    expect(balance()).toHaveTextContent('-0,60 Руб.');
    expect(screen.getByRole('alert')).toHaveTextContent('превышает лимит');
    expect(screen.getByRole('button', { name: 'Отправить на проверку' })).toBeDisabled();
    // Every supply of the registry is financed: select-all clears them, then chooses the four again.
    await user.click(all);
    expect(balance()).toHaveTextContent('1 000 Руб.');
    await user.click(all);
    expect(screen.getByTestId('chosen-financing')).toHaveTextContent('4');
  });

  it('is read-only without change', async () => {
    permissions = ['view'];
    await open();
    expect(screen.getByRole('checkbox', { name: 'В реестр: УПД 1' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Сформировать реестр' })).toBeNull();
    expect(screen.getByText('Дата финансирования: 13.05.2025')).toBeInTheDocument();
  });

  it("generates type 'all' with the choice and the funding date, saves the file and reloads the files", async () => {
    const user = userEvent.setup();
    await open();
    const field = await screen.findByRole('textbox', { name: 'Дата финансирования' });
    expect(field).toHaveValue('13.05.2025');
    await user.clear(field);
    await user.type(field, '10.05.2025');
    expect(screen.getByText('Дата финансирования — не раньше 13.05.2025, следующего рабочего дня')).toBeInTheDocument();
    await user.clear(field);
    // Today is a working day of the calendar, but too late to fund.
    await user.type(field, '12.05.2025');
    expect(screen.getByText('Дата финансирования — не раньше 13.05.2025, следующего рабочего дня')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '14.05.2025');
    await user.click(screen.getByRole('button', { name: 'Все к финансированию' }));
    await waitFor(() => expect(messages()).toContain('Операция выполнена'));
    expect(screen.getByRole('checkbox', { name: 'К финансированию: УПД 3' })).not.toBeChecked();
    const releaseAnswers = holdAnswers();
    await user.dblClick(screen.getByRole('button', { name: 'Сформировать реестр' }));
    releaseAnswers();
    await waitFor(() => expect(bodies.map(([name]) => name)).toContain('generate?isFinancing=true'));
    expect(bodies.find(([name]) => name.startsWith('generate'))![1]).toEqual({ supplies: [1, 4], type: 'all', financing: [1, 4], futureFundingDate: '2025-05-14' });
    // Saved under the name of the answer's Content-Disposition.
    await waitFor(() => expect(saved).toEqual(['Реестр.xlsx']));
    await waitFor(() => expect(bodies.map(([name]) => name).slice(-2)).toEqual(['generate?isFinancing=true', 'files']));
    // A double click generated once.
    expect(bodies.filter(([name]) => name.startsWith('generate'))).toHaveLength(1);
  });

  it("saves a generated file whose answer names none (no Content-Disposition) as «Реестр уступки {номер}.xlsx»", async () => {
    const saved: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    server.use(mock.post(`${API}/registries/5/generate`, () => new HttpResponse(new Blob(['xlsx']))));
    const user = userEvent.setup();
    await open();
    await screen.findByRole('textbox', { name: 'Дата финансирования' });
    await user.click(screen.getByRole('button', { name: 'Сформировать реестр' }));
    await waitFor(() => expect(saved).toEqual(['Реестр уступки Р-5.xlsx']));
    await waitFor(() => expect(messages()).toContain('Операция выполнена'));
  });

  it('a server that refuses the generate body (400) shows its message in the «Ошибка» banner and saves nothing; the choice stays', async () => {
    server.use(mock.post(`${API}/registries/5/generate`, () => HttpResponse.json({ message: 'Поле financing не поддерживается' }, { status: 400 })));
    const user = userEvent.setup();
    await open();
    await screen.findByRole('textbox', { name: 'Дата финансирования' });
    await user.click(screen.getByRole('button', { name: 'Сформировать реестр' }));
    await waitFor(() => expect(uiStore.getState().error).toEqual({ name: 'Ошибка', message: 'Поле financing не поддерживается' }));
    expect(URL.createObjectURL).not.toHaveBeenCalled();
    expect(screen.getByRole('checkbox', { name: 'В реестр: УПД 1' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Дата финансирования' })).toHaveValue('13.05.2025');
  });

  it('a saved funding date that has passed since is refused before generate, with where to start', async () => {
    fixToday(new Date(2025, 4, 13, 10));
    const user = userEvent.setup();
    await open();
    const field = await screen.findByRole('textbox', { name: 'Дата финансирования' });
    expect(field).toHaveValue('13.05.2025');
    await waitFor(() => expect(field).toHaveAccessibleDescription('Дата финансирования — не раньше 14.05.2025, следующего рабочего дня'));
    // The field shows why; «Сформировать реестр» waits for a date the field accepts.
    const generate = screen.getByRole('button', { name: 'Сформировать реестр' });
    expect(generate).toBeDisabled();
    expect(generate).toHaveAccessibleDescription('Исправьте дату финансирования, чтобы сформировать реестр');
    await user.click(generate);
    expect(bodies.map(([name]) => name).filter((name) => name.startsWith('generate'))).toEqual([]);
  });

  it('a sign/check refusal without a message opens no signing dialog and says in Russian that the registry cannot be signed now', async () => {
    const user = userEvent.setup();
    permissions = ['view', 'sign', 'withdraw'];
    status = { code: 'ON_CHECK', name: 'На проверке' };
    documentsForSigning = [{ id: 70, type: 'registryFile', name: 'Реестр.xlsx', registry: true }];
    server.use(mock.post(`${API}/sign/check`, () => HttpResponse.json({ result: false })));
    await open();
    await user.click(screen.getByRole('button', { name: 'Подписать' }));
    await waitFor(() => expect(uiStore.getState().error?.message).toBe('Заявку сейчас подписать нельзя'));
    expect(screen.queryByTestId('registry-sign-dialog')).toBeNull();
  });

  it('signs: sign/check, one certificate, document k of n, a failure keeps the first signature, retry signs the rest', async () => {
    const user = userEvent.setup();
    permissions = ['view', 'sign', 'withdraw'];
    status = { code: 'ON_CHECK', name: 'На проверке' };
    documentsForSigning = [
      { id: 71, type: 'financingFile', name: 'Заявка.xlsx', registry: false },
      { id: 70, type: 'registryFile', name: 'Реестр.xlsx', registry: true },
    ];
    jest.spyOn(signing, 'listCertificates').mockResolvedValue([{ name: 'Иванов', issuerName: '', subjectName: '', thumbprint: 'AB', validFrom: '2025-01-01', validTo: '2027-01-01' }]);
    let calls = 0;
    const signed: string[] = [];
    jest.spyOn(signing, 'signDetached').mockImplementation(async (_thumbprint, content) => {
      calls += 1;
      if (calls === 2) throw new SigningError('Плагин недоступен');
      signed.push(atob(content));
      return `sig-${atob(content)}`;
    });
    await open();
    await user.click(screen.getByRole('button', { name: 'Подписать' }));
    const dialog = await screen.findByTestId('registry-sign-dialog');
    expect(bodies).toContainEqual(['sign/check', { registryId: 5 }]);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Сертификат' }), 'AB');
    await user.click(within(dialog).getByRole('button', { name: 'Подписать' }));
    expect(await within(dialog).findByTestId('signing-problem')).toHaveTextContent('Плагин недоступен (документ 2 из 2)');
    // the plug-in's failure: the workstation check says what to fix, in a new tab
    expect(within(dialog).getByRole('link', { name: /проверка рабочего места/ })).toHaveAttribute('href', '/check');
    expect(within(dialog).getByTestId('signed-so-far')).toHaveTextContent('Подписано документов: 1 из 2');
    expect(bodies.some(([name]) => name === 'sign')).toBe(false);

    await user.dblClick(within(dialog).getByRole('button', { name: 'Повторить' }));
    await waitFor(() => expect(bodies.some(([name]) => name === 'sign')).toBe(true));
    // A double click signed and sent once.
    expect(bodies.filter(([name]) => name === 'sign')).toHaveLength(1);
    // The registry file first; the retry signed only the financing request.
    expect(signed).toEqual(['bytes-70', 'bytes-71']);
    expect(bodies.find(([name]) => name === 'sign')![1]).toEqual({
      documentId: 'ecp',
      signatures: [
        { id: 70, signature: 'sig-bytes-70' },
        { id: 71, signature: 'sig-bytes-71' },
      ],
    });
    await waitFor(() => expect(messages()).toContain('Операция выполнена'));
  });

  it('a server that refuses the sign body (400) shows its message and drops the signatures: the next try signs every document afresh', async () => {
    const user = userEvent.setup();
    permissions = ['view', 'sign', 'withdraw'];
    status = { code: 'ON_CHECK', name: 'На проверке' };
    documentsForSigning = [{ id: 70, type: 'registryFile', name: 'Реестр.xlsx', registry: true }];
    jest.spyOn(signing, 'listCertificates').mockResolvedValue([{ name: 'Иванов', issuerName: '', subjectName: '', thumbprint: 'AB', validFrom: '2025-01-01', validTo: '2027-01-01' }]);
    const signDetached = jest.spyOn(signing, 'signDetached').mockImplementation(async (_thumbprint, content) => `sig-${atob(content)}`);
    let refusals = 0;
    server.use(
      mock.post(`${API}/registries/5/sign`, async ({ request }) => {
        bodies.push(['sign', await request.json()]);
        refusals += 1;
        return HttpResponse.json({ message: 'Неизвестное поле signatures' }, { status: 400 });
      }),
    );
    await open();
    await user.click(screen.getByRole('button', { name: 'Подписать' }));
    const dialog = await screen.findByTestId('registry-sign-dialog');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Сертификат' }), 'AB');
    await user.click(within(dialog).getByRole('button', { name: 'Подписать' }));
    await waitFor(() => expect(uiStore.getState().error).toEqual({ name: 'Ошибка', message: 'Неизвестное поле signatures' }));
    expect(bodies.find(([name]) => name === 'sign')![1]).toEqual({ documentId: 'ecp', signatures: [{ id: 70, signature: 'sig-bytes-70' }] });
    expect(await within(dialog).findByTestId('signing-problem')).toHaveTextContent('Подписи не приняты');
    expect(within(dialog).queryByTestId('signed-so-far')).toBeNull();
    // Nothing kept to retry with: the button signs anew.
    await user.click(within(dialog).getByRole('button', { name: 'Подписать' }));
    await waitFor(() => expect(refusals).toBe(2));
    expect(signDetached).toHaveBeenCalledTimes(2);
  });

  it("withdraws with {action: 'withdraw'}; a server that refuses the body (400) shows its message in the «Ошибка» banner", async () => {
    const user = userEvent.setup();
    permissions = ['view', 'sign', 'withdraw'];
    status = { code: 'ON_CHECK', name: 'На проверке' };
    server.use(
      mock.post(`${API}/registries/5/action`, async ({ request }) => {
        bodies.push(['action', await request.json()]);
        return HttpResponse.json({ message: 'Неизвестное действие' }, { status: 400 });
      }),
    );
    await open();
    await user.click(screen.getByRole('button', { name: 'Отозвать' }));
    await waitFor(() => expect(uiStore.getState().error).toEqual({ name: 'Ошибка', message: 'Неизвестное действие' }));
    expect(bodies.filter(([name]) => name === 'action')).toEqual([['action', { action: 'withdraw' }]]);
  });

  it('focus goes to the next step after Сформировать реестр, Отправить and signing; the signing dialog opens on the certificates', async () => {
    const user = userEvent.setup();
    // The back end moves the registry on as a real one does: generate adds the file, send puts it on check, sign signs it.
    server.use(
      mock.post(`${API}/registries/5/generate`, async ({ request }) => {
        bodies.push(['generate', await request.json()]);
        documentsForSigning = [{ id: 70, type: 'registryFile', name: 'Реестр.xlsx', registry: true }];
        return new HttpResponse(new Blob(['xlsx']));
      }),
      mock.post(`${API}/registries/5/action`, async ({ request }) => {
        bodies.push(['action', await request.json()]);
        if (status && (status as { code: string }).code === 'DRAFT') {
          status = { code: 'ON_CHECK', name: 'На проверке' };
          permissions = ['view', 'sign', 'withdraw'];
        } else {
          status = { code: 'SENT_TO_FACTOR', name: 'Отправлен фактору' };
          permissions = ['view'];
        }
        return new HttpResponse(null, { status: 200 });
      }),
      mock.post(`${API}/registries/5/sign`, async ({ request }) => {
        bodies.push(['sign', await request.json()]);
        status = { code: 'SIGNED', name: 'Подписан' };
        permissions = ['view', 'send'];
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    jest.spyOn(signing, 'listCertificates').mockResolvedValue([{ name: 'Иванов', issuerName: 'CN=УЦ', subjectName: 'CN=Иванов', thumbprint: 'AB', validFrom: '2025-01-01', validTo: '2027-01-01' }]);
    jest.spyOn(signing, 'signDetached').mockResolvedValue('sig');
    await open();
    const toolbar = screen.getByRole('toolbar', { name: 'Действия с заявкой' });

    await user.click(within(toolbar).getByRole('button', { name: 'Сформировать реестр' }));
    await waitFor(() => expect(document.activeElement).toBe(within(toolbar).getByRole('button', { name: 'Отправить на проверку' })));

    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(within(toolbar).getByRole('button', { name: 'Подписать' })));

    await user.keyboard('{Enter}');
    const dialog = await screen.findByTestId('registry-sign-dialog');
    const picker = within(dialog).getByRole('combobox', { name: 'Сертификат' });
    await waitFor(() => expect(document.activeElement).toBe(picker));
    await user.selectOptions(picker, 'AB');
    await user.click(within(dialog).getByRole('button', { name: 'Подписать' }));
    await waitFor(() => expect(screen.queryByTestId('registry-sign-dialog')).toBeNull());
    // Signed, the second sending says where it goes: to the factor, not to the check again.
    await waitFor(() => expect(document.activeElement).toBe(within(toolbar).getByRole('button', { name: 'Отправить фактору' })));

    // Sent to the factor, nothing is left to do: focus rests on the status, not on the page.
    await user.keyboard('{Enter}');
    // The status itself, once the page shows the new one (the page's body holds the text as soon as it is shown).
    await waitFor(() => expect(document.activeElement).toHaveAttribute('id', 'registry-status'));
    expect(document.activeElement).toHaveTextContent('Отправлен фактору');
  });

  it('a refused send says what to fix, with the check errors in words, and focus goes to them', async () => {
    const user = userEvent.setup();
    server.use(
      mock.get(`${API}/errorValidation/get/5`, () =>
        HttpResponse.json([
          { id: 4, field: 'dueDate', message: 'Срок оплаты раньше даты поставки' },
          { id: 4, field: 'debtorInn', message: 'ИНН дебитора в УПД не совпадает с ИНН в договоре факторинга' },
        ]),
      ),
      mock.post(`${API}/registries/5/action`, () => HttpResponse.json({ message: 'В реестре указаны неверные данные' }, { status: 400 })),
    );
    await open();
    const errors = await screen.findByRole('list', { name: 'Ошибки проверки' });
    expect(within(errors).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Поставка «УПД 4»: Срок оплаты раньше даты поставки',
      'Поставка «УПД 4»: ИНН дебитора в УПД не совпадает с ИНН в договоре факторинга',
    ]);
    await user.click(screen.getByRole('button', { name: 'Отправить на проверку' }));
    expect(await screen.findByTestId('send-refusal-hint')).toHaveTextContent(
      'Заявка не отправлена. Исправьте данные: Поставка «УПД 4» — подробности в разделе «Проверки», такие поставки отмечены «Ошибка в данных».',
    );
    await waitFor(() => expect(document.activeElement).toBe(errors));
  });

  it('the agent sends after the parameter check, once for a double click: Действие выполнено!', async () => {
    const user = userEvent.setup();
    handlers('lka/registries', 'lka');
    await open(LKA_REGISTRIES, '/lka/supplies/5');
    const releaseAnswers = holdAnswers();
    await user.dblClick(screen.getByRole('button', { name: 'Отправить на проверку' }));
    releaseAnswers();
    await waitFor(() => expect(messages()).toContain('Действие выполнено!'));
    expect(bodies.filter(([name]) => name === 'action')).toEqual([['action', { action: 'send' }]]);
  });
});
